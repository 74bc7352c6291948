import type { Db, Listen } from '../db/connect';
import { startOutboxJob, type OutboxTiming } from '../jobs/outbox-worker';
import { sendDueWebhooks, WEBHOOK_CHANNEL_PREFIX } from './webhook-sender';

/**
 * The instance's webhook sender: woken by every commit that queues a delivery (the
 * appointments' and visits' triggers NOTIFY) and polled for retries.
 */
export const startWebhookJob = (
  db: Db,
  options: OutboxTiming & {
    allowPrivate: boolean;
    listen?: Listen;
    onError(message: string, err: unknown): void;
  },
) =>
  startOutboxJob(db, {
    channelPrefix: WEBHOOK_CHANNEL_PREFIX,
    sendBatch: (stopping) => sendDueWebhooks(db, options.allowPrivate, options, stopping),
    retryBaseSeconds: options.retryBaseSeconds,
    listen: options.listen,
    onError: (err) => options.onError('sending the webhook outbox failed', err),
  });
