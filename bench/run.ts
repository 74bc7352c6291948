import os from 'node:os';
import { launchChromium } from '../__tests__/helpers/e2e';
import { apiRows } from './api';
import { bookingRows } from './booking';
import { appointmentsPageRows, signedInState } from './browser';
import { bundleRows, type Floor } from './bundle';
import { floorRows, measureFloor } from './floor';
import { scaleRows } from './scale';
import { waitlistRows } from './waitlist';
import { smsRows } from './sms';
import { smsRepliesRows } from './sms-replies';
import { fhirRows } from './fhir';
import { finderRows } from './finder';
import { findPatientsRows } from './find-patients';
import { metricsOverheadRows } from './metrics-overhead';
import { startRows } from './start';
import { queueLiveRows } from './queue-live';
import { insightsRows } from './insights';
import { upgradeRows } from './upgrade';
import { ADMIN_EMAIL, patientEmail } from './bulk-data';
import { lighthouseRows } from './lighthouse';
import { arrivalRows } from './arrival';
import { accessLogRows } from './access-log';
import { productionBuild, SIZE, startReadServer, type ReadServer, type Row } from './setup';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one part of the bench; a part that throws becomes a missed row saying why. */
async function part(name: string, run: () => Promise<Row[]>): Promise<Row[]> {
  const started = Date.now();
  console.error(`bench: ${name} …`);
  try {
    return await run();
  } catch (err) {
    return [{ name, value: `failed: ${(err as Error).message.split('\n')[0]}`, target: '—', pass: false }];
  } finally {
    console.error(`bench: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

function printTable(rows: Row[]) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const [load1] = os.loadavg();
  console.log(
    `\nClinicBook benchmarks: ${os.cpus().length} cores (${cpu}), Node ${process.version}, ` +
      `load average ${load1.toFixed(1)} at the end, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| measurement | value | target | result |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) {
    const result = row.pass === null ? 'info' : row.pass ? 'pass' : '**miss**';
    console.log(`| ${row.name} | ${row.value} | ${row.target} | ${result} |`);
  }
}

const PARTS = [
  'bundle',
  'floor',
  'browser',
  'lighthouse',
  'api',
  'booking',
  'finder',
  'patients',
  'waitlist',
  'sms',
  'sms-replies',
  'fhir',
  'queue',
  'arrival',
  'insights',
  'scale',
  'upgrade',
  'metrics',
  'start',
  'access-log',
] as const;
type Part = (typeof PARTS)[number];

/** `npm run bench -- api booking` runs only those parts; no names runs every part. */
function chosenParts(args: string[]): Set<Part> {
  const unknown = args.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length > 0)
    throw new Error(`unknown bench part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  return new Set((args.length > 0 ? args : PARTS) as Part[]);
}

async function main() {
  const parts = chosenParts(process.argv.slice(2));
  const needsReadServer = ['bundle', 'browser', 'lighthouse', 'api'].some((p) => parts.has(p as Part));
  const rows: Row[] = [];
  if (needsReadServer) rows.push(...(await readServerRows(parts)));
  if (parts.has('floor')) {
    // printed under the bundle rows it measures against
    const lastBundleRow = rows.findLastIndex((row) => /^(Bundle|Export)/.test(row.name));
    rows.splice(lastBundleRow + 1, 0, ...(await part('floor', () => floorRows())));
  }
  if (parts.has('api')) rows.push(...(await part('api on PostgreSQL', () => postgresApiRows())));
  if (parts.has('booking')) rows.push(...(await part('booking', () => bookingRows(DATABASE_URL))));
  if (parts.has('finder')) rows.push(...(await part('finder', () => finderRows(DATABASE_URL))));
  if (parts.has('patients')) rows.push(...(await part('patients', () => findPatientsRows(DATABASE_URL))));
  if (parts.has('waitlist')) rows.push(...(await part('waitlist', () => waitlistRows(DATABASE_URL))));
  if (parts.has('sms')) rows.push(...(await part('sms', () => smsRows(DATABASE_URL))));
  if (parts.has('sms-replies')) {
    rows.push(...(await part('sms-replies', () => smsRepliesRows(DATABASE_URL))));
  }
  if (parts.has('fhir')) rows.push(...(await part('fhir', () => fhirRows(DATABASE_URL))));
  if (parts.has('queue')) rows.push(...(await part('queue', () => queueLiveRows(DATABASE_URL))));
  if (parts.has('arrival')) rows.push(...(await part('arrival', async () => arrivalRows())));
  if (parts.has('insights')) rows.push(...(await part('insights', () => insightsRows(DATABASE_URL))));
  if (parts.has('scale')) rows.push(...(await part('scale', () => scaleRows(DATABASE_URL))));
  if (parts.has('upgrade')) rows.push(...(await part('upgrade', () => upgradeRows(DATABASE_URL))));
  if (parts.has('metrics')) rows.push(...(await part('metrics', () => metricsOverheadRows(DATABASE_URL))));
  if (parts.has('start')) rows.push(...(await part('start', () => startRows())));
  if (parts.has('access-log')) rows.push(...(await part('access-log', () => accessLogRows(DATABASE_URL))));
  printTable(rows);
}

/** The same reads with the data on PostgreSQL, where the database works beside the server, not in it. */
async function postgresApiRows(): Promise<Row[]> {
  const server = await startReadServer(productionBuild(), { kind: 'postgres', url: DATABASE_URL });
  try {
    return await apiRows(server, 'PostgreSQL');
  } finally {
    await server.stop();
  }
}

/** The parts that run against the production build served from the 10,000-appointment data set. */
async function readServerRows(parts: Set<Part>): Promise<Row[]> {
  // the API part's baseline is the build's index.html, so every part here needs a build
  const dist = productionBuild();
  // the bundle budgets are set from the floor: built before the server and Chromium start
  const floor = parts.has('bundle') ? await measureFloor() : undefined;
  const rows: Row[] = [];
  const server = await startReadServer(dist);
  rows.push({
    name: 'Data set (bulk SQL into embedded PGlite)',
    value: `${SIZE.appointments} appointments, ${SIZE.doctors} doctors, ${SIZE.patients} patients in ${server.loadMs} ms`,
    target: '—',
    pass: null,
  });
  try {
    if (['bundle', 'browser', 'lighthouse'].some((p) => parts.has(p as Part))) {
      rows.push(...(await browserRows(parts, server, dist, floor)));
    }
    if (parts.has('api')) rows.push(...(await part('api', () => apiRows(server, 'PGlite'))));
  } finally {
    await server.stop();
  }
  return rows;
}

/** Bundle sizes, the admin appointments page and Lighthouse, in Chromium against the production build. */
async function browserRows(
  parts: Set<Part>,
  server: ReadServer,
  dist: string,
  floor: Floor | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await launchChromium();
  try {
    const states = {
      admin: await signedInState(browser, server.baseUrl, ADMIN_EMAIL),
      patient: await signedInState(browser, server.baseUrl, patientEmail(1)),
      doctor: await signedInState(browser, server.baseUrl, 'doctor1@bench.local'),
    };
    const input = { baseUrl: server.baseUrl, dist, states, doctorId: server.doctorId };
    if (parts.has('bundle') && floor) {
      rows.push(...(await part('bundle', () => bundleRows(browser, { ...input, floor }))));
    }
    if (parts.has('browser')) {
      rows.push(
        ...(await part('browser', () => appointmentsPageRows(browser, server.baseUrl, states.admin))),
      );
    }
    await browser.close();
    if (parts.has('lighthouse')) {
      rows.push(...(await part('lighthouse', () => lighthouseRows(server.baseUrl, states.patient))));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
