import { defineMessages } from '@formatjs/intl';

/** The doctors area's replies: ids `server.doctors.*`, translated in src/locales/<language>/server/server.json. */
export const DOCTOR_TEXT = defineMessages({
  notFound: { id: 'server.doctors.notFound', defaultMessage: 'Doctor not found' },
  profileNotFound: { id: 'server.doctors.profileNotFound', defaultMessage: 'Doctor profile not found' },
  registeredNotFound: {
    id: 'server.doctors.registeredNotFound',
    defaultMessage: 'Registered doctor not found',
  },
  alreadyApplied: { id: 'server.doctors.alreadyApplied', defaultMessage: 'You have already applied' },
  hasProfile: { id: 'server.doctors.hasProfile', defaultMessage: 'This doctor already has a profile' },
  alreadyStatus: {
    id: 'server.doctors.alreadyStatus',
    defaultMessage:
      'This doctor is already {status, select, approved {approved} blocked {blocked} other {pending}}',
  },
  cannotBecome: {
    id: 'server.doctors.cannotBecome',
    defaultMessage:
      'A {from, select, approved {approved} blocked {blocked} other {pending}} doctor cannot be {status, select, approved {approved} blocked {blocked} other {pending}}',
  },
  changedMeanwhile: {
    id: 'server.doctors.changedMeanwhile',
    defaultMessage: 'This doctor was changed meanwhile; please reload',
  },
  applied: { id: 'server.doctors.applied', defaultMessage: 'Application submitted successfully' },
  // the product's exact wording, two spaces and all
  profileUpdated: {
    id: 'server.doctors.profileUpdated',
    defaultMessage: 'Doctor Profile Updated  successfully',
  },
  scheduled: { id: 'server.doctors.scheduled', defaultMessage: 'Doctor appointment scheduled successfully' },
  statusChanged: {
    id: 'server.doctors.statusChanged',
    defaultMessage: 'Doctor {status, select, approved {approved} other {blocked}} successfully',
  },
  clinicUpdated: {
    id: 'server.doctors.clinicUpdated',
    defaultMessage: 'Doctor clinic details updated successfully',
  },
});
