import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { WebhooksTable } from '../db/schema';
import type { Selectable } from 'kysely';
import type { WebhookEvent } from '../../shared/webhooks';
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSecret,
  WebhookSummary,
} from '../../shared/answers/webhooks';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { checkEndpoint, webhookUrl } from './endpoint-address';
import { WEBHOOK_TEXT } from './webhook-messages';
import { WEBHOOK_CHANNEL_PREFIX } from './webhook-sender';

/** After a rotation the previous secret also signs this long, while receivers move to the new one. */
const ROTATION_WINDOW_HOURS = 24;

/** A new signing secret: 24 random bytes, base64, with the Standard Webhooks `whsec_` prefix. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(row: Selectable<WebhooksTable>): WebhookSummary {
  const rotating = row.previous_secret_until && row.previous_secret_until > new Date();
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    rotatingUntil: rotating ? iso(row.previous_secret_until) : null,
    failingSince: iso(row.failing_since),
    createdAt: row.created_at.toISOString(),
  };
}

/** An endpoint's URL once it passed the scheme and address checks (400 with the reason otherwise). */
export async function acceptedUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const url = webhookUrl(raw);
  if (!url) throw badRequest(WEBHOOK_TEXT.urlInvalid, { errors: { url: WEBHOOK_TEXT.urlInvalid } });
  const check = await checkEndpoint(url, allowPrivate);
  if (!check.ok) throw badRequest(check.reason, { errors: { url: check.reason } });
  return url.toString();
}

export async function createWebhook(
  db: Db,
  input: { url: string; events: WebhookEvent[]; createdBy: string; allowPrivate: boolean },
): Promise<WebhookSecret> {
  const url = await acceptedUrl(input.url, input.allowPrivate);
  const secret = newSecret();
  const row = await db
    .insertInto('webhooks')
    .values({ url, events: input.events, secret, created_by: input.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { webhookId: row.id, secret };
}

export async function listWebhooks(db: Db): Promise<WebhookSummary[]> {
  const rows = await db.selectFrom('webhooks').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(summaryOf);
}

/** A new secret, shown once; the old one keeps signing beside it for ROTATION_WINDOW_HOURS. */
export async function rotateSecret(db: Db, webhookId: string): Promise<WebhookSecret> {
  const secret = newSecret();
  const row = await db
    .updateTable('webhooks')
    .set({
      previous_secret: sql<string>`secret`,
      previous_secret_until: sql<Date>`now() + make_interval(hours => ${ROTATION_WINDOW_HOURS})`,
      secret,
    })
    .where('id', '=', webhookId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
  return { webhookId, secret };
}

/** Turns an endpoint on (its failure streak forgotten) or off by an admin's hand. */
export async function setEnabled(db: Db, webhookId: string, enabled: boolean): Promise<void> {
  const row = await db
    .updateTable('webhooks')
    .set(
      enabled
        ? { enabled, disabled_reason: null, failing_since: null }
        : { enabled, disabled_reason: 'admin' },
    )
    .where('id', '=', webhookId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
}

export async function deleteWebhook(db: Db, webhookId: string): Promise<void> {
  const row = await db.deleteFrom('webhooks').where('id', '=', webhookId).returning('id').executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_TEXT.notFound);
}

/** One page of an endpoint's deliveries, newest first, with each one's tries counted. */
export async function listDeliveries(
  db: Db,
  query: { webhookId: string; page: number; pageSize: number },
): Promise<WebhookDeliveryPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('webhook_deliveries as d')
      .select([
        'd.id',
        'd.event',
        'd.appointment_id',
        'd.state',
        'd.last_status',
        'd.last_error',
        'd.created_at',
        'd.delivered_at',
        'd.next_attempt_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('webhook_attempts as a')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('a.delivery_id', '=', 'd.id')
          .as('attempts'),
      )
      .where('d.webhook_id', '=', query.webhookId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('webhook_id', '=', query.webhookId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row): WebhookDelivery => ({
      id: row.id,
      event: row.event as WebhookEvent,
      appointmentId: row.appointment_id,
      state: row.state,
      attempts: Number(row.attempts ?? 0),
      lastStatus: row.last_status,
      lastError: row.last_error,
      createdAt: row.created_at.toISOString(),
      deliveredAt: iso(row.delivered_at),
      nextAttemptAt: row.state === 'queued' ? iso(row.next_attempt_at) : null,
    })),
    total: Number(count.total),
  };
}

/**
 * Sends a delivery again, now, with its stored body and id (its retry schedule starts afresh). One
 * still being sent is left to its schedule.
 */
export async function resendDelivery(db: Db, deliveryId: string): Promise<void> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ state: 'queued', attempts: 0, next_attempt_at: sql<Date>`now()` })
    .where('id', '=', deliveryId)
    .where('state', '<>', 'queued')
    .returning('id')
    .executeTakeFirst();
  if (row) {
    await sql`SELECT pg_notify(${WEBHOOK_CHANNEL_PREFIX} || current_schema(), '')`.execute(db);
    return;
  }
  const exists = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  throw exists ? conflict(WEBHOOK_TEXT.stillQueued) : notFound(WEBHOOK_TEXT.deliveryNotFound);
}
