/**
 * Texts: the patients' replies by text (confirm, cancel, stop) and the desk's view of a visit's texts.
 */
export { inboundHandler } from './inbound';
export { textsRoutes } from './routes';
