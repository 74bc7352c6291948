import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall, apiToken, bellCount, e2eEnvironment, signIn, watchConsole } from '../helpers/e2e';
import { waitForMail } from '../helpers/mail-read';
import { addDays, formatDisplayDate, nextClinicDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

/**
 * The patient's side of finding, booking, cancelling and moving visits, in Chromium: find a doctor
 * by service and location and book their next open date; cancel one visit (the doctor's open page
 * hears of it at once) and move another; the approval mail reaches a real SMTP listener with a
 * calendar invitation that parses.
 */
const env = e2eEnvironment();
const PATIENT = { name: 'Chiamaka Obi', email: 'patient1@clinicbook.local' };
const ADMIN = 'admin@clinicbook.local';
/** General Practice in Ikeja; Ikeja also has Dr. Emmanuel Etim (Dentistry). */
const FOUND = { name: 'Dr. Oluwaseun Adebayo', email: 'doctor1@clinicbook.local' };
/**
 * The hour booked on the card's date. Dr. Adebayo's clinic is closed today (beforeAll), so that date
 * is a later day with every hour ahead, whatever the hour the test runs at: a time already past today
 * is refused.
 */
const BOOK_TIME = '10:00';
/** The visit the patient cancels: Dr. Abubakar Yusuf sees patients every day, 13:00-18:00. */
const CANCELLED = { name: 'Dr. Abubakar Yusuf', email: 'doctor3@clinicbook.local', time: '14:00' };
/** The approved visit the patient moves: Dr. Chinwe Okonkwo sees patients on weekdays, 09:00-17:00. */
const MOVED = { name: 'Dr. Chinwe Okonkwo', email: 'doctor2@clinicbook.local', time: '09:30' };
const MOVED_TO_TIME = '11:00';
const SHOTS = '/tmp/e2e-shots';
const DESK = { width: 1366, height: 768 };
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

/** Set up in beforeAll: the two visits of the patient, days ahead (outside the 2-hour cut-off). */
const visits = { cancelId: '', cancelDate: '', moveId: '', moveFrom: '', moveTo: '' };

async function doctorOf(email: string) {
  return env.server.db
    .selectFrom('doctors')
    .select(['id', 'clinic_days'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** The first of the doctor's clinic days from `from` on. */
function clinicDayFrom(rules: string[], from: string): string {
  const date = nextClinicDate(rules, from);
  if (!date) throw new Error(`no clinic day from ${from} for ${rules.join(', ')}`);
  return date;
}

async function bookThroughApi(token: string, doctorId: string, date: string, time: string) {
  const { reply } = await apiCall<{ _id: string }>(env.server.baseUrl, '/bookAppointment/book-appointment', {
    token,
    body: { doctorId, date: formatDisplayDate(date), time },
  });
  if (!reply.data) throw new Error(`booking on ${date} failed: ${reply.message}`);
  return reply.data._id;
}

/** Approved by the admin through the API (the approve dialog itself is walked in appointments.test.ts). */
async function approveThroughApi(appointmentId: string, scheduleDate: string) {
  const token = await apiToken(env.server.baseUrl, ADMIN);
  const { reply } = await apiCall(env.server.baseUrl, '/doctor/change-appointment-status', {
    token,
    body: {
      appointmentId,
      status: 'approved',
      comment: 'See you then',
      schedule_date: formatDisplayDate(scheduleDate),
    },
  });
  expect(reply).toMatchObject({ success: true, message: 'Appointment approved' });
}

beforeAll(async () => {
  const adebayo = await doctorOf(FOUND.email);
  await env.server.db
    .insertInto('closed_clinic_days')
    .values({
      doctor_id: adebayo.id,
      date: today,
      reason: 'Training',
      closed_by: null,
      closed_by_name: 'Admin',
    })
    .execute();
  const token = await apiToken(env.server.baseUrl, PATIENT.email);
  const yusuf = await doctorOf(CANCELLED.email);
  visits.cancelDate = clinicDayFrom(yusuf.clinic_days, addDays(today, 2));
  visits.cancelId = await bookThroughApi(token, yusuf.id, visits.cancelDate, CANCELLED.time);

  const okonkwo = await doctorOf(MOVED.email);
  visits.moveFrom = clinicDayFrom(okonkwo.clinic_days, addDays(today, 2));
  visits.moveTo = clinicDayFrom(okonkwo.clinic_days, addDays(visits.moveFrom, 1));
  visits.moveId = await bookThroughApi(token, okonkwo.id, visits.moveFrom, MOVED.time);
  await approveThroughApi(visits.moveId, visits.moveFrom);
});

async function signedIn(email: string, landing: string): Promise<Page> {
  const context = await env.browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${landing}`);
  return page;
}

/** What the person sees: the window at 1366 × 768, saved outside the repository. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Picks a finder filter the way a keyboard user does: type into its search box, Enter takes the match. */
async function filterBy(page: Page, label: string, value: string, param: string) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.click();
  await picker.fill(value);
  await picker.press('Enter');
  await page.waitForURL((url) => url.searchParams.get(param) === value);
}

/** The names on the doctor cards, in the order shown. */
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Approved doctors' }).getByRole('article').locator('h3').allInnerTexts();

/**
 * Waits for the grid to settle on exactly these doctors (the previous cards stay on screen while the
 * next answer loads), then checks them, so a wrong grid fails with the names it shows.
 */
async function expectCards(page: Page, expected: string[]) {
  const settled = page.waitForFunction(
    (names) => {
      const grid = document.querySelector('[role="list"][aria-label="Approved doctors"]');
      if (grid?.getAttribute('aria-busy') !== 'false') return false;
      const shown = [...grid.querySelectorAll('[role="article"] h3')].map((h) => h.textContent);
      return JSON.stringify(shown.sort()) === JSON.stringify(names);
    },
    [...expected].sort(),
    { timeout: 5000 },
  );
  await settled.catch(() => undefined);
  expect((await cardNames(page)).sort()).toEqual([...expected].sort());
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).waitFor();
const rowOf = (page: Page, appointmentId: string) => page.locator(`tr[data-row-key="${appointmentId}"]`);

test('a patient filters doctors by service and location and books the first card’s next available date', async () => {
  const patient = await signedIn(PATIENT.email, '/');
  const problems = watchConsole(patient);
  await patient.getByRole('heading', { name: 'Meet Our Doctors' }).waitFor();

  await filterBy(patient, 'Location', 'Ikeja', 'dlocation');
  await expectCards(patient, ['Dr. Emmanuel Etim', FOUND.name]);
  await filterBy(patient, 'Service', 'General Practice', 'dservice');
  await expectCards(patient, [FOUND.name]);

  const adebayo = await doctorOf(FOUND.email);
  const expected = formatDisplayDate(clinicDayFrom(adebayo.clinic_days, addDays(today, 1)));
  const card = patient.getByRole('list', { name: 'Approved doctors' }).getByRole('article').first();
  const shown = /Next available: (\d{2}-\d{2}-\d{4})/.exec(await card.innerText())?.[1];
  expect(shown).toBe(expected);

  await card.getByRole('button', { name: `Book ${FOUND.name}` }).click();
  await patient.waitForURL(`${env.server.baseUrl}/book-appointment/${adebayo.id}`);
  const date = patient.locator('#book-date');
  await date.click();
  await date.fill(expected);
  await date.press('Enter');
  const time = patient.locator('#book-time');
  await time.click();
  await time.fill(BOOK_TIME);
  await time.press('Enter');
  await patient.getByRole('button', { name: 'Confirm Availability' }).click();
  await patient.getByRole('button', { name: 'Book Now' }).click();
  await toast(patient, 'Appointment booked successfully');
  await patient.waitForURL(`${env.server.baseUrl}/appointments`);

  const booked = await env.server.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.status', 'a.time'])
    .select((eb) => eb.fn<string>('to_char', ['a.date', eb.val('DD-MM-YYYY')]).as('date'))
    .where('u.email', '=', PATIENT.email)
    .where('a.doctor_id', '=', adebayo.id)
    .where('a.status', '=', 'pending')
    .executeTakeFirstOrThrow();
  expect(booked).toMatchObject({ status: 'pending', time: BOOK_TIME, date: expected });
  await rowOf(patient, booked.id).getByText('Pending', { exact: true }).waitFor();
  expect(problems).toEqual([]);
  await patient.context().close();
});

test('the patient cancels one visit (the doctor’s open page counts it at once) and moves another', async () => {
  const [doctor, patient] = await Promise.all([
    signedIn(CANCELLED.email, '/doctor/home'),
    signedIn(PATIENT.email, '/'),
  ]);
  await doctor.locator('.notification-bell[data-live="true"]').waitFor({ timeout: 15_000 });
  const before = await bellCount(doctor);
  const problems = watchConsole(patient);
  await patient.goto(`${env.server.baseUrl}/appointments`);
  const cancelRow = rowOf(patient, visits.cancelId);
  await cancelRow.getByText('Pending', { exact: true }).waitFor();
  await cancelRow.getByRole('button', { name: `Cancel appointment with ${CANCELLED.name}` }).click();
  const cancelDialog = patient.getByRole('dialog', { name: 'Cancel Appointment' });
  await cancelDialog.getByLabel('Reason').fill('I am travelling that week');
  await shot(patient, 'patient-cancel-dialog');
  await cancelDialog.getByRole('button', { name: 'Cancel appointment', exact: true }).click();
  await toast(patient, 'Appointment cancelled');
  await cancelDialog.waitFor({ state: 'detached' });
  await cancelRow.getByText('Cancelled', { exact: true }).waitFor();

  // pushed to the doctor's open page: no reload, and well before the 30 s fallback poll
  await doctor
    .getByRole('button', { name: `Notifications, ${before + 1} unseen` })
    .waitFor({ timeout: 5000 });
  await doctor.getByRole('button', { name: `Notifications, ${before + 1} unseen` }).click();
  await doctor
    .getByText(`${PATIENT.name} cancelled the appointment on ${formatDisplayDate(visits.cancelDate)}`)
    .first()
    .waitFor();

  const moveRow = rowOf(patient, visits.moveId);
  await moveRow.getByText('Approved', { exact: true }).waitFor();
  await moveRow.getByRole('button', { name: `Reschedule appointment with ${MOVED.name}` }).click();
  const moveDialog = patient.getByRole('dialog', { name: 'Reschedule Appointment' });
  const newDate = moveDialog.getByLabel('New date');
  await newDate.fill(formatDisplayDate(visits.moveTo));
  await newDate.press('Enter');
  const newTime = moveDialog.getByLabel('New time');
  await newTime.click();
  await newTime.fill(MOVED_TO_TIME);
  await newTime.press('Enter');
  await shot(patient, 'patient-reschedule-dialog');
  await moveDialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await toast(patient, `Appointment rescheduled to ${formatDisplayDate(visits.moveTo)}`);
  await moveDialog.waitFor({ state: 'detached' });
  await moveRow.getByText('Pending', { exact: true }).waitFor();

  const moved = await env.server.db
    .selectFrom('appointments')
    .select(['status', 'time'])
    .select((eb) => eb.fn<string>('to_char', ['date', eb.val('YYYY-MM-DD')]).as('date'))
    .where('id', '=', visits.moveId)
    .executeTakeFirstOrThrow();
  expect(moved).toEqual({ status: 'pending', date: visits.moveTo, time: MOVED_TO_TIME });
  expect(problems).toEqual([]);
  await Promise.all([patient.context().close(), doctor.context().close()]);
});

test('the approval of the booked visit reaches the SMTP listener with an invitation that parses', async () => {
  const booked = await env.server.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select(['a.id', 'a.time'])
    .select((eb) => eb.fn<string>('to_char', ['a.date', eb.val('YYYY-MM-DD')]).as('date'))
    .where('u.email', '=', PATIENT.email)
    .where('d.email', '=', FOUND.email)
    .where('a.status', '=', 'pending')
    .executeTakeFirst();
  if (!booked) throw new Error(`no pending visit with ${FOUND.name}: the booking test did not book it`);
  await approveThroughApi(booked.id, booked.date);

  const mail = await waitForMail(
    env.server.smtp,
    (m) => m.to.includes(PATIENT.email) && m.subject.startsWith(`Appointment approved: ${FOUND.name}`),
    10_000,
  );
  expect(mail.calendar).toMatchObject({ method: 'REQUEST', uid: `${booked.id}@clinicbook` });
  // the visit is told an arrival window: the mail says it, and the invitation starts at it
  const told = await env.server.db
    .selectFrom('appointments')
    .select(['arrive_from', 'arrive_by'])
    .where('id', '=', booked.id)
    .executeTakeFirstOrThrow();
  expect(mail.text).toContain(`Please come between ${told.arrive_from} and ${told.arrive_by}.`);
  // Lagos keeps UTC+1 all year: 10:00 at the clinic is 09:00 UTC
  const [hour, minute] = (told.arrive_from ?? '').split(':');
  const utcHour = String(Number(hour) - 1).padStart(2, '0');
  expect(mail.calendar?.start.toISOString()).toBe(`${booked.date}T${utcHour}:${minute}:00.000Z`);
});
