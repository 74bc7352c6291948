/**
 * The patient's data by the law: a copy of everything kept about them, to take elsewhere.
 */
export { privacyRoutes } from './routes';
export { recordAccessRoutes } from './record-access';
