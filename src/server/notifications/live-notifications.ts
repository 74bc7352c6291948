import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Live delivery of notifications. notify() raises a PostgreSQL NOTIFY naming the
 * recipients inside the same transaction as the change, so it is sent only when that commits.
 * Every server instance LISTENs on the channel and pushes to the browsers connected to it.
 * Channels are per schema: instances share one only when they share the data.
 */
export const LIVE_CHANNEL_PREFIX = 'clinicbook_live_';
/** NOTIFY payloads are limited to 8000 bytes; a user id takes 37 with its comma. */
const IDS_PER_NOTIFY = 200;

export async function announce(db: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += IDS_PER_NOTIFY) {
    const payload = userIds.slice(i, i + IDS_PER_NOTIFY).join(',');
    await sql`SELECT pg_notify(${LIVE_CHANNEL_PREFIX} || current_schema(), ${payload})`.execute(db);
  }
}

/** The channel this database's instances share. */
export async function liveChannel(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return `${LIVE_CHANNEL_PREFIX}${rows[0].schema}`;
}

/** Raised when a day's queue changes: every open desk, doctor, board and patient screen re-reads. */
export const announceQueue = (db: Kysely<Database>, doctorId: string): Promise<void> =>
  announceQueues(db, [doctorId]);

/** announceQueue for several doctors' queues in one statement. */
export async function announceQueues(db: Kysely<Database>, doctorIds: readonly string[]): Promise<void> {
  if (doctorIds.length === 0) return;
  await sql`SELECT pg_notify(${LIVE_CHANNEL_PREFIX} || current_schema(), ${QUEUE_PREFIX} || doctor_id)
    FROM unnest(${[...new Set(doctorIds)]}::text[]) AS doctor_id`.execute(db);
}

const QUEUE_PREFIX = 'queue:';
const NOTIFICATION_EVENT = 'event: notification\ndata: {}\n\n';
const queueEvent = (doctorId: string) => `event: queue\ndata: ${JSON.stringify({ doctorId })}\n\n`;

/** Writes one server-sent event frame to a browser. */
type Push = (frame: string) => void;

/** The browsers connected to this instance, by user; a user may have several tabs open. */
export class LiveNotifications {
  private readonly byUser = new Map<string, Set<Push>>();
  /** Waiting-room boards, with the doctors each shows. */
  private readonly boards = new Map<Push, ReadonlySet<string>>();

  subscribe(userId: string, push: Push): () => void {
    const pushes = this.byUser.get(userId) ?? new Set<Push>();
    pushes.add(push);
    this.byUser.set(userId, pushes);
    return () => {
      pushes.delete(push);
      if (pushes.size === 0) this.byUser.delete(userId);
    };
  }

  subscribeBoard(doctorIds: readonly string[], push: Push): () => void {
    this.boards.set(push, new Set(doctorIds));
    return () => this.boards.delete(push);
  }

  /**
   * A NOTIFY payload: the comma-joined ids of the users who have something new, or a queue that
   * changed. A queue change goes to every signed-in screen (desks, doctors and patients waiting all
   * show queues; the screens that show none ignore it) and to the boards showing that doctor.
   */
  deliver(payload: string): void {
    if (payload.startsWith(QUEUE_PREFIX)) {
      const doctorId = payload.slice(QUEUE_PREFIX.length);
      const frame = queueEvent(doctorId);
      for (const pushes of this.byUser.values()) for (const push of pushes) push(frame);
      for (const [push, doctors] of this.boards) if (doctors.has(doctorId)) push(frame);
      return;
    }
    for (const userId of payload.split(',')) {
      for (const push of this.byUser.get(userId) ?? []) push(NOTIFICATION_EVENT);
    }
  }

  /** After notifications may have been missed: every connected browser and board re-reads. */
  deliverToAll(): void {
    for (const pushes of this.byUser.values()) for (const push of pushes) push(NOTIFICATION_EVENT);
    for (const push of this.boards.keys()) push(queueEvent(''));
  }

  get connections(): number {
    let n = this.boards.size;
    for (const pushes of this.byUser.values()) n += pushes.size;
    return n;
  }
}
