import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { migrateTo } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { loadScaleData, scaleSize } from './scale/data';
import { sizeLabel } from './scale/rows';
import { benchServerEnv, today, waitForMaintenance, type Row } from './setup';

/** BENCH_UPGRADE_SIZES=1000000,10000000 adds ten million where the machine has the half hour to load it. */
const SIZES = (process.env.BENCH_UPGRADE_SIZES ?? '1000000').split(',').map(Number);
/** The release before insights: its schema ends here. */
const BEFORE = '016_clinic_day';
/** The longest the bench waits for the background work before it calls the run a miss. */
const READY_WITHIN_MS = 60 * 60_000;

/**
 * Writers at work through the upgrade, as a hospital's desks would be: one connection changing one
 * appointment after another, each change timed. The largest time is the longest a writer waited,
 * for the migrations' brief table locks or a background batch's row locks.
 */
function startWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let longest = 0;
  let writes = 0;
  const running = (async () => {
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      'SELECT id FROM appointments TABLESAMPLE SYSTEM (1) LIMIT 5000',
    );
    for (let i = 0; !stopped; i += 1) {
      const started = performance.now();
      await client.query(
        "UPDATE appointments SET updated_at = now(), comment = 'Seen at the desk' WHERE id = $1",
        [rows[i % rows.length]!.id],
      );
      longest = Math.max(longest, performance.now() - started);
      writes += 1;
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return { longest, writes };
    },
  };
}

async function measureUpgrade(databaseUrl: string, appointments: number): Promise<Row[]> {
  const label = sizeLabel(appointments);
  const schema = await freshSchema(databaseUrl);
  try {
    const pool = new pg.Pool({ connectionString: schema.url });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateTo(db as Kysely<unknown>, BEFORE);
      await loadScaleData(db, scaleSize(appointments), today(), false);
    } finally {
      await db.destroy();
    }
    const writer = startWriter(schema.url);
    const started = performance.now();
    const server = await startServerProcess({ ...benchServerEnv(), DATABASE_URL: schema.url });
    const healthy = await fetch(`${server.baseUrl}/healthz`).then((res) => res.status);
    const startMs = performance.now() - started;
    try {
      await waitForMaintenance(server.baseUrl, READY_WITHIN_MS);
      const readyMs = performance.now() - started;
      const { longest, writes } = await writer.stop();
      return [
        {
          name: `Upgrade from before migration 017, ${label}: start to /healthz`,
          value: `${(startMs / 1000).toFixed(1)} s (answered ${healthy})`,
          target: '≤ 10 s',
          pass: healthy === 200 && startMs <= 10_000,
        },
        {
          name: `Upgrade, ${label}: start until insights are ready (background)`,
          value: `${(readyMs / 1000).toFixed(0)} s`,
          target: '—',
          pass: null,
        },
        {
          name: `Upgrade, ${label}: largest write wait meanwhile`,
          value: `${longest.toFixed(0)} ms over ${writes} writes`,
          target: '≤ 1,000 ms',
          pass: longest <= 1000,
        },
      ];
    } finally {
      await writer.stop();
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
}

/**
 * `npm run bench -- upgrade`: a hospital's two years of history at the schema of the release before
 * insights, then today's server started on it as an operator starts it. Nothing is warmed for it.
 */
export async function upgradeRows(databaseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of SIZES) rows.push(...(await measureUpgrade(databaseUrl, size)));
  return rows;
}
