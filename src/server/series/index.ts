/**
 * Courses of visits: planned, booked and approved together, and prescribed on completion.
 */
export { prescribeCourse } from './prescribe';
export { seriesRoutes } from './routes';
