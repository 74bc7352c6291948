/**
 * The front desk: finding and registering patients, correcting their phones.
 */
export { patientRecords } from './find-patients';
export { deskRoutes } from './routes';
