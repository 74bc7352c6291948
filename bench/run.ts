import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/helpers/e2e';
import { apiRows } from './api';
import { bookingRows } from './booking';
import { appointmentsPageRows, signedInState } from './browser';
import { bundleRows } from './bundle';
import { ADMIN_EMAIL, patientEmail } from './bulk-data';
import { lighthouseRows } from './lighthouse';
import { productionBuild, SIZE, startReadServer, type Row } from './setup';

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

async function main() {
  const dist = productionBuild();
  const rows: Row[] = [];
  const server = await startReadServer(dist);
  rows.push({
    name: 'Data set (bulk SQL into embedded PGlite)',
    value: `${SIZE.appointments} appointments, ${SIZE.doctors} doctors, ${SIZE.patients} patients in ${server.loadMs} ms`,
    target: '—',
    pass: null,
  });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const chromium = browser;
    const states = {
      admin: await signedInState(chromium, server.baseUrl, ADMIN_EMAIL),
      patient: await signedInState(chromium, server.baseUrl, patientEmail(1)),
      doctor: await signedInState(chromium, server.baseUrl, 'doctor1@bench.local'),
    };
    const input = { baseUrl: server.baseUrl, dist, states, doctorId: server.doctorId };
    rows.push(...(await part('bundle', () => bundleRows(chromium, input))));
    rows.push(...(await part('browser', () => appointmentsPageRows(chromium, server.baseUrl, states.admin))));
    await browser.close();
    browser = undefined;
    rows.push(...(await part('lighthouse', () => lighthouseRows(server.baseUrl, states.patient))));
    rows.push(...(await part('api', () => apiRows(server))));
  } finally {
    await browser?.close();
    await server.stop();
  }
  rows.push(...(await part('booking', () => bookingRows(DATABASE_URL))));
  printTable(rows);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
