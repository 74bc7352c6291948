/**
 * The FHIR R4 API for other systems: read, search and book through the clinic's rules.
 */
export { fhirAppointmentOf } from './appointment-resource';
export { patientRecordBundle, withEntries } from './patient-bundle';
export { consentResources } from './consent-resource';
export { fhirRoutes } from './routes';
export { refreshPublishedFiles } from './published-copy';
