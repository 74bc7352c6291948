import type { RoleFlags } from '../../../shared/roles';

/** The role flags the session token carries; read only to choose where login lands. */
export function tokenFlags(token: string): Partial<RoleFlags> {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<RoleFlags>;
    return {
      isAdmin: claims.isAdmin === true,
      isDoctor: claims.isDoctor === true,
      isStaff: claims.isStaff === true,
      regDoctor: claims.regDoctor === true,
    };
  } catch {
    return {};
  }
}
