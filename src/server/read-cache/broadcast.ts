import { sql } from 'kysely';
import type { Db, Listen } from '../db/connect';

/**
 * Tells the other instances on this database that the data changed, so their cached reads end.
 * Its own channel, beside the live-notification one; per schema, as instances share data per schema.
 * The payload is the sender's id, so an instance ignores its own announcements.
 */
const CHANNEL_PREFIX = 'clinicbook_reads_';

export interface ChangeBroadcast {
  announce(): Promise<void>;
  stop(): Promise<void>;
}

export async function startChangeBroadcast(
  db: Db,
  listen: Listen,
  instanceId: string,
  onRemoteChange: () => void,
): Promise<ChangeBroadcast> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const channel = `${CHANNEL_PREFIX}${rows[0].schema}`;
  const unlisten = await listen(
    channel,
    (payload) => {
      if (payload !== instanceId) onRemoteChange();
    },
    // announcements may have been missed while the connection was down
    onRemoteChange,
  );
  return {
    announce: async () => {
      await sql`SELECT pg_notify(${channel}, ${instanceId})`.execute(db);
    },
    stop: unlisten,
  };
}
