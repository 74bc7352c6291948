/**
 * Reviews: patients' reviews of their visits and their moderation.
 */
export { reviewsRoutes } from './routes';
