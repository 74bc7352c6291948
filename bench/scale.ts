import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/helpers/e2e';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { openDatabase, type Db } from '../src/server/db/connect';
import { signedInState } from './browser';
import { ADMIN_EMAIL, doctorEmail } from './bulk-data';
import { deskFigures } from './scale/browser';
import { loadScaleData, scaleSize, searchShare, searchTerms } from './scale/data';
import { explainGroupRows, explainRows, type ExplainedCall } from './scale/explain';
import { combinationRows, maintenanceRows } from './scale/combination-rows';
import { deskExplainGroups, deskFiguresByCombination, doctorTerms, type DeskCallers } from './scale/desk';
import { insightsExplainGroups, insightsFigures } from './scale/insights';
import { filtersOf } from './insights';
import { figureRows, generationRows, sizeLabel, type SizeResult } from './scale/rows';
import { clinicDayCallers, clinicDayCalls, clinicDayFigures, noShowPass } from './scale/clinic-day';
import { clinicDayRows } from './scale/clinic-day-rows';
import { serverFigures, serverPeakRss } from './scale/server';
import { benchServerEnv, productionBuild, today, signedIn, waitForMaintenance, type Row } from './setup';

/** The data sets, smallest first; BENCH_SCALE_SIZES=10000,100000 runs fewer while working on the bench. */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/** Name parts typed in the browser (the server part searches for 50). */
const TYPED_TERMS = 5;

/** Tokens of the admin, the first doctor, and a patient who has appointments. */
async function callers(db: Db) {
  const user = (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const patientId = (await db.selectFrom('appointments').select('user_id').limit(1).executeTakeFirstOrThrow())
    .user_id;
  const patient = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  return {
    admin: await signedIn(db, await user(ADMIN_EMAIL)),
    doctor: await signedIn(db, await user(doctorEmail(1))),
    patient: await signedIn(db, patient),
  };
}

/** Every list the issue names, first page, as its usual caller asks for it; the desk's variants; the dashboards. */
function explainedCalls(who: Awaited<ReturnType<typeof callers>>, term: string): ExplainedCall[] {
  const admin = (name: string, path: string) => ({ name, path: `/api${path}`, token: who.admin });
  return [
    admin('admin appointments, first page', '/admin/get-all-appointments'),
    admin(`admin appointments, search '${term}'`, `/admin/get-all-appointments?search=${term}`),
    admin(
      'admin appointments, pending by patient',
      '/admin/get-all-appointments?status=pending&sort=patient&order=asc',
    ),
    {
      name: "doctor's own appointments",
      path: '/api/doctor/get-appointments-by-doctor-id',
      token: who.doctor,
    },
    { name: "patient's own appointments", path: '/api/user/get-appointments-by-user-id', token: who.patient },
    admin('patients list', '/admin/get-all-users'),
    admin(`patients list, search '${term}'`, `/admin/get-all-users?search=${term}`),
    admin('staff list', '/admin/get-all-staff'),
    admin('admins list', '/admin/get-all-admin'),
    admin('doctors list', '/admin/get-all-doctors'),
    {
      name: 'approved doctors (patient home)',
      path: '/api/user/get-all-approved-doctors',
      token: who.patient,
    },
    admin('reviews list', '/admin/get-all-reviews'),
    admin('admin dashboard', '/admin/dashboard-stats'),
    { name: 'doctor dashboard', path: '/api/doctor/dashboard-stats', token: who.doctor },
  ];
}

/**
 * One data set from generation to a dropped schema; the plans are explained at the largest only.
 * As an operator's first start on years of history: the server starts on the data and counts the
 * insights rollups and builds the declared indexes in the background; everything is
 * measured, and explained, once /readyz lists no work left.
 */
async function measureSize(databaseUrl: string, appointments: number, browser: Browser, explain: Row[]) {
  const size = scaleSize(appointments);
  const schema = await freshSchema(databaseUrl);
  try {
    const database = await openDatabase({ url: schema.url });
    let prepared;
    try {
      const load = await loadScaleData(database.db, size, today());
      const terms = await searchTerms(database.db, 50);
      prepared = {
        load,
        terms,
        share: await searchShare(database.db, terms),
        who: await callers(database.db),
        day: await clinicDayCallers(database.db, today()),
        doctorTerms: await doctorTerms(database.db, 50),
        filters: await filtersOf(database.db),
      };
    } finally {
      await database.close();
    }
    const server = await startServerProcess({
      ...benchServerEnv(),
      DATABASE_URL: schema.url,
      STATIC_DIR: productionBuild(),
    });
    try {
      const maintenanceMs = await waitForMaintenance(server.baseUrl);
      const { who, terms, day, filters } = prepared;
      const deskWho: DeskCallers = {
        tokens: { admin: who.admin, doctor: who.doctor, patient: who.patient },
        patientTerms: terms,
        doctorTerms: prepared.doctorTerms,
      };
      if (appointments === SIZES[SIZES.length - 1]) {
        const label = sizeLabel(appointments);
        explain.push(
          ...(await explainRows(
            schema.url,
            [...explainedCalls(who, terms[0]), ...clinicDayCalls(who.admin, day, today(), terms)],
            label,
          )),
          ...(await explainGroupRows(
            schema.url,
            [...deskExplainGroups(deskWho, today()), ...insightsExplainGroups(who.admin, filters)],
            label,
          )),
        );
      }
      const figures = await serverFigures(server.baseUrl, who.admin, terms);
      const clinicDay = await clinicDayFigures(server.baseUrl, who.admin, day, today(), terms);
      const deskCombinations = await deskFiguresByCombination(server.baseUrl, deskWho, today());
      const insights = await insightsFigures(server.baseUrl, who.admin, filters);
      const desk = await signedInState(browser, server.baseUrl, ADMIN_EMAIL)
        .then((admin) => deskFigures(browser, server.baseUrl, admin, terms.slice(0, TYPED_TERMS)))
        .catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
      const result: SizeResult = {
        ...size,
        load: prepared.load,
        searchShare: prepared.share,
        server: figures,
        clinicDay,
        maintenanceMs,
        deskCombinations,
        insights,
        desk,
        peakRss: serverPeakRss(Number(new URL(server.baseUrl).port)),
      };
      // last: it changes the data
      clinicDay.noShow = await noShowPass(schema.url, today());
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
}

/**
 * The admin appointments desk at 10,000, 100,000 and 1,000,000 appointments on PostgreSQL: the
 * server's list times and bytes, every combination of the three appointment lists, the day sheet,
 * the insights calls, the desk in Chromium, the server's memory, and the plans.
 */
export async function scaleRows(databaseUrl: string): Promise<Row[]> {
  productionBuild();
  const browser = await launchChromium();
  const results: SizeResult[] = [];
  const explain: Row[] = [];
  try {
    for (const appointments of SIZES) {
      console.error(`bench: scale ${sizeLabel(appointments)} …`);
      results.push(await measureSize(databaseUrl, appointments, browser, explain));
    }
  } finally {
    await browser.close();
  }
  return [
    ...generationRows(results),
    ...maintenanceRows(results),
    ...figureRows(results),
    ...clinicDayRows(results),
    ...combinationRows(results),
    ...explain,
  ];
}
