import { sql } from 'kysely';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { openDatabase, type Db } from '../src/server/db/connect';
import { addDays } from '../src/shared/clinicDays';
import { ADMIN_EMAIL } from './bulk-data';
import { loadScaleData, scaleSize } from './scale/data';
import { explainRows, type ExplainedCall } from './scale/explain';
import { sequentialP95 } from './scale/server';
import { sizeLabel } from './scale/rows';
import { benchServerEnv, productionBuild, signedIn, today, waitForMaintenance, type Row } from './setup';
import { launchChromium } from '../__tests__/helpers/e2e';
import { median, signedInState } from './browser';
import { doctorRows } from './insights-doctors';

/** The data sets; BENCH_INSIGHTS_SIZES=10000 runs fewer while working on the bench (empty: none). */
const SIZES = (process.env.BENCH_INSIGHTS_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const TARGET_MS = 300;
/** Each call is asked this many times per filter. */
const ROUNDS = 5;

export interface Filters {
  label: string;
  params: Record<string, string>;
}

/** The filters a manager picks: none, one doctor, the commonest service, the commonest location. */
export async function filtersOf(db: Db): Promise<Filters[]> {
  const busiest = await sql<{ doctor_id: string }>`
    SELECT doctor_id FROM appointments GROUP BY doctor_id ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const common = async (column: 'service' | 'location') =>
    (
      await sql<{ value: string }>`
        SELECT ${sql.ref(column)} AS value FROM doctors GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(db)
    ).rows[0]!.value;
  return [
    { label: 'no filter', params: {} },
    { label: 'one doctor', params: { doctorId: busiest.rows[0]!.doctor_id } },
    { label: 'a service', params: { service: await common('service') } },
    { label: 'a location', params: { location: await common('location') } },
  ];
}

/** The calls the insights page makes, over the two years up to today. */
export function pageCalls(): Array<{ name: string; path: string; params: Record<string, string> }> {
  const range = { from: addDays(today(), -729), to: today() };
  const series = (metric: string) => ({
    name: `series ${metric}`,
    path: '/api/insights/series',
    params: { ...range, metric },
  });
  const breakdown = (by: string, metric?: string) => ({
    name: `breakdown by ${by}${metric ? ` (${metric})` : ''}`,
    path: '/api/insights/breakdown',
    params: { ...range, by, ...(metric ? { metric } : {}) },
  });
  return [
    { name: 'summary', path: '/api/insights/summary', params: range },
    series('booked'),
    series('noShowRate'),
    series('utilisation'),
    series('waitlistNeverPromoted'),
    {
      name: "series of the bookings chart's seven statuses in one call",
      path: '/api/insights/series',
      params: { ...range, metrics: 'pending,approved,followUp,completed,cancelled,rejected,noShows' },
    },
    {
      name: 'doctor ranking (top and bottom ten, utilisation)',
      path: '/api/insights/doctor-ranking',
      params: { ...range, metric: 'utilisation' },
    },
    breakdown('doctor', 'utilisation'),
    breakdown('service'),
    breakdown('location'),
    breakdown('weekday-hour', 'due'),
    breakdown('weekday-hour', 'waitMinutes'),
    breakdown('cancel-notice'),
  ];
}

/**
 * Navigation → every chart card of the admin's insights page drawn (its chart no longer busy: the
 * library has finished drawing) or saying it has no data, with no skeleton left; three loads each of
 * the default 90 days and of two years. The moment is taken in the page, as the last chart finishes,
 * not when the test next gets to ask.
 */
async function pageFigures(baseUrl: string, size: string): Promise<Row[]> {
  const browser = await launchChromium();
  try {
    const state = await signedInState(browser, baseUrl, ADMIN_EMAIL);
    const rows: Row[] = [];
    const ranges: Array<[string, string]> = [
      ['the default 90 days', ''],
      ['2 years', `?from=${addDays(today(), -729)}&to=${today()}`],
    ];
    for (const [label, query] of ranges) {
      const times: number[] = [];
      for (let load = 0; load < 3; load++) {
        const context = await browser.newContext({
          storageState: state,
          viewport: { width: 1366, height: 768 },
        });
        const page = await context.newPage();
        // no named functions inside: tsx would wrap them in a helper the page has not got
        await page.addInitScript(() => {
          const watcher = new MutationObserver(() => {
            const cards = [...document.querySelectorAll('.insights-card')];
            const shown =
              cards.length > 0 &&
              document.querySelector('.insights-page .ant-skeleton') === null &&
              cards.every((card) => card.querySelector('[aria-busy="false"], .ant-empty') !== null);
            if (!shown) return;
            (window as { insightsShownAt?: number }).insightsShownAt = performance.now();
            watcher.disconnect();
          });
          watcher.observe(document, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
        });
        await page.goto(`${baseUrl}/admin/insights${query}`);
        const shownAt = await page.waitForFunction(
          () => (window as { insightsShownAt?: number }).insightsShownAt,
          undefined,
          { timeout: 60_000 },
        );
        times.push((await shownAt.jsonValue()) as number);
        await context.close();
      }
      rows.push({
        name: `Insights at ${size} in Chromium: navigation → every chart drawn, ${label}, median of 3`,
        value: `${median(times).toFixed(0)} ms`,
        target: '≤ 2000 ms',
        pass: median(times) <= 2000,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** How many rollup rows the counting left (day and month rows, hour rows). */
async function rollupRows(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const { rows } = await sql<{ days: number; hours: number }>`
      SELECT (SELECT count(*) FROM insight_days)::int AS days, (SELECT count(*) FROM insight_hours)::int AS hours`.execute(
      database.db,
    );
    return rows[0]!;
  } finally {
    await database.close();
  }
}

async function measureSize(databaseUrl: string, appointments: number, explain: boolean): Promise<Row[]> {
  const label = sizeLabel(appointments);
  const schema = await freshSchema(databaseUrl);
  const rows: Row[] = [];
  try {
    const database = await openDatabase({ url: schema.url });
    let token: string;
    let filters: Filters[];
    let load: Awaited<ReturnType<typeof loadScaleData>>;
    try {
      load = await loadScaleData(database.db, scaleSize(appointments), today());
      const admin = await database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow();
      token = await signedIn(database.db, admin);
      filters = await filtersOf(database.db);
    } finally {
      await database.close();
    }
    // as an operator's first start: the server records the clinic's time zone and counts the rollups
    // in the background; the figures are measured once /readyz has no work left
    const server = await startServerProcess({
      ...benchServerEnv(),
      DATABASE_URL: schema.url,
      ...(explain ? { STATIC_DIR: productionBuild() } : {}),
    });
    try {
      const waited = await waitForMaintenance(server.baseUrl);
      const size = await rollupRows(schema.url);
      rows.push({
        name: `Insights at ${label}: rollup rows (days, hours), counted in the background after the first start`,
        value: `${size.days.toLocaleString('en')} / ${size.hours.toLocaleString('en')}; load ${(load.appointments / 1000).toFixed(1)} s, then /readyz had no work left ${(waited / 1000).toFixed(1)} s after the server answered`,
        target: '—',
        pass: null,
      });
      if (explain) {
        const calls: ExplainedCall[] = pageCalls().flatMap((call) =>
          filters.map((filter) => ({
            name: `insights ${call.name}, ${filter.label}`,
            path: `${call.path}?${new URLSearchParams({ ...call.params, ...filter.params })}`,
            token,
          })),
        );
        rows.push(...(await explainRows(schema.url, calls, label)));
      }
      for (const call of pageCalls()) {
        const queries = filters.flatMap((filter) =>
          Array.from({ length: ROUNDS }, () =>
            new URLSearchParams({ ...call.params, ...filter.params }).toString(),
          ),
        );
        const p95 = await sequentialP95(server.baseUrl, token, queries, call.path);
        rows.push({
          name: `Insights at ${label}: ${call.name}, 2 years, p95 of ${queries.length} (no filter, a doctor, a service, a location)`,
          value: `${p95.toFixed(0)} ms`,
          target: `≤ ${TARGET_MS} ms`,
          pass: p95 <= TARGET_MS,
        });
      }
      if (explain) rows.push(...(await pageFigures(server.baseUrl, label)));
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await schema.drop();
  }
}

/**
 * Every insights call over a two-year range, with and without filters, at 10,000,
 * 100,000 and 1,000,000 appointments on PostgreSQL through the real server; the plans at the
 * largest. 10,000,000 is not run: its load alone would take most of an hour on this machine.
 */
export async function insightsRows(databaseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const appointments of SIZES) {
    rows.push(...(await measureSize(databaseUrl, appointments, appointments === SIZES[SIZES.length - 1])));
  }
  rows.push(...(await doctorRows(databaseUrl)));
  return rows;
}
