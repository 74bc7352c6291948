import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  apiCall,
  apiToken,
  demoDoctor,
  e2eEnvironment,
  SHOTS_DIR,
  shotsAtBothWidths,
  signedInPage,
  DEMO_PASSWORD,
} from '../helpers/e2e';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import { fillArrivalWindows } from '../../src/server/appointments';

/**
 * Arrival windows on screen: the patient's home and list (412 px and 1366 px), the desk's list and
 * day sheet (1366 px and 768 px) and the board with each next number's expected call.
 */

const env = e2eEnvironment();
const PHONE = { width: 412, height: 915 };
const DESK = { width: 1366, height: 768 };
const BETWEEN = /^Come between \d\d:\d\d and \d\d:\d\d$/;

/** A visit of patient1 with doctor1 today, approved before windows were told and given one as they are. */
async function visitToday() {
  const { db } = env.server;
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const doctor = await demoDoctor(db, 'doctor1@clinicbook.local');
  const patient = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', 'patient1@clinicbook.local')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('appointments')
    .values({
      user_id: patient.id,
      doctor_id: doctor.id,
      date: today,
      time: '09:30',
      status: 'approved',
      schedule_date: today,
      approved_by_name: 'Demo Staff',
      approved_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await fillArrivalWindows(db, today, 20);
  const told = await db
    .selectFrom('appointments')
    .select(['arrive_from', 'arrive_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, doctor, patient, told, doctorName: `Dr. ${doctor.first_name} ${doctor.last_name}` };
}

async function phoneShots(page: Page, name: string) {
  for (const [label, size] of [
    ['412', PHONE],
    ['1366', DESK],
  ] as const) {
    await page.setViewportSize(size);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${label}.png`), animations: 'disabled' });
  }
}

test('the patient reads their window on the home and the list; the desk on its list and day sheet; the board shows expected calls', async () => {
  const { baseUrl } = env.server;
  const visit = await visitToday();
  const between = `Come between ${visit.told.arrive_from} and ${visit.told.arrive_by}`;

  const phone = await signedInPage(env.browser, baseUrl, visit.patient.email, '/', PHONE);
  await phone
    .getByText(
      `Your visit with ${visit.doctorName} is today: come between ${visit.told.arrive_from} and ${visit.told.arrive_by} and check in at the front desk`,
    )
    .waitFor();
  await phone.getByText(/^Expected to be called at about \d\d:\d\d$/).waitFor();
  await phoneShots(phone, 'arrival-home');
  await phone.setViewportSize(PHONE);
  await phone.goto(`${baseUrl}/appointments`);
  await phone.locator('[data-arrival-window]').getByText(between).first().waitFor();
  await phoneShots(phone, 'arrival-patient-list');

  const desk = await signedInPage(env.browser, baseUrl, 'staff@clinicbook.local', '/staff/home');
  await desk.goto(`${baseUrl}/staff/appointments-staff?status=approved`);
  await desk.locator('[data-arrival-window]').first().waitFor();
  expect(await desk.locator('[data-arrival-window]').first().innerText()).toMatch(BETWEEN);
  await shotsAtBothWidths(desk, 'arrival-desk-list');
  await desk.setViewportSize(DESK);
  await desk.goto(`${baseUrl}/staff/today?doctorId=${visit.doctor.id}`);
  // the patient's visit added here: the demo may give them another today
  const row = desk.getByRole('row').filter({ hasText: visit.patient.name }).filter({ hasText: between });
  await row.getByText(between).waitFor();
  await shotsAtBothWidths(desk, 'arrival-day-sheet');

  // checked in, the patient waits behind the day's queue: the board gives each next number a time
  await desk.setViewportSize(DESK);
  await row.getByRole('button', { name: 'Check in' }).click();
  const adminToken = await apiToken(baseUrl, 'admin@clinicbook.local');
  const made = await apiCall<{ key: string }>(baseUrl, '/admin/create-display', {
    body: { name: 'Arrivals', doctorIds: [visit.doctor.id] },
    token: adminToken,
  });
  expect(made.status).toBe(201);
  const board = await (await env.browser.newContext({ viewport: DESK })).newPage();
  await board.goto(`${baseUrl}/board?key=${made.reply.data?.key}`);
  const line = board.getByRole('region', { name: visit.doctorName });
  await line.getByRole('listitem').first().waitFor();
  for (const text of await line.getByRole('listitem').allInnerTexts()) {
    expect(text).toMatch(/^[A-Z]+-\d{3}\s+about \d\d:\d\d$/);
  }
  await phoneShots(board, 'arrival-board');
});

test('an admin sets a doctor’s own consultation length in Update Clinic Days', async () => {
  const { baseUrl } = env.server;
  const admin = await signedInPage(env.browser, baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.goto(`${baseUrl}/admin/doctorslist`);
  await admin
    .getByRole('button', { name: /^Update Dr\. / })
    .first()
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Update Clinic Days' });
  const length = dialog.getByLabel('Consultation length (minutes), until measured');
  await length.waitFor();
  expect(await length.inputValue()).toBe('15');
  await shotsAtBothWidths(admin, 'arrival-consult-length');
});

/** Where this journey's screenshots of the poster and the patient's check-in go, for a person to look at. */
const CHECK_IN_SHOTS = '/tmp/shots-check-in';

/** The text of the QR code in a PNG screenshot. */
function qrText(png: Buffer): string {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('no QR code in the screenshot');
  return found.data;
}

test('an admin prints a display’s check-in poster; a patient scans its QR code, signs in and sees their queue number', async () => {
  const { baseUrl, db } = env.server;
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const patient = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', 'patient2@clinicbook.local')
    .executeTakeFirstOrThrow();
  // a doctor the family has no other visit with today, so the link opens on this one visit
  const busy = await db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.doctor_id')
    .where((eb) => eb.or([eb('u.id', '=', patient.id), eb('u.holder_id', '=', patient.id)]))
    .where((eb) => eb.or([eb('a.schedule_date', '=', today), eb('a.follow_up_date', '=', today)]))
    .execute();
  const doctor = await db
    .selectFrom('doctors')
    .select('id')
    .where('status', '=', 'approved')
    .where('id', 'not in', [...busy.map((b) => b.doctor_id), '00000000-0000-4000-8000-000000000000'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('appointments')
    .values({
      user_id: patient.id,
      doctor_id: doctor.id,
      date: today,
      time: '09:45',
      status: 'approved',
      schedule_date: today,
      approved_by_name: 'Demo Staff',
      approved_at: new Date(),
    })
    .execute();
  const made = await apiCall<{ displayId: string }>(baseUrl, '/admin/create-display', {
    body: { name: 'Front door', doctorIds: [doctor.id] },
    token: await apiToken(baseUrl, 'admin@clinicbook.local'),
  });
  expect(made.status).toBe(201);

  const admin = await signedInPage(env.browser, baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.goto(`${baseUrl}/admin/displays`);
  const posterLink = admin
    .getByRole('row')
    .filter({ hasText: 'Front door' })
    .getByRole('link', { name: 'Check-in poster' });
  await posterLink.waitFor();
  await shotsAtBothWidths(admin, 'check-in-displays');
  await admin.setViewportSize(DESK);
  await posterLink.click();
  const qr = admin.getByRole('img', { name: 'QR code of today’s check-in link' });
  await qr.waitFor();
  fs.mkdirSync(CHECK_IN_SHOTS, { recursive: true });
  await admin.screenshot({ path: path.join(CHECK_IN_SHOTS, 'poster-1366.png'), animations: 'disabled' });
  // as printed: the poster alone on an A4 page (794 × 1123 CSS pixels)
  await admin.setViewportSize({ width: 794, height: 1123 });
  await admin.emulateMedia({ media: 'print' });
  await admin.screenshot({ path: path.join(CHECK_IN_SHOTS, 'poster-print.png') });
  const link = qrText(await qr.screenshot());
  expect(link).toMatch(new RegExp(`^${baseUrl}/check-in/d[0-9a-f]`));

  // the patient scans it signed out: the sign-in screen, then back to the link, checked in at once
  const phone = await (await env.browser.newContext({ viewport: PHONE })).newPage();
  await phone.goto(link);
  await phone.waitForURL(/\/login\?next=/);
  await phone.getByLabel('Email').fill(patient.email);
  await phone.getByLabel('Passcode').fill(DEMO_PASSWORD);
  await phone.getByRole('button', { name: 'Login' }).click();
  await phone.waitForURL(link);
  await phone.getByText('You are checked in. Please wait to be called.').waitFor();
  const number = phone.getByText(/^Your number: [A-Z]+-\d{3}$/);
  await number.waitFor();
  await phone.screenshot({ path: path.join(CHECK_IN_SHOTS, 'check-in-412.png'), animations: 'disabled' });

  // the desk's day sheet says how the patient came in
  await admin.emulateMedia({ media: 'screen' });
  await admin.setViewportSize(DESK);
  await admin.goto(`${baseUrl}/admin/today?doctorId=${doctor.id}`);
  await admin
    .getByRole('row')
    .filter({ hasText: await number.innerText().then((text) => text.replace('Your number: ', '')) })
    .getByText('Checked in by phone')
    .waitFor();
  await admin.screenshot({ path: path.join(CHECK_IN_SHOTS, 'day-sheet-1366.png'), animations: 'disabled' });
});
