import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase, type Db } from '../src/server/db/connect';
import { buildNextIndex } from '../src/server/maintenance/index-builder';
import { BACKGROUND_INDEXES } from '../src/server/maintenance/indexes';
import { resourceTypes } from '../src/server/fhir/resources';
import { readSearch } from '../src/server/fhir/search-params';
import { freshSchema } from '../__tests__/helpers/server-process';
import { statementsOf } from '../__tests__/helpers/scenarios/statement-plans';
import { loadScaleData, scaleSize } from './scale/data';
import { sizeLabel } from './scale/rows';
import { queriesOf, SEARCHES, type SearchName } from './fhir/searches';
import { measureBulkPublish, type BulkFigures } from './fhir/bulk';
import { TIME_ZONE, today, type Row } from './setup';

/** BENCH_FHIR_SIZES=10000 runs fewer while working on the bench. */
const SIZES = (process.env.BENCH_FHIR_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CALLS = 40;
const WARM_UP = 5;
const TARGET_P95_MS = 100;
const TARGET_FIRST_BYTE_MS = 100;
/** The background indexes the FHIR searches walk (indexes.ts), built as the maintenance runner would. */
const FHIR_INDEXES = [
  'appointments_visit_day',
  'appointments_user_id',
  'appointments_doctor_visit_day',
  'appointments_updated',
  'appointments_status_id',
  'clinic_visits_state',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * EXPLAIN ANALYZE of a statement the search sent: the plan's text, and any Seq Scan on the big
 * tables (the scale data set's clinic_visits holds one day's visits, which the planner rightly reads
 * whole; the server tests check it is read through its keys when large).
 */
async function explained(db: Db, statement: CompiledQuery) {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, [...statement.parameters]),
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  return { plan, seqScan: /Seq Scan on (appointments|users)\b/.test(plan) };
}

async function measureSize(databaseUrl: string, size: number) {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  try {
    const db = database.db;
    const started = Date.now();
    await loadScaleData(db, scaleSize(size), today());
    const ours = BACKGROUND_INDEXES.filter((i) => FHIR_INDEXES.includes(i.name));
    while (await buildNextIndex(db, ours));
    await sql`ANALYZE`.execute(db);
    const loadMs = Date.now() - started;
    const types = resourceTypes(db, { timeZone: TIME_ZONE, today });
    const asked = await queriesOf(db, CALLS + WARM_UP);
    const durations = {} as Record<SearchName, number[]>;
    const found = {} as Record<SearchName, number>;
    const plans: Array<{ name: SearchName; plan: string; seqScan: boolean }> = [];
    const largest = size === SIZES[SIZES.length - 1];
    for (const [resource, name] of SEARCHES) {
      const type = types[resource];
      durations[name] = [];
      found[name] = 0;
      for (const [i, query] of asked[name].entries()) {
        let search = readSearch(resource, query, type.spec);
        if (name.endsWith('its second page')) {
          const first = await type.search(search);
          if (!first.next) continue;
          search = { ...search, cursor: first.next };
        }
        const t0 = performance.now();
        const { resources } = await type.search(search);
        if (i >= WARM_UP) durations[name].push(performance.now() - t0);
        found[name] += resources.length;
      }
      if (largest && resource === 'Appointment') {
        const sent = await statementsOf(db, () =>
          type.search(readSearch(resource, asked[name][0], type.spec)),
        );
        for (const statement of sent) plans.push({ name, ...(await explained(db, statement)) });
      }
    }
    const bulk = await measureBulkPublish(db);
    return { size, loadMs, durations, found, plans, bulk };
  } finally {
    await database.close();
    await schema.drop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(value < 10 ? 1 : 0));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function bulkRows(results: Array<{ size: number; bulk: BulkFigures }>, labels: string): Row[] {
  const each = (f: (b: BulkFigures) => string) => results.map((r) => f(r.bulk)).join(' / ');
  const firstByteP95 = results.map((r) => percentile(r.bulk.firstByte, 95));
  return [
    {
      name: `FHIR $bulk-publish Slot.ndjson first byte, p50 / p95 of 20 (${labels} appointments)`,
      value: `p50 ${each((b) => ms(percentile(b.firstByte, 50)))} ms; p95 ${firstByteP95.map(ms).join(' / ')} ms; 304 p95 ${each((b) => ms(percentile(b.notModified, 95)))} ms`,
      target: `first byte p95 ≤ ${TARGET_FIRST_BYTE_MS} ms`,
      pass: firstByteP95.every((v) => v <= TARGET_FIRST_BYTE_MS),
    },
    {
      name: `FHIR $bulk-publish refresh of the copy, in the background (${labels})`,
      value: `${each((b) => `${(b.refreshMs / 1000).toFixed(1)} s`)}; Slot.ndjson ${each((b) => mb(b.slotRawBytes))}, sent gzip ${each((b) => mb(b.slotGzipBytes))}`,
      target: 'info',
      pass: null,
    },
  ];
}

/**
 * Every FHIR search other systems make (searches.ts), in this process as the routes call them, on
 * PostgreSQL with 10k / 100k / 1M appointments (the scale data set, the searches' background indexes
 * built): p50 / p95 of 40 each; `$bulk-publish` through its route (first byte, 304) after a refresh
 * of its copy; and at the largest size each Appointment search's statements under EXPLAIN ANALYZE,
 * checked never to read appointments or users whole.
 */
export async function fhirRows(databaseUrl: string): Promise<Row[]> {
  const results: Array<Awaited<ReturnType<typeof measureSize>>> = [];
  for (const size of SIZES) {
    const measured = await measureSize(databaseUrl, size);
    console.error(`bench: fhir ${sizeLabel(size)} loaded in ${(measured.loadMs / 1000).toFixed(1)} s`);
    results.push(measured);
  }
  const labels = results.map((r) => sizeLabel(r.size)).join(' / ');
  const rows: Row[] = SEARCHES.map(([, name]) => {
    const p50 = results.map((r) => percentile(r.durations[name], 50));
    const p95 = results.map((r) => percentile(r.durations[name], 95));
    return {
      name: `FHIR ${name}, p50 / p95 of ${CALLS} (${labels})`,
      value: `p50 ${p50.map(ms).join(' / ')} ms; p95 ${p95.map(ms).join(' / ')} ms; found ${results.map((r) => r.found[name]).join(' / ')}`,
      target: `p95 ≤ ${TARGET_P95_MS} ms at every size`,
      // a second page that a small data set does not have is not measured (n/a)
      pass: p95.every((v) => Number.isNaN(v) || v <= TARGET_P95_MS),
    };
  });
  rows.push(...bulkRows(results, labels));
  const last = results[results.length - 1];
  for (const { name, plan, seqScan } of last.plans) {
    const scans = plan
      .split('\n')
      .filter((l) => /Scan|Execution Time/.test(l))
      .map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, ''))
      .join(' | ');
    rows.push({
      name: `FHIR EXPLAIN ${name} at ${sizeLabel(last.size)}`,
      value: scans.slice(0, 400),
      target: 'read through indexes',
      pass: !seqScan,
    });
  }
  return rows;
}
