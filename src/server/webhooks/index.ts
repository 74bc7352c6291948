/**
 * Webhooks: endpoints, their secrets, and the delivery of the events the triggers queue.
 */
export { webhooksRoutes } from './routes';
export { startWebhookJob } from './webhook-job';
