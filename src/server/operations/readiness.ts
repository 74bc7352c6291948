import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { migrationNames } from '../db/migrate';

/** A load balancer polls often: an answer slower than this counts as not ready. */
const READY_TIMEOUT_MS = 2000;

/**
 * Ready when the database answers and has recorded every migration this build knows (Kysely's
 * table in the current schema): an instance on an older schema must not take traffic.
 */
export async function isReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const check = sql<{ name: string }>`SELECT name FROM kysely_migration`
    .execute(db)
    .then(({ rows }) => {
      const recorded = new Set(rows.map((r) => r.name));
      return migrationNames().every((name) => recorded.has(name));
    })
    .catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
