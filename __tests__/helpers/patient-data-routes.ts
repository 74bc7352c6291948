/**
 * Every route whose answer can hold a person's data, and why each one that records no read of a
 * patient's record need not. `__tests__/server/privacy/record-access-routes.cases.ts` finds the
 * routes whose declared answers carry a person's fields (and every read outside /api, where FHIR
 * answers carry no declared schema) and fails on one that neither declares `patientData` (so each
 * answer records who read whose record) nor stands here with its reason.
 */
const SELF = 'the caller’s own record (or their family members’): the patient reading it is not logged';
const COLLEAGUES = 'staff, administrators or doctors: colleagues’ accounts, not patients’ records';
const WRITE = 'the answer to a change the caller made, naming the one record it changed (in the audit log)';
const PUBLIC = 'no person’s data: the clinic’s directory, counts or its published schedule';
const LINK = 'read by the holder of the visit’s own link: the patient (or who they sent it to)';
const REVIEWS = 'a review’s author as the clinic shows reviews; no record of the patient';

export const NOT_PATIENT_DATA: Record<string, string> = {
  'POST /api/user/getUser_id': SELF,
  'POST /api/user/update-mail-preferences': SELF,
  'POST /api/user/update-text-preferences': SELF,
  'POST /api/user/update-consent': SELF,
  'POST /api/user/accept-privacy': SELF,
  'POST /api/user/update-phone': SELF,
  'POST /api/user/update-language': SELF,
  'POST /api/user/mark-all-notifications-seen': SELF,
  'POST /api/user/delete-all-notifications': SELF,
  'GET /api/user/get-appointments-by-user-id': SELF,
  'GET /api/user/dependants': SELF,
  'GET /api/user/my-queue': SELF,
  'GET /api/check-in/:token': SELF,
  'POST /api/bookAppointment/rebook': SELF,
  'POST /api/user/plan-series': WRITE,
  'POST /api/bookAppointment/book-appointment': WRITE,
  'POST /api/bookAppointment/reschedule-appointment': WRITE,
  'POST /api/doctor/record-leave': WRITE,
  'POST /api/admin/register': WRITE,
  'POST /api/desk/update-patient-phone': WRITE,
  'POST /api/leave-offer/read': LINK,
  'POST /api/leave-offer/accept': LINK,
  'GET /api/admin/get-all-staff': COLLEAGUES,
  'GET /api/admin/get-all-admin': COLLEAGUES,
  'GET /api/admin/get-registered-doctors': COLLEAGUES,
  'GET /api/admin/get-all-doctors': COLLEAGUES,
  'GET /api/user/get-all-approved-doctors': COLLEAGUES,
  'POST /api/user/apply-appointment-service': COLLEAGUES,
  'POST /api/doctor/get-doctor-info-by-id': COLLEAGUES,
  'POST /api/doctor/get-doctor-info-by-user-id': COLLEAGUES,
  'POST /api/doctor/update-doctor-info-by-user-id': COLLEAGUES,
  'POST /api/admin/admin-apply-appointment': COLLEAGUES,
  'POST /api/admin/update-doctor-clinic': COLLEAGUES,
  'GET /api/admin/audit-log':
    'the administrators’ log of changes; reads of records are in the record-access log',
  'GET /api/admin/record-access': 'the administrators’ search of the record-access log itself',
  'GET /api/doctor/find-patients':
    'a doctor’s search answers names alone; opening one (GET /api/doctor/patient) is the logged read',
  'GET /api/admin/get-all-reviews': REVIEWS,
  'GET /api/doctor/get-my-reviews': REVIEWS,
  'GET /api/admin/api-clients': PUBLIC,
  'GET /api/user/get-all-clinic-day': PUBLIC,
  'POST /api/user/create-clinic-day': PUBLIC,
  'GET /api/bookAppointment/doctor-slots-status': PUBLIC,
  'GET /api/admin/displays': PUBLIC,
  'GET /api/admin/display-poster/:displayId': PUBLIC,
  'GET /healthz': PUBLIC,
  'GET /readyz': PUBLIC,
  'GET /metrics': PUBLIC,
  'GET /uploads/:id': PUBLIC,
  'POST /oauth2/token': 'a system’s access token; no person’s data',
  'GET /.well-known/smart-configuration': PUBLIC,
  'GET /fhir/R4/.well-known/smart-configuration': PUBLIC,
  'GET /fhir/R4/metadata': PUBLIC,
  'GET /fhir/R4/$bulk-publish': PUBLIC,
  'GET /fhir/R4/$bulk-publish/:file': PUBLIC,
  'GET /fhir/R4/Practitioner': PUBLIC,
  'GET /fhir/R4/Practitioner/:id': PUBLIC,
  'GET /fhir/R4/PractitionerRole': PUBLIC,
  'GET /fhir/R4/PractitionerRole/:id': PUBLIC,
  'GET /fhir/R4/Schedule': PUBLIC,
  'GET /fhir/R4/Schedule/:id': PUBLIC,
  'GET /fhir/R4/Location': PUBLIC,
  'GET /fhir/R4/Location/:id': PUBLIC,
  'GET /fhir/R4/HealthcareService': PUBLIC,
  'GET /fhir/R4/HealthcareService/:id': PUBLIC,
  'GET /fhir/R4/Slot': PUBLIC,
  'GET /fhir/R4/Slot/:id': PUBLIC,
  'POST /fhir/R4/Appointment': WRITE,
  'PATCH /fhir/R4/Appointment/:id': WRITE,
};

/** The routes that record each read (they declare `patientData`); record-access.cases.ts proves each. */
export const LOGGED_READS = [
  'GET /api/desk/find-patients',
  'GET /api/desk/unusable-phones',
  'GET /api/desk/patient',
  'GET /api/desk/patient-data',
  'GET /api/admin/get-all-users',
  'GET /api/admin/data-requests',
  'GET /api/admin/get-all-appointments',
  'GET /api/doctor/get-appointments-by-doctor-id',
  'GET /api/desk/day',
  'GET /api/doctor/patient',
  'GET /fhir/R4/Patient',
  'GET /fhir/R4/Patient/:id',
  'GET /fhir/R4/Appointment',
  'GET /fhir/R4/Appointment/:id',
] as const;
export type LoggedRead = (typeof LOGGED_READS)[number];
