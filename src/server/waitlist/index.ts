/**
 * The waitlist of full dates: joining, leaving, and the promotion when a place frees.
 */
export { promoteFromWaitlist, promoteOnEveryWaitedDate } from './promotion';
export { waitlistRoutes } from './routes';
