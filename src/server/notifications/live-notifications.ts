import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Live delivery of notifications (issue 5). notify() raises a PostgreSQL NOTIFY naming the
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

type Push = () => void;

/** The browsers connected to this instance, by user; a user may have several tabs open. */
export class LiveNotifications {
  private readonly byUser = new Map<string, Set<Push>>();

  subscribe(userId: string, push: Push): () => void {
    const pushes = this.byUser.get(userId) ?? new Set<Push>();
    pushes.add(push);
    this.byUser.set(userId, pushes);
    return () => {
      pushes.delete(push);
      if (pushes.size === 0) this.byUser.delete(userId);
    };
  }

  /** A NOTIFY payload: the comma-joined ids of the users who have something new. */
  deliver(payload: string): void {
    for (const userId of payload.split(',')) {
      for (const push of this.byUser.get(userId) ?? []) push();
    }
  }

  /** After notifications may have been missed: every connected browser re-reads its user. */
  deliverToAll(): void {
    for (const pushes of this.byUser.values()) for (const push of pushes) push();
  }

  get connections(): number {
    let n = 0;
    for (const pushes of this.byUser.values()) n += pushes.size;
    return n;
  }
}
