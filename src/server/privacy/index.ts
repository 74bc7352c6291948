/**
 * The patient's data by the law: a copy of everything kept about them, to take elsewhere; the
 * erasure of their account; the requests about their data and the law's clock on them.
 */
export { privacyRoutes } from './routes';
export { erasureRoutes } from './erasure-routes';
export { purgeExpiredRecords } from './record-retention';
export { recordAccessRoutes } from './record-access';
export { doctorFindPatientsRoutes } from './doctor-find-patients';
