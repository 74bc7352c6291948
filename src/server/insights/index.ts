/**
 * Insights: charts over a range, read from the rollups and kept in the clinic's zone.
 */
export { doctorPrefixTask } from './doctor-prefix';
export { firstFlagsTask } from './first-flags';
export { foldInsights } from './fold';
export { insightsRebuildTask } from './rebuild';
export { movedVisitsTask } from './moved-visits';
export { insightsRoutes } from './routes';
export { keepInsightsZone } from './zone';
