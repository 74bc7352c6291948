import type { Db, Listen } from '../../db/connect';
import type { Mailer } from '../mailer';
import type { AppointmentPolicy } from '../appointment-policy';
import { outboxChannel } from '../mail/outbox';
import { sendDueMails } from '../mail/outbox-sender';
import { sendDueReminders } from '../reminders';
import { foldTallies } from '../dashboard-tallies';
import { PeriodicJob } from './periodic-job';

/** How often the outbox is looked at without a wake-up call: retries fall due between calls. */
const OUTBOX_POLL_MS = 5000;
/** How often the dashboards' tallies are folded: a count then reads its changes of the last minute at most. */
const TALLY_FOLD_MS = 60_000;

export interface BackgroundJobs {
  outbox: PeriodicJob;
  reminders: PeriodicJob;
  tallies: PeriodicJob;
  stop(): Promise<void>;
}

/**
 * The instance's background work (issue 13): sending the mail outbox, woken on every commit that
 * queues mail (NOTIFY) and polled for retries; and the reminder scan. Every instance runs both;
 * their claims (SKIP LOCKED) keep them from doing the same work twice.
 */
export async function startBackgroundJobs(options: {
  db: Db;
  mailer: Mailer;
  listen?: Listen;
  policy: AppointmentPolicy;
  mailRetrySeconds: number;
  reminderScanSeconds: number;
  onError: (message: string, err: unknown) => void;
}): Promise<BackgroundJobs> {
  const { db, mailer, policy } = options;
  const outbox = new PeriodicJob(
    () => sendDueMails(db, mailer, options.mailRetrySeconds),
    Math.min(OUTBOX_POLL_MS, options.mailRetrySeconds * 1000),
    (err) => options.onError('sending the mail outbox failed', err),
  );
  const reminders = new PeriodicJob(
    async () => {
      const more = await sendDueReminders(db, policy.mail);
      outbox.kick();
      return more;
    },
    options.reminderScanSeconds * 1000,
    (err) => options.onError('the reminder scan failed', err),
  );
  const tallies = new PeriodicJob(
    async () => {
      await foldTallies(db);
      return false;
    },
    TALLY_FOLD_MS,
    (err) => options.onError('folding the dashboard tallies failed', err),
  );
  const unlisten = options.listen
    ? await options.listen(
        await outboxChannel(db),
        () => outbox.kick(),
        () => outbox.kick(),
      )
    : undefined;
  outbox.start();
  reminders.start();
  tallies.start();
  return {
    outbox,
    reminders,
    tallies,
    async stop() {
      await unlisten?.();
      await tallies.stop();
      await reminders.stop();
      await outbox.stop();
    },
  };
}
