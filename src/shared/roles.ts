/** Roles, in the spec's priority order (admin, doctor, staff, regDoctor, user). */
export type Role = 'admin' | 'doctor' | 'staff' | 'regDoctor' | 'user';

export interface RoleFlags {
  isAdmin: boolean;
  isDoctor: boolean;
  isStaff: boolean;
  regDoctor: boolean;
}

export function roleOf(flags: Partial<RoleFlags> | null | undefined): Role {
  if (!flags) return 'user';
  if (flags.isAdmin) return 'admin';
  if (flags.isDoctor) return 'doctor';
  if (flags.isStaff) return 'staff';
  if (flags.regDoctor) return 'regDoctor';
  return 'user';
}

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  doctor: 'Doctor',
  staff: 'Staff',
  regDoctor: 'Reg Doctor',
  user: 'User',
};

/** Where each role lives once signed in (spec 2.3). */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin/home',
  doctor: '/doctor/home',
  staff: '/staff/home',
  regDoctor: '/reg/home',
  user: '/',
};

/** The role words of the User entity (spec 3): admin, doctor, patient, staff. */
export function entityRole(flags: RoleFlags): 'admin' | 'doctor' | 'staff' | 'patient' {
  if (flags.isAdmin) return 'admin';
  if (flags.isDoctor) return 'doctor';
  if (flags.isStaff) return 'staff';
  return 'patient';
}
