/**
 * The dashboards: today's slots and the counts folded from the tallies.
 */
export { dashboardRoutes } from './routes';
export { foldTallies } from './tallies';
