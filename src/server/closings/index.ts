/**
 * A doctor's closed clinic days: closing and reopening dates, a leave with a substitute, and the
 * one-click rebooking (or the substitute's offer) of the visits a closing cancelled.
 */
export { closingsRoutes } from './routes';
