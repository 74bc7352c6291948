import { sql } from 'kysely';
import type { Db, Listen } from '../db/connect';
import { PeriodicJob } from '../jobs/periodic-job';
import { SMS_CHANNEL_PREFIX } from './sms-outbox';
import { sendDueTexts } from './sms-sender';
import type { SmsTransport } from './transport';

/** Retries and quiet-hour reminders fall due between wake-up calls: looked for this often. */
const SMS_POLL_MS = 5000;

/**
 * The instance's text sender (issue 30): woken by every commit that queues a text (NOTIFY) and
 * polled for retries and reminders held over the night.
 */
export async function startSmsJob(
  db: Db,
  transport: SmsTransport,
  options: { retrySeconds: number; listen?: Listen; onError(message: string, err: unknown): void },
) {
  const job = new PeriodicJob(
    () => sendDueTexts(db, transport, options.retrySeconds),
    Math.min(SMS_POLL_MS, options.retrySeconds * 1000),
    (err) => options.onError('sending the text outbox failed', err),
  );
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const unlisten = options.listen
    ? await options.listen(
        `${SMS_CHANNEL_PREFIX}${rows[0].schema}`,
        () => job.kick(),
        () => job.kick(),
      )
    : undefined;
  job.start();
  return {
    job,
    async stop() {
      await unlisten?.();
      await job.stop();
      await transport.close();
    },
  };
}
