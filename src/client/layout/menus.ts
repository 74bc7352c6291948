import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ROLE_HOME, type Role } from '../../shared/roles';

interface MenuEntry {
  path: string;
  /** The entry's name, formatted in the language on screen where the sidebar is drawn. */
  label: MessageDescriptor;
  /** Which icon the entry shows (menuIcons.ts). */
  kind: EntryKind;
}

/** How each kind of entry is named in the sidebar (formatted where it is shown); the paths differ by role. */
const LABELS = defineMessages({
  home: { id: 'layout.menu.home', defaultMessage: 'Home' },
  today: { id: 'layout.menu.today', defaultMessage: 'Today' },
  insights: { id: 'layout.menu.insights', defaultMessage: 'Insights' },
  displays: { id: 'layout.menu.displays', defaultMessage: 'Displays' },
  appointments: { id: 'layout.menu.appointments', defaultMessage: 'Appointments' },
  feedback: { id: 'layout.menu.feedback', defaultMessage: 'Appointment Feedback' },
  doctorReviews: { id: 'layout.menu.doctorReviews', defaultMessage: 'Appointment Reviews' },
  profile: { id: 'layout.menu.profile', defaultMessage: 'Profile' },
  applyDoctor: { id: 'layout.menu.applyDoctor', defaultMessage: 'Apply Doctor' },
  patients: { id: 'layout.menu.patients', defaultMessage: 'Patients' },
  findPatient: { id: 'layout.menu.findPatient', defaultMessage: 'Find or Register Patient' },
  doctors: { id: 'layout.menu.doctors', defaultMessage: 'Doctors' },
  staff: { id: 'layout.menu.staff', defaultMessage: 'Staff' },
  admins: { id: 'layout.menu.admins', defaultMessage: 'Admins' },
  registerStaff: { id: 'layout.menu.registerStaff', defaultMessage: 'Register Staff' },
  doctorSlot: { id: 'layout.menu.doctorSlot', defaultMessage: 'Add Doctor Slot' },
  clinicDay: { id: 'layout.menu.clinicDay', defaultMessage: 'Create Clinic Day' },
  schedule: { id: 'layout.menu.schedule', defaultMessage: 'Doctor Schedule' },
  manageReviews: { id: 'layout.menu.manageReviews', defaultMessage: 'Manage Reviews' },
  slotsStatus: { id: 'layout.menu.slotsStatus', defaultMessage: 'Doctor Slots Status' },
  markCompleted: { id: 'layout.menu.markCompleted', defaultMessage: 'Mark Completed' },
  services: { id: 'layout.menu.services', defaultMessage: 'Services' },
  locations: { id: 'layout.menu.locations', defaultMessage: 'Locations' },
  specialities: { id: 'layout.menu.specialities', defaultMessage: 'Specialities' },
  media: { id: 'layout.menu.media', defaultMessage: 'Media Uploads' },
  auditLog: { id: 'layout.menu.auditLog', defaultMessage: 'Audit Log' },
  recordAccess: { id: 'layout.menu.recordAccess', defaultMessage: 'Record Access Log' },
  webhooks: { id: 'layout.menu.webhooks', defaultMessage: 'Webhooks' },
  apiClients: { id: 'layout.menu.apiClients', defaultMessage: 'API Clients' },
  privacyNotice: { id: 'layout.menu.privacyNotice', defaultMessage: 'Privacy Notice' },
  dataRequests: { id: 'layout.menu.dataRequests', defaultMessage: 'Data Requests' },
});

export type EntryKind = keyof typeof LABELS;

const entries = (list: [EntryKind, string][]): MenuEntry[] =>
  list.map(([kind, path]) => ({ path, label: LABELS[kind], kind }));

/**
 * The role's menu: the product's original entries in their original order, with the later pages
 * (Today, Insights, Find patient and the admin's tools) fitted in.
 */
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
        ['recordAccess', '/admin/record-access'],
        ['apiClients', '/admin/api-clients'],
        ['privacyNotice', '/admin/privacy'],
        ['dataRequests', '/admin/data-requests'],
        ['displays', '/admin/displays'],
        ['webhooks', '/admin/webhooks'],
      ]);
    case 'doctor':
      return entries([
        ['home', '/'],
        ['today', '/doctor/today'],
        ['insights', '/doctor/insights'],
        ['appointments', '/doctor/appointments'],
        ['patients', '/doctor/patients'],
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

/**
 * Entries whose name (as shown, in the language on screen) contains the query, case-insensitive
 * (the sidebar's menu search).
 */
export function filterMenu<Entry extends { name: string }>(menu: Entry[], query: string): Entry[] {
  const needle = query.trim().toLowerCase();
  return needle ? menu.filter((entry) => entry.name.toLowerCase().includes(needle)) : menu;
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
