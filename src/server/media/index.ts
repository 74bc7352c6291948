/**
 * Media: uploaded images, their checks and their streaming.
 */
export { checkImage, storeImages } from './media';
export { mediaRoutes } from './routes';
export { uploadsRoutes } from './uploads-routes';
