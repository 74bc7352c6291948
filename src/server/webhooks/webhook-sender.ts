import { sql, type UpdateObject } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { sendDueBatch, type Outbox, type OutboxTiming } from '../jobs/outbox-worker';
import { fhirAppointmentOf } from '../fhir';
import { adminIds, notify } from '../notifications';
import { formatText, withValues } from '../i18n';
import { checkEndpoint, webhookUrl } from './endpoint-address';
import { postWebhook, type PostOutcome } from './post-webhook';
import { WEBHOOK_NOTICES } from './webhook-messages';

export const WEBHOOK_CHANNEL_PREFIX = 'webhooks_';
const BATCH = 20;
/** Endpoints called side by side; one endpoint's deliveries go one after another, oldest first. */
const WINDOW = 5;
/**
 * Standard Webhooks' schedule: the first try at once, then these waits (seconds) after each failure:
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. A delivery still failing after the last is given up.
 */
const RETRY_WAITS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
/** An endpoint failing this long without a success is turned off. */
const FAILING_DAYS = 5;
/** The page in the admin's bell that shows the endpoint. */
const WEBHOOKS_PAGE = '/admin/webhooks';

interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event: string;
  appointment_id: string;
  occurred_at: Date;
  /** the order events happened in */
  seq: string;
  body: string | null;
  attempts: number;
}

/** The JSON of a delivery, built once and kept: every retry sends the same bytes. */
async function bodyOf(db: Db, item: ClaimedDelivery): Promise<string> {
  if (item.body) return item.body;
  const data = await fhirAppointmentOf(db, item.appointment_id);
  const body = JSON.stringify({
    type: item.event,
    timestamp: new Date(item.occurred_at).toISOString(),
    data,
  });
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ body: sql<string>`coalesce(body, ${body})` })
    .where('id', '=', item.id)
    .returning('body')
    .executeTakeFirstOrThrow();
  return row.body ?? body;
}

/** The signature header: the current secret's, and during a rotation the previous one's beside it. */
function signatures(
  secrets: { secret: string; previous_secret: string | null; previous_secret_until: Date | null },
  msgId: string,
  at: Date,
  body: string,
): string {
  const keys = [secrets.secret];
  if (secrets.previous_secret && secrets.previous_secret_until && secrets.previous_secret_until > at) {
    keys.push(secrets.previous_secret);
  }
  return keys.map((key) => new Webhook(key).sign(msgId, at, body)).join(' ');
}

/**
 * Turns an endpoint off for a reason no admin chose, and tells every admin in their language, in one
 * transaction: whoever sees it off finds the admins told.
 */
async function turnOff(db: Db, webhookId: string, url: string, reason: 'gone' | 'failing'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhooks')
      .set({ enabled: false, disabled_reason: reason })
      .where('id', '=', webhookId)
      .where('enabled', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await notify(trx, await adminIds(trx), withValues(WEBHOOK_NOTICES[reason], { url }), WEBHOOKS_PAGE);
    }
  });
}

/** Notes one try: delivered, waiting for its next try, or given up; the endpoint's health with it. */
async function settle(
  db: Db,
  item: ClaimedDelivery,
  attempt: { url: string; outcome: PostOutcome; ms: number },
) {
  const { url, outcome, ms } = attempt;
  const status = 'status' in outcome ? outcome.status : null;
  const error = 'error' in outcome ? outcome.error.slice(0, 500) : null;
  await db
    .insertInto('webhook_attempts')
    .values({ delivery_id: item.id, status, error, duration_ms: Math.round(ms) })
    .execute();
  // this try's claim only: a claim that ran out belongs to another sender now
  const mark = (values: UpdateObject<Database, 'webhook_deliveries'>) =>
    db
      .updateTable('webhook_deliveries')
      .set(values)
      .where('id', '=', item.id)
      .where('attempts', '=', item.attempts)
      .execute();
  if (status !== null && status >= 200 && status < 300) {
    await mark({ state: 'delivered', delivered_at: new Date(), last_status: status, last_error: null });
    await db.updateTable('webhooks').set({ failing_since: null }).where('id', '=', item.webhook_id).execute();
    return;
  }
  const wait = status === 410 ? undefined : RETRY_WAITS_SECONDS[item.attempts - 1];
  await mark({
    last_status: status,
    last_error: error ?? `HTTP ${status}`,
    ...(wait === undefined
      ? { state: 'failed' }
      : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${wait})` }),
  });
  if (status === 410) return turnOff(db, item.webhook_id, url, 'gone');
  const hook = await db
    .updateTable('webhooks')
    .set({ failing_since: sql<Date>`coalesce(failing_since, now())` })
    .where('id', '=', item.webhook_id)
    .returning(sql<boolean>`failing_since <= now() - make_interval(days => ${FAILING_DAYS})`.as('expired'))
    .executeTakeFirst();
  if (hook?.expired) await turnOff(db, item.webhook_id, url, 'failing');
}

/**
 * The webhook outbox: due deliveries of enabled endpoints. Each try checks the endpoint's address
 * again and connects to the address checked; the answer decides (2xx delivered, 410 the endpoint
 * off, anything else a retry on the schedule above).
 */
const webhookOutbox = (db: Db, allowPrivate: boolean): Outbox<ClaimedDelivery> => ({
  table: 'webhook_deliveries',
  unsent: sql`state = 'queued' AND EXISTS (SELECT 1 FROM webhooks w WHERE w.id = webhook_id AND w.enabled)`,
  columns: ['id', 'webhook_id', 'event', 'appointment_id', 'occurred_at', 'seq', 'body', 'attempts'],
  batch: BATCH,
  window: WINDOW,
  lanes: {
    laneOf: (item) => item.webhook_id,
    olderFirst: (a, b) => Number(a.seq) - Number(b.seq),
  },
  claimOrder: sql`next_attempt_at, seq`,
  async deliver(item) {
    const hook = await db
      .selectFrom('webhooks')
      .select(['url', 'secret', 'previous_secret', 'previous_secret_until'])
      .where('id', '=', item.webhook_id)
      .executeTakeFirst();
    if (!hook) return;
    const body = await bodyOf(db, item);
    const url = webhookUrl(hook.url)!;
    const started = performance.now();
    const check = await checkEndpoint(url, allowPrivate);
    let outcome: PostOutcome;
    if (!check.ok) outcome = { error: formatText('en', check.reason) };
    else {
      const at = new Date();
      const msgId = `msg_${item.id}`;
      outcome = await postWebhook(
        url,
        check.target,
        {
          'user-agent': 'ClinicBook-Webhooks/1.0',
          'webhook-id': msgId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signatures(hook, msgId, at, body),
        },
        body,
      );
    }
    await settle(db, item, { url: hook.url, outcome, ms: performance.now() - started });
  },
});

/** Sends one batch of due deliveries; whether a full batch was taken (more may be due). */
export const sendDueWebhooks = (
  db: Db,
  allowPrivate: boolean,
  timing: OutboxTiming,
  stopping?: AbortSignal,
) => sendDueBatch(db, webhookOutbox(db, allowPrivate), timing, stopping);
