import { performance } from 'node:perf_hooks';
import { sql, type Compilable } from 'kysely';
import { openDatabase, type Db } from '../src/server/db/connect';
import { buildNextIndex } from '../src/server/maintenance/index-builder';
import { BACKGROUND_INDEXES } from '../src/server/maintenance/indexes';
import { resourceTypes } from '../src/server/fhir/resources';
import { readSearch } from '../src/server/fhir/search-params';
import { APPOINTMENT_SEARCH, appointmentSearchQuery } from '../src/server/fhir/appointment-search';
import { takenPlaces } from '../src/server/fhir/slots';
import { addDays } from '../src/shared/clinicDays';
import { freshSchema } from '../__tests__/helpers/server-process';
import { loadScaleData, scaleSize } from './scale/data';
import { sizeLabel } from './scale/rows';
import { TIME_ZONE, today, type Row } from './setup';

/** BENCH_FHIR_SIZES=10000 runs fewer while working on the bench. */
const SIZES = (process.env.BENCH_FHIR_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CALLS = 40;
const WARM_UP = 5;
const TARGET_P95_MS = 100;
const SEARCHES = [
  'Appointment for one day',
  'Appointment for one patient',
  "Slot for a doctor's month",
] as const;
type SearchName = (typeof SEARCHES)[number];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The query of each search, `CALLS + WARM_UP` different ones: days, patients and doctors of the data. */
async function queries(db: Db): Promise<Record<SearchName, Array<Record<string, string | string[]>>>> {
  const n = CALLS + WARM_UP;
  const days = await sql<{ day: string }>`
    SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${today()}::date - 700, ${today()}::date + 20, '1 day') AS d
    ORDER BY random() LIMIT ${n}`.execute(db);
  const patients = await sql<{ id: string }>`
    SELECT user_id AS id FROM appointments TABLESAMPLE SYSTEM (5) ORDER BY random() LIMIT ${n}`.execute(db);
  const doctors = await sql<{ id: string }>`SELECT id FROM doctors ORDER BY random() LIMIT ${n}`.execute(db);
  const month = today().slice(0, 8) + '01';
  return {
    'Appointment for one day': days.rows.map((r) => ({ date: r.day, _count: '100' })),
    'Appointment for one patient': patients.rows.map((r) => ({ patient: `Patient/${r.id}`, _count: '100' })),
    "Slot for a doctor's month": doctors.rows.map((r) => ({
      schedule: `Schedule/${r.id}`,
      start: [`ge${month}`, `lt${addDays(month, 31)}`],
      _count: '100',
    })),
  };
}

/** A parameter as SQL text: arrays as array literals. */
const literal = (value: unknown) =>
  (Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replace(/'/g, "''");

/** EXPLAIN ANALYZE of the statement: its plan's text and whether it reads appointments by an index. */
async function explained(db: Db, query: Compilable<unknown>) {
  const compiled = query.compile();
  const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${sql.raw(
    compiled.sql.replace(/\$(\d+)/g, (_m, i: string) => `'${literal(compiled.parameters[Number(i) - 1])}'`),
  )}`.execute(db);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  return { plan, seqScan: /Seq Scan on appointments/.test(plan) };
}

async function measureSize(databaseUrl: string, size: number) {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  try {
    const db = database.db;
    const started = Date.now();
    await loadScaleData(db, scaleSize(size), today());
    const ours = BACKGROUND_INDEXES.filter(
      (i) => i.name === 'appointments_visit_day' || i.name === 'appointments_user_id',
    );
    while (await buildNextIndex(db, ours));
    await sql`ANALYZE appointments`.execute(db);
    const loadMs = Date.now() - started;
    const types = resourceTypes(db, { timeZone: TIME_ZONE, today });
    const asked = await queries(db);
    const durations = {} as Record<SearchName, number[]>;
    const found = {} as Record<SearchName, number>;
    for (const name of SEARCHES) {
      const type = name.startsWith('Slot') ? types.Slot : types.Appointment;
      durations[name] = [];
      found[name] = 0;
      for (const [i, query] of asked[name].entries()) {
        const t0 = performance.now();
        const { resources } = await type.search(readSearch(name.split(' ')[0], query, type.spec));
        if (i >= WARM_UP) durations[name].push(performance.now() - t0);
        found[name] += resources.length;
      }
    }
    const plans =
      size === SIZES[SIZES.length - 1]
        ? {
            day: await explained(
              db,
              appointmentSearchQuery(
                db,
                readSearch('Appointment', asked['Appointment for one day'][0], APPOINTMENT_SEARCH),
                TIME_ZONE,
              ).query,
            ),
            patient: await explained(
              db,
              appointmentSearchQuery(
                db,
                readSearch('Appointment', asked['Appointment for one patient'][0], APPOINTMENT_SEARCH),
                TIME_ZONE,
              ).query,
            ),
            slot: await explained(db, {
              compile: () =>
                takenPlaces(
                  [String(asked["Slot for a doctor's month"][0].schedule).slice(9)],
                  today().slice(0, 8) + '01',
                  addDays(today().slice(0, 8) + '01', 30),
                ).compile(db),
            }),
          }
        : undefined;
    return { size, loadMs, durations, found, plans };
  } finally {
    await database.close();
    await schema.drop();
  }
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/**
 * The FHIR searches other systems make most, in this process as the route calls them, on
 * PostgreSQL with 10k / 100k / 1M appointments (the scale data set): one day's appointments, one
 * patient's, and one doctor's Slots for a month; p50 / p95 of 40 each, and at the largest size each
 * statement under EXPLAIN ANALYZE, checked to read appointments through an index.
 */
export async function fhirRows(databaseUrl: string): Promise<Row[]> {
  const results: Array<Awaited<ReturnType<typeof measureSize>>> = [];
  for (const size of SIZES) {
    const measured = await measureSize(databaseUrl, size);
    console.error(`bench: fhir ${sizeLabel(size)} loaded in ${(measured.loadMs / 1000).toFixed(1)} s`);
    results.push(measured);
  }
  const labels = results.map((r) => sizeLabel(r.size)).join(' / ');
  const rows: Row[] = SEARCHES.map((name) => {
    const p50 = results.map((r) => percentile(r.durations[name], 50));
    const p95 = results.map((r) => percentile(r.durations[name], 95));
    return {
      name: `FHIR ${name}, p50 / p95 of ${CALLS} searches (${labels} appointments)`,
      value: `p50 ${p50.map(ms).join(' / ')} ms; p95 ${p95.map(ms).join(' / ')} ms; resources found ${results.map((r) => r.found[name]).join(' / ')}`,
      target: `p95 ≤ ${TARGET_P95_MS} ms at every size`,
      pass: p95.every((v) => v <= TARGET_P95_MS),
    };
  });
  const plans = results[results.length - 1].plans;
  if (plans) {
    for (const [name, { plan, seqScan }] of Object.entries(plans)) {
      const scans = plan
        .split('\n')
        .filter((l) => /Scan|Execution Time/.test(l))
        .map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, ''))
        .join(' | ');
      rows.push({
        name: `FHIR EXPLAIN ${name} at ${sizeLabel(results[results.length - 1].size)}`,
        value: scans.slice(0, 400),
        target: 'appointments read through an index',
        pass: !seqScan,
      });
    }
  }
  return rows;
}
