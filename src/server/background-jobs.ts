import type { RouteContext } from './context';
import { type AppointmentPolicy, arrivalWindowsTask, sendDueReminders } from './appointments';
import { OUTBOX_CHANNEL_PREFIX } from './mail/outbox';
import { sendDueMails } from './mail/outbox-sender';
import { foldTallies } from './dashboard';
import {
  doctorPrefixTask,
  foldInsights,
  firstFlagsTask,
  insightsRebuildTask,
  movedVisitsTask,
} from './insights';
import { markMissedVisits, measurePaces, tellSlips } from './today';
import { PeriodicJob } from './jobs/periodic-job';
import { startOutboxJob } from './jobs/outbox-worker';
import { startSmsJob } from './sms/sms-job';
import { startWebhookJob } from './webhooks';
import { runMaintenanceBatch } from './maintenance/runner';
import { buildNextIndex } from './maintenance/index-builder';
import { phoneConversionTask } from './phones/phone-conversion';
import { refreshPublishedFiles } from './fhir';
import { clinicToday } from '../shared/clinicTime';
import { clinicTodayClock } from './read-cache/today';
import { purgeExpiredRecords } from './privacy';
import { onlineOffered, releaseExpiredHolds, type PaymentContext } from './payments';

/**
 * How often the dashboards' tallies and the insights' rollups are folded: a count then reads its
 * changes of the last minute at most.
 */
const TALLY_FOLD_MS = 60_000;
/** How often unpaid online bookings are looked at for a hold that ran out. */
const HOLD_SCAN_MS = 30_000;
/** How often ended clinic days are looked at for visits nobody came to. */
const NO_SHOW_SCAN_MS = 60_000;
/** How often the doctors' days are looked at for running late behind the windows they told. */
const SLIP_SCAN_MS = 60_000;
/** How often doctors not yet measured today have their pace measured (once a clinic day each). */
const PACE_SCAN_MS = 10 * 60_000;
/**
 * How often background maintenance is looked for when none was left: another instance may hold the
 * work, or a new task may have been asked for. While there is work, batches follow one another.
 */
const MAINTENANCE_POLL_MS = 5000;
/** How often erased accounts' visits are looked at for the end of their retention. */
const RECORD_RETENTION_SCAN_MS = 60 * 60_000;
/** The background tasks, in no particular order: each runs when asked for (maintenance_tasks). */
const maintenanceTasks = (config: RouteContext['config']) => [
  firstFlagsTask,
  insightsRebuildTask,
  movedVisitsTask,
  doctorPrefixTask,
  phoneConversionTask(config.clinicCountry),
  arrivalWindowsTask({
    today: clinicTodayClock(config.clinicTimezone),
    widthMinutes: config.arrivalWindowMinutes,
  }),
];

export interface BackgroundJobs {
  outbox: PeriodicJob;
  /** the text sender, when the instance has a transport */
  texts?: PeriodicJob;
  /** the webhook sender */
  webhooks: PeriodicJob;
  reminders: PeriodicJob;
  tallies: PeriodicJob;
  noShows: PeriodicJob;
  /** the slip notice: days running late tell the patients still to come */
  slips: PeriodicJob;
  /** each doctor's pace, measured once a clinic day */
  paces: PeriodicJob;
  /** unpaid online bookings released when their hold runs out */
  holds: PeriodicJob;
  maintenance: PeriodicJob;
  /** the `$bulk-publish` files' copy, built again every BULK_PUBLISH_REFRESH_SECONDS */
  bulkPublish: PeriodicJob;
  /** erased accounts' visits deleted once RECORD_RETENTION_YEARS have passed */
  recordRetention: PeriodicJob;
  stop(): Promise<void>;
}

/**
 * The instance's background work: sending the mail outbox, woken on every commit that
 * queues mail (NOTIFY) and polled for retries; and the reminder scan. Every instance runs both;
 * their claims (SKIP LOCKED) keep them from doing the same work twice.
 */
export async function startBackgroundJobs(
  ctx: Pick<RouteContext, 'db' | 'mailer' | 'sms' | 'listen' | 'config' | 'now'> & {
    policy: AppointmentPolicy;
    payment: PaymentContext;
  },
  onError: (message: string, err: unknown) => void,
): Promise<BackgroundJobs> {
  const { db, mailer, policy, config } = ctx;
  const timing = { retryBaseSeconds: config.mailRetrySeconds, leaseSeconds: config.outboxLeaseSeconds };
  const mail = await startOutboxJob(db, {
    channelPrefix: OUTBOX_CHANNEL_PREFIX,
    sendBatch: (stopping) => sendDueMails(db, mailer, timing, stopping),
    retryBaseSeconds: timing.retryBaseSeconds,
    listen: ctx.listen,
    onError: (err) => onError('sending the mail outbox failed', err),
  });
  const outbox = mail.job;
  const reminders = new PeriodicJob(
    async () => {
      const more = await sendDueReminders(db, policy.messages);
      outbox.kick();
      texts?.job.kick();
      return more;
    },
    config.reminderScanSeconds * 1000,
    (err) => onError('the reminder scan failed', err),
  );
  const tallies = new PeriodicJob(
    async () => {
      await foldTallies(db);
      await foldInsights(db);
      return false;
    },
    TALLY_FOLD_MS,
    (err) => onError('folding the dashboard tallies and insights failed', err),
  );
  const noShows = new PeriodicJob(
    async () => {
      if ((await markMissedVisits(db, policy, config.noShowAfterMinutes)) > 0) outbox.kick();
      return false;
    },
    NO_SHOW_SCAN_MS,
    (err) => onError('the no-show pass failed', err),
  );
  const slips = new PeriodicJob(
    async () => {
      if ((await tellSlips(db, policy, new Date(ctx.now()))) > 0) {
        outbox.kick();
        texts?.job.kick();
      }
      return false;
    },
    SLIP_SCAN_MS,
    (err) => onError('the slip notice failed', err),
  );
  const paces = new PeriodicJob(
    () => measurePaces(db, config.clinicTimezone),
    PACE_SCAN_MS,
    (err) => onError("measuring the doctors' pace failed", err),
  );
  const holds = new PeriodicJob(
    async () => {
      if (!onlineOffered(config)) return false;
      const more = await releaseExpiredHolds(ctx.payment);
      outbox.kick();
      texts?.job.kick();
      return more;
    },
    HOLD_SCAN_MS,
    (err) => onError('releasing unpaid bookings failed', err),
  );
  const tasks = maintenanceTasks(config);
  const maintenance = new PeriodicJob(
    async () => (await runMaintenanceBatch(db, tasks)) || (await buildNextIndex(db)),
    MAINTENANCE_POLL_MS,
    (err) => onError('background maintenance failed', err),
  );
  const bulkPublish = new PeriodicJob(
    async () => {
      const env = { appUrl: config.appUrl, timeZone: config.clinicTimezone };
      await refreshPublishedFiles(db, { ...env, today: clinicToday(config.clinicTimezone) });
      return false;
    },
    config.bulkPublishRefreshSeconds * 1000,
    (err) => onError('refreshing the $bulk-publish files failed', err),
  );
  const recordRetention = new PeriodicJob(
    () =>
      purgeExpiredRecords(db, {
        now: new Date(ctx.now()),
        retentionYears: config.recordRetentionYears,
        timeZone: config.clinicTimezone,
      }),
    RECORD_RETENTION_SCAN_MS,
    (err) => onError('deleting the records past their retention failed', err),
  );
  const texts = ctx.sms
    ? await startSmsJob(db, ctx.sms, { ...timing, listen: ctx.listen, onError })
    : undefined;
  const webhooks = await startWebhookJob(db, {
    ...timing,
    allowPrivate: config.webhookAllowPrivate,
    listen: ctx.listen,
    onError,
  });
  reminders.start();
  tallies.start();
  noShows.start();
  slips.start();
  paces.start();
  holds.start();
  maintenance.start();
  bulkPublish.start();
  recordRetention.start();
  return {
    outbox,
    texts: texts?.job,
    webhooks: webhooks.job,
    reminders,
    tallies,
    noShows,
    slips,
    paces,
    holds,
    maintenance,
    bulkPublish,
    recordRetention,
    async stop() {
      await recordRetention.stop();
      await holds.stop();
      await bulkPublish.stop();
      await maintenance.stop();
      await paces.stop();
      await slips.stop();
      await noShows.stop();
      await tallies.stop();
      await reminders.stop();
      await mail.stop();
      await texts?.stop();
      await webhooks.stop();
    },
  };
}
