/**
 * The clinic day: check-in, the queue, call-next, no-shows, the day sheet and the boards.
 */
export { boardRoutes } from './board-routes';
export { checkInRoutes } from './check-in-routes';
export { markMissedVisits, markNoShow } from './no-show';
export { measurePaces } from './pace';
export { tellSlips } from './slips';
export { callNext, checkIn, finishVisit } from './queue';
export { todayRoutes } from './routes';
