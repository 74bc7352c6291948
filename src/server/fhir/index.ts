/**
 * The FHIR R4 API for other systems: read, search and book through the clinic's rules.
 */
export { fhirAppointmentOf } from './appointment-resource';
export { patientRecordBundle } from './patient-bundle';
export { fhirRoutes } from './routes';
export { refreshPublishedFiles } from './published-copy';
