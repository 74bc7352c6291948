/**
 * A doctor's closed clinic days: closing and reopening dates, and the one-click rebooking.
 */
export { closingsRoutes } from './routes';
