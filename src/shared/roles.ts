import { defineMessages } from '@formatjs/intl';
import { plainMessages, type SharedMessage } from './messages';

/** Roles, in menu priority order (admin, doctor, staff, regDoctor, user). */
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

/** The role words a screen shows: said with intl. */
export const ROLE_TEXT: Record<Role, SharedMessage> = plainMessages(
  defineMessages({
    admin: { id: 'shared.roles.admin', defaultMessage: 'Admin' },
    doctor: { id: 'shared.roles.doctor', defaultMessage: 'Doctor' },
    staff: { id: 'shared.roles.staff', defaultMessage: 'Staff' },
    regDoctor: { id: 'shared.roles.regDoctor', defaultMessage: 'Reg Doctor' },
    user: { id: 'shared.roles.user', defaultMessage: 'User' },
  }),
);

/** Where each role lives once signed in: the home page its role-restricted route leads to. */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin/home',
  doctor: '/doctor/home',
  staff: '/staff/home',
  regDoctor: '/reg/home',
  user: '/',
};

/** The role word a user carries (its `role` field): admin, doctor, patient, staff. */
export function entityRole(flags: RoleFlags): 'admin' | 'doctor' | 'staff' | 'patient' {
  if (flags.isAdmin) return 'admin';
  if (flags.isDoctor) return 'doctor';
  if (flags.isStaff) return 'staff';
  return 'patient';
}
