import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { openDatabase } from '../src/server/db/connect';
import { addDays } from '../src/shared/clinicDays';
import { ADMIN_EMAIL } from './bulk-data';
import { loadScaleData } from './scale/data';
import { benchServerEnv, productionBuild, signedIn, today, waitForMaintenance, type Row } from './setup';
import { launchChromium } from '../__tests__/helpers/e2e';
import { signedInState } from './browser';

/**
 * The insights by doctor at a hospital of many doctors: BENCH_INSIGHTS_DOCTORS doctors (20,000;
 * 0 leaves this part out) with BENCH_INSIGHTS_DOCTOR_VISITS appointments each over two years (20: a
 * set that loads in a few minutes on two cores). The breakdown by doctor and the ranking over two
 * years, at pages from the first to the last, in both orders and by each figure, with no filter and
 * with the commonest service; p50 and p95 (≤ 300 ms). With BENCH_INSIGHTS_SHOTS set to a folder, the
 * admin's insights page at 1366 px with the doctors' table on its second page is saved there.
 */
const DOCTORS = Number(process.env.BENCH_INSIGHTS_DOCTORS ?? '20000');
const VISITS_PER_DOCTOR = Number(process.env.BENCH_INSIGHTS_DOCTOR_VISITS ?? '20');
const TARGET_MS = 300;
const PAGE_SIZE = 20;

const nearestRank = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * share) - 1)]!;

/** Each query one after another on one kept-alive connection: the round trips in milliseconds. */
async function roundTrips(baseUrl: string, token: string, urls: string[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    for (const url of urls) {
      times.push(
        await new Promise<number>((resolve, reject) => {
          const started = performance.now();
          http
            .get(new URL(url, baseUrl), { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
              res.resume();
              res.on('end', () =>
                res.statusCode === 200
                  ? resolve(performance.now() - started)
                  : reject(new Error(`${url} answered ${res.statusCode}`)),
              );
            })
            .on('error', reject);
        }),
      );
    }
    return times;
  } finally {
    agent.destroy();
  }
}

/** The pages asked for: the first, the second, a middle one and the last, by each figure and order. */
function doctorQueries(total: number, extra: Record<string, string>) {
  const range = { from: addDays(today(), -729), to: today() };
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pages = [1, 2, Math.ceil(last / 2), last];
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries({ ...range, ...extra, ...params }).map(([k, v]) => [k, String(v)]));
  const breakdown = ['booked', 'noShowRate', 'utilisation', 'waitMinutes'].flatMap((metric) =>
    ['desc', 'asc'].flatMap((order) =>
      pages.map(
        (page) =>
          `/api/insights/breakdown?${query({ by: 'doctor', metric, order, page, pageSize: PAGE_SIZE })}`,
      ),
    ),
  );
  const ranking = ['booked', 'utilisation', 'noShowRate'].flatMap((metric) =>
    pages.map((page) => `/api/insights/doctor-ranking?${query({ metric, page, pageSize: 10 })}`),
  );
  return { breakdown, ranking };
}

async function pageShot(baseUrl: string, folder: string) {
  const browser = await launchChromium();
  try {
    const state = await signedInState(browser, baseUrl, ADMIN_EMAIL);
    const context = await browser.newContext({ storageState: state, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const from = addDays(today(), -729);
    await page.goto(
      `${baseUrl}/admin/insights?from=${from}&to=${today()}&doctorsPage=2&doctorsBy=noShowRate`,
    );
    const table = page.locator('.insights-doctors');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 120_000 });
    await table.scrollIntoViewIfNeeded();
    fs.mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, 'insights-doctors-20000-1366.png') });
    await table.screenshot({ path: path.join(folder, 'insights-doctors-table-20000-1366.png') });
    await context.close();
  } finally {
    await browser.close();
  }
}

export async function doctorRows(databaseUrl: string): Promise<Row[]> {
  if (!(DOCTORS > 0)) return [];
  const label = `${DOCTORS.toLocaleString('en')} doctors`;
  const size = { doctors: DOCTORS, appointments: DOCTORS * VISITS_PER_DOCTOR, patients: DOCTORS * 4 };
  const schema = await freshSchema(databaseUrl);
  const rows: Row[] = [];
  try {
    const database = await openDatabase({ url: schema.url });
    let token: string;
    let service: string;
    let load: Awaited<ReturnType<typeof loadScaleData>>;
    try {
      load = await loadScaleData(database.db, size, today());
      const admin = await database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow();
      token = await signedIn(database.db, admin);
      const common = await sql<{ service: string }>`
        SELECT service FROM doctors GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(database.db);
      service = common.rows[0]!.service;
    } finally {
      await database.close();
    }
    const shots = process.env.BENCH_INSIGHTS_SHOTS;
    const server = await startServerProcess({
      ...benchServerEnv(),
      DATABASE_URL: schema.url,
      ...(shots ? { STATIC_DIR: productionBuild() } : {}),
    });
    try {
      const waited = await waitForMaintenance(server.baseUrl);
      rows.push({
        name: `Insights at ${label}: the load (${size.appointments.toLocaleString('en')} appointments, ${size.patients.toLocaleString('en')} patients)`,
        value: `load ${(load.total / 1000).toFixed(0)} s; rollups and running totals counted in the background ${(waited / 1000).toFixed(0)} s after the server answered`,
        target: '—',
        pass: null,
      });
      // the database's statistics of the tables the background filled, as autovacuum would have them
      const analysed = await openDatabase({ url: schema.url });
      try {
        await sql`VACUUM ANALYZE insight_days`.execute(analysed.db);
        await sql`VACUUM ANALYZE insight_doctor_prefix`.execute(analysed.db);
      } finally {
        await analysed.close();
      }
      for (const [filter, extra] of [
        ['no filter', {}],
        ['a service', { service }],
      ] as const) {
        const total = filter === 'no filter' ? DOCTORS : Math.round(DOCTORS / 5);
        const { breakdown, ranking } = doctorQueries(total, extra);
        // the first call of each kind warms the server's statement caches, as a running server has them
        await roundTrips(server.baseUrl, token, [breakdown[0]!, ranking[0]!]);
        for (const [name, urls] of [
          ['breakdown by doctor (pages 1, 2, middle, last × 4 figures × both orders)', breakdown],
          ['doctor ranking (pages 1, 2, middle, last × 3 figures)', ranking],
        ] as const) {
          const times = await roundTrips(server.baseUrl, token, urls);
          const p95 = nearestRank(times, 0.95);
          rows.push({
            name: `Insights at ${label}, 2 years, ${filter}: ${name}, p50 / p95 of ${times.length}`,
            value: `${nearestRank(times, 0.5).toFixed(0)} / ${p95.toFixed(0)} ms`,
            target: `p95 ≤ ${TARGET_MS} ms`,
            pass: p95 <= TARGET_MS,
          });
        }
      }
      if (shots) await pageShot(server.baseUrl, shots);
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await schema.drop();
  }
}
