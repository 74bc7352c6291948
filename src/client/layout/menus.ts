import { ROLE_HOME, type Role } from '../../shared/roles';

export interface MenuEntry {
  path: string;
  label: string;
  /** Which icon the entry shows (menuIcons.ts). */
  kind: EntryKind;
}

/** How each kind of entry is named in the sidebar; the paths differ by role. */
const LABELS = {
  home: 'Home',
  today: 'Today',
  insights: 'Insights',
  displays: 'Displays',
  appointments: 'Appointments',
  feedback: 'Appointment Feedback',
  doctorReviews: 'Appointment Reviews',
  profile: 'Profile',
  applyDoctor: 'Apply Doctor',
  patients: 'Patients',
  findPatient: 'Find or Register Patient',
  doctors: 'Doctors',
  staff: 'Staff',
  admins: 'Admins',
  registerStaff: 'Register Staff',
  doctorSlot: 'Add Doctor Slot',
  clinicDay: 'Create Clinic Day',
  schedule: 'Doctor Schedule',
  manageReviews: 'Manage Reviews',
  slotsStatus: 'Doctor Slots Status',
  markCompleted: 'Mark Completed',
  services: 'Services',
  locations: 'Locations',
  specialities: 'Specialities',
  media: 'Media Uploads',
  auditLog: 'Audit Log',
} satisfies Record<string, string>;

export type EntryKind = keyof typeof LABELS;

const entries = (list: [EntryKind, string][]): MenuEntry[] =>
  list.map(([kind, path]) => ({ path, label: LABELS[kind], kind }));

/** The role's menu (spec 2.2), every entry in the spec's order. */
export function menuFor(role: Role, userId: string): MenuEntry[] {
  switch (role) {
    case 'admin':
      return entries([
        ['home', '/admin/home'],
        ['today', '/admin/today'],
        ['insights', '/admin/insights'],
        ['patients', '/admin/userslist'],
        ['findPatient', '/admin/patients/find'],
        ['staff', '/admin/stafflist'],
        ['admins', '/admin/adminlist'],
        ['registerStaff', '/admin/staff-register'],
        ['doctorSlot', '/admin/slots'],
        ['clinicDay', '/admin/create-clinic-day'],
        ['schedule', '/admin/doctor-schedule'],
        ['manageReviews', '/admin/manage-review'],
        ['slotsStatus', '/admin/doctorslots-status'],
        ['doctors', '/admin/doctorslist'],
        ['appointments', '/admin/appointments-admin'],
        ['markCompleted', '/admin/admin-mark-app-completed'],
        ['services', '/admin/service'],
        ['locations', '/admin/location'],
        ['specialities', '/admin/speciality'],
        ['media', '/admin/media-image-uploads'],
        ['auditLog', '/admin/audit-log'],
        ['displays', '/admin/displays'],
      ]);
    case 'doctor':
      return entries([
        ['home', '/'],
        ['today', '/doctor/today'],
        ['insights', '/doctor/insights'],
        ['appointments', '/doctor/appointments'],
        ['doctorReviews', '/doctor/markapp-completed'],
        ['profile', `/doctor/profile/${userId}`],
      ]);
    case 'staff':
      return entries([
        ['home', '/staff/home'],
        ['today', '/staff/today'],
        ['insights', '/staff/insights'],
        ['appointments', '/staff/appointments-staff'],
        ['patients', '/staff/userlist'],
        ['findPatient', '/staff/patients/find'],
        ['doctors', '/staff/doctorlist'],
        ['schedule', '/staff/doctor-schedule'],
        ['manageReviews', '/staff/manage-review'],
        ['markCompleted', '/staff/staff-mark-app-completed'],
      ]);
    case 'regDoctor':
      return entries([
        ['home', '/'],
        ['applyDoctor', '/apply-doctor'],
      ]);
    default:
      return entries([
        ['home', '/'],
        ['appointments', '/appointments'],
        ['feedback', '/reviewSubmission'],
      ]);
  }
}

/** Entries whose name contains the query, case-insensitive (spec 2.1 menu search). */
export function filterMenu(menu: MenuEntry[], query: string): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  return needle ? menu.filter((entry) => entry.label.toLowerCase().includes(needle)) : menu;
}

/**
 * The entry the location belongs to: an exact match, else the entry whose path the location
 * continues, else Home when the location is the role's own home (the doctor's Home is /, which
 * redirects to /doctor/home).
 */
export function selectedEntry(menu: MenuEntry[], pathname: string, role: Role): string | undefined {
  const exact = menu.find((entry) => entry.path === pathname);
  if (exact) return exact.path;
  const parent = menu.find((entry) => entry.path !== '/' && pathname.startsWith(`${entry.path}/`));
  if (parent) return parent.path;
  return pathname === ROLE_HOME[role] ? menu.find((entry) => entry.path === '/')?.path : undefined;
}
