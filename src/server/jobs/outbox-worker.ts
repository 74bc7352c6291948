import { sql, type RawBuilder } from 'kysely';
import type { Db, Listen } from '../db/connect';
import { PeriodicJob } from './periodic-job';

/** The longest wait between two tries of one message. */
const MAX_WAIT_SECONDS = 3600;
/** How often an outbox is looked at without a wake-up call: retries fall due between calls. */
const OUTBOX_POLL_MS = 5000;

/** What every outbox row carries for its sender: which row, and which try this is. */
export interface OutboxItem {
  id: string;
  attempts: number;
}

/**
 * One outbox table (the mail and the text outboxes) and how its messages go out. Messages are
 * written in the transaction of the change they tell about and sent later, by whichever instance
 * claims them first.
 */
export interface Outbox<Item extends OutboxItem> {
  table: 'mail_outbox' | 'sms_outbox' | 'webhook_deliveries';
  /** The condition of a message not yet handed over (`sent_at IS NULL`, `state = 'queued'`). */
  unsent: RawBuilder<unknown>;
  /** The columns its sender reads, id and attempts among them. */
  columns: readonly (keyof Item & string)[];
  /** Messages claimed at a time. */
  batch: number;
  /** Messages sent side by side (1: one after another). */
  window: number;
  /**
   * Messages that must arrive in order: those in one lane (a webhook's endpoint) go one after
   * another, oldest first, while lanes go side by side. Without it every message is its own lane.
   */
  lanes?: { laneOf(item: Item): string; olderFirst(a: Item, b: Item): number };
  /** Which due messages are claimed first (default: the longest due). */
  claimOrder?: RawBuilder<unknown>;
  /**
   * Hands one message over and notes it as sent, for this try only (`attempts`); throws to have it
   * tried again later.
   */
  deliver(item: Item): Promise<void>;
  /** Told of each try that failed and will be made again. */
  onRetry?(): void;
}

export interface OutboxTiming {
  /** The first retry's wait; it doubles with each failed try, up to an hour. */
  retryBaseSeconds: number;
  /**
   * How long a claimed message stays out of other instances' reach while it is sent. An instance
   * that dies holding claims leaves them to the others once this has passed.
   */
  leaseSeconds: number;
}

/** The wait before the next try: the base, doubled with each failed attempt, at most an hour. */
const retryDelaySeconds = (baseSeconds: number, attempts: number) =>
  Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_WAIT_SECONDS);

/**
 * Takes up to a batch of due messages. SKIP LOCKED lets instances claim side by side without taking
 * the same message; the lease (next_attempt_at moved ahead) keeps a message from being taken again
 * while it is sent, and brings it back if this instance dies before it is noted.
 */
async function claimDue<Item extends OutboxItem>(db: Db, outbox: Outbox<Item>, leaseSeconds: number) {
  const table = sql.table(outbox.table);
  const { rows } = await sql<Item>`
    UPDATE ${table} AS o
    SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    FROM (
      SELECT id FROM ${table}
      WHERE ${outbox.unsent} AND next_attempt_at <= now()
      ORDER BY ${outbox.claimOrder ?? sql`next_attempt_at`}
      LIMIT ${outbox.batch}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE o.id = due.id
    RETURNING ${sql.join(outbox.columns.map((column) => sql.ref(`o.${column}`)))}`.execute(db);
  return rows;
}

/**
 * Moves this try's claim on one message ahead: `next_attempt_at` set `seconds` from now, and
 * `last_error` when given. False when the claim ran out and another sender took the message (its attempt count moved
 * on) or it was sent.
 */
async function moveClaim<Item extends OutboxItem>(
  db: Db,
  outbox: Outbox<Item>,
  item: Item,
  to: { seconds: number; lastError?: string },
): Promise<boolean> {
  const { seconds, lastError } = to;
  const { rows } = await sql<{ id: string }>`
    UPDATE ${sql.table(outbox.table)}
    SET next_attempt_at = now() + make_interval(secs => ${seconds})
      ${lastError === undefined ? sql`` : sql`, last_error = ${lastError}`}
    WHERE id = ${item.id} AND attempts = ${item.attempts} AND ${outbox.unsent}
    RETURNING id`.execute(db);
  return rows.length > 0;
}

/** One message handed over, or back in the queue with its error for a later try. */
async function sendOne<Item extends OutboxItem>(
  db: Db,
  outbox: Outbox<Item>,
  item: Item,
  timing: OutboxTiming,
) {
  // still ours, right before it goes? A slow server can outlast the lease; then another has it
  if (!(await moveClaim(db, outbox, item, { seconds: timing.leaseSeconds }))) return;
  try {
    await outbox.deliver(item);
  } catch (err) {
    outbox.onRetry?.();
    const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
    const seconds = retryDelaySeconds(timing.retryBaseSeconds, item.attempts);
    await moveClaim(db, outbox, item, { seconds, lastError: error });
  }
}

/**
 * Hands claims back untried: each message due again at once with its try uncounted, for another
 * instance or this one's next start, instead of waiting out the lease. Only claims still ours.
 */
async function releaseClaims<Item extends OutboxItem>(db: Db, outbox: Outbox<Item>, items: Item[]) {
  if (items.length === 0) return;
  await sql`
    UPDATE ${sql.table(outbox.table)} AS o
    SET attempts = o.attempts - 1, next_attempt_at = now()
    FROM unnest(${items.map((item) => item.id)}::uuid[], ${items.map((item) => item.attempts)}::int[])
      AS claim(id, attempts)
    WHERE o.id = claim.id AND o.attempts = claim.attempts AND ${outbox.unsent}`.execute(db);
}

/** The claimed messages grouped into lanes, each oldest first (one lane per message without lanes). */
function inLanes<Item extends OutboxItem>(claimed: Item[], lanes: Outbox<Item>['lanes']): Item[][] {
  if (!lanes) return claimed.map((item) => [item]);
  const byLane = new Map<string, Item[]>();
  for (const item of claimed) {
    const lane = lanes.laneOf(item);
    byLane.set(lane, [...(byLane.get(lane) ?? []), item]);
  }
  return [...byLane.values()].map((items) => items.sort(lanes.olderFirst));
}

/**
 * Sends one batch of an outbox's due messages, up to `window` at a time; whether a full batch was
 * taken (more may be due). A message is noted sent only after its server took it; a failure waits
 * and is tried again. Once `stopping` is aborted no further message is begun, and the ones not begun
 * are handed back.
 */
export async function sendDueBatch<Item extends OutboxItem>(
  db: Db,
  outbox: Outbox<Item>,
  timing: OutboxTiming,
  stopping?: AbortSignal,
): Promise<boolean> {
  const claimed = await claimDue(db, outbox, timing.leaseSeconds);
  const lanes = inLanes(claimed, outbox.lanes);
  const untried: Item[] = [];
  let next = 0;
  const worker = async () => {
    while (next < lanes.length) {
      for (const item of lanes[next++]!) {
        if (stopping?.aborted) untried.push(item);
        else await sendOne(db, outbox, item, timing);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(outbox.window, lanes.length) }, worker));
  await releaseClaims(db, outbox, untried);
  return claimed.length === outbox.batch;
}

/**
 * An instance's sender for one outbox: woken by every commit that queues to it (NOTIFY on
 * `channelPrefix` + the schema, countQueuedAndWake) and polled for retries and held messages.
 */
export async function startOutboxJob(
  db: Db,
  options: {
    channelPrefix: string;
    /** one batch, cut short once `stopping` is aborted; whether more may be due */
    sendBatch(stopping: AbortSignal): Promise<boolean>;
    retryBaseSeconds: number;
    listen?: Listen;
    onError(err: unknown): void;
  },
) {
  const job = new PeriodicJob(
    options.sendBatch,
    Math.min(OUTBOX_POLL_MS, options.retryBaseSeconds * 1000),
    options.onError,
  );
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const unlisten = options.listen
    ? await options.listen(
        `${options.channelPrefix}${rows[0].schema}`,
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
    },
  };
}
