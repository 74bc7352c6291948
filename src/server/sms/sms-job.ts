import type { Db, Listen } from '../db/connect';
import { startOutboxJob, type OutboxTiming } from '../jobs/outbox-worker';
import { SMS_CHANNEL_PREFIX } from './sms-outbox';
import { sendDueTexts } from './sms-sender';
import type { SmsTransport } from './transport';

/**
 * The instance's text sender: woken by every commit that queues a text and polled for
 * retries and reminders held over the night. Stopping it closes the link to the SMSC.
 */
export async function startSmsJob(
  db: Db,
  transport: SmsTransport,
  options: OutboxTiming & { listen?: Listen; onError(message: string, err: unknown): void },
) {
  const sender = await startOutboxJob(db, {
    channelPrefix: SMS_CHANNEL_PREFIX,
    sendBatch: (stopping) => sendDueTexts(db, transport, options, stopping),
    retryBaseSeconds: options.retryBaseSeconds,
    listen: options.listen,
    onError: (err) => options.onError('sending the text outbox failed', err),
  });
  return {
    job: sender.job,
    async stop() {
      await sender.stop();
      await transport.close();
    },
  };
}
