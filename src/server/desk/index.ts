/**
 * The front desk: finding and registering patients, correcting their phones.
 */
export { deskPatient, patientRecords } from './find-patients';
export { deskRoutes } from './routes';
