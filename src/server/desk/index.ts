/**
 * The front desk: finding and registering patients, correcting their phones.
 */
export { deskPatient, findPatientNames, patientNamesQuery, patientRecords } from './find-patients';
export { deskRoutes } from './routes';
