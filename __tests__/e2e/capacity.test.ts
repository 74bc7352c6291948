import type { Page } from 'playwright-core';
import {
  apiCall,
  apiToken,
  bellCount,
  e2eEnvironment,
  signedInPage,
  toastShown,
  watchConsole,
  windowShot,
} from '../helpers/e2e';
import { waitForMail } from '../helpers/mail-read';
import { addDays, formatDisplayDate, nextClinicDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import { formatLongDateTime } from '../../src/shared/momentFormats';
import { LIVE_STATUSES, SLOT_STATUSES } from '../../src/shared/vocabulary';
import type { AppointmentStatus } from '../../src/shared/schemas/appointments';

/**
 * In Chromium: a patient queues for a full date and is promoted, live, when another patient
 * cancels; an admin closes a doctor's clinic day and the patient booked on it rebooks in one click
 * from the notification's link.
 */
const env = e2eEnvironment();
const ADMIN = 'admin@clinicbook.local';
/** Five places a day, every day, 13:00-18:00: a date is filled with a handful of bookings. */
const QUEUED = { name: 'Dr. Abubakar Yusuf', email: 'doctor3@clinicbook.local', time: '15:00' };
/** Weekdays, 09:00-17:00, twenty places: the date closed and the next one are open. */
const CLOSED = { name: 'Dr. Chinwe Okonkwo', email: 'doctor2@clinicbook.local', time: '10:00' };
const CLOSING_REASON = 'Called away to a neonatal emergency';
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

/** Set up in beforeAll. */
const queue = { doctorId: '', date: '', waiter: '', holderEmail: '', holderVisit: '' };
const closing = { doctorId: '', date: '', nextDate: '', patient: '', visitId: '' };

async function doctorOf(email: string) {
  return env.server.db
    .selectFrom('doctors')
    .select(['id', 'clinic_days', 'total_slots'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** The first of the doctor's clinic days from `from` on. */
function clinicDayFrom(rules: string[], from: string): string {
  const date = nextClinicDate(rules, from);
  if (!date) throw new Error(`no clinic day from ${from} for ${rules.join(', ')}`);
  return date;
}

/** The demo patients' e-mails, in order. */
async function demoPatients(): Promise<string[]> {
  const rows = await env.server.db
    .selectFrom('users')
    .select('email')
    .where('email', 'like', 'patient%@clinicbook.local')
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** Who holds which visit with the doctor on the date, in the given statuses. */
function visitsOn(doctorId: string, date: string, statuses: readonly AppointmentStatus[]) {
  return env.server.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'u.email', 'a.status', 'a.time'])
    .where('a.doctor_id', '=', doctorId)
    .where('a.status', 'in', statuses)
    .where((eb) => eb(eb.fn.coalesce('a.schedule_date', 'a.date'), '=', eb.val(date)))
    .orderBy('u.email')
    .execute();
}

async function isClosed(doctorId: string, date: string) {
  const row = await env.server.db
    .selectFrom('closed_clinic_days')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

async function bookThroughApi(email: string, doctorId: string, date: string, time: string) {
  const token = await apiToken(env.server.baseUrl, email);
  const { reply } = await apiCall<{ _id: string }>(env.server.baseUrl, '/bookAppointment/book-appointment', {
    token,
    body: { doctorId, date: formatDisplayDate(date), time },
  });
  if (!reply.data) throw new Error(`${email} could not book on ${date}: ${reply.message}`);
  return reply.data._id;
}

/** A date of the queued doctor a few days ahead, filled to its last place through the API. */
async function fillADate() {
  const doctor = await doctorOf(QUEUED.email);
  queue.doctorId = doctor.id;
  queue.date = clinicDayFrom(doctor.clinic_days, addDays(today, 3));
  const holders = new Set((await visitsOn(doctor.id, queue.date, SLOT_STATUSES)).map((v) => v.email));
  const free = (await demoPatients()).filter((email) => !holders.has(email));
  const places = doctor.total_slots - holders.size;
  const [waiter, ...others] = free;
  if (!waiter || others.length < places) throw new Error(`not enough demo patients to fill ${queue.date}`);
  queue.waiter = waiter;
  for (const email of others.slice(0, Math.max(places, 0))) {
    await bookThroughApi(email, doctor.id, queue.date, QUEUED.time);
  }
  const holder = (await visitsOn(doctor.id, queue.date, LIVE_STATUSES))[0];
  if (!holder) throw new Error(`nobody holds a live visit on ${queue.date}`);
  queue.holderEmail = holder.email;
  queue.holderVisit = holder.id;
}

/**
 * A clinic day of the doctor to be closed nobody else has booked, so the confirmation counts the one
 * visit booked here; the doctor's next clinic day after it is open, and the patient has nothing there.
 */
async function bookADayToClose() {
  const doctor = await doctorOf(CLOSED.email);
  closing.doctorId = doctor.id;
  let date = clinicDayFrom(doctor.clinic_days, addDays(today, 4));
  while ((await visitsOn(doctor.id, date, LIVE_STATUSES)).length > 0 || (await isClosed(doctor.id, date))) {
    date = clinicDayFrom(doctor.clinic_days, addDays(date, 1));
  }
  closing.date = date;
  closing.nextDate = clinicDayFrom(doctor.clinic_days, addDays(date, 1));
  if (await isClosed(doctor.id, closing.nextDate)) throw new Error(`${closing.nextDate} is closed already`);
  const busy = new Set((await visitsOn(doctor.id, closing.nextDate, LIVE_STATUSES)).map((v) => v.email));
  const patient = (await demoPatients()).find((email) => email !== queue.waiter && !busy.has(email));
  if (!patient) throw new Error(`every demo patient has a visit on ${closing.nextDate}`);
  closing.patient = patient;
  closing.visitId = await bookThroughApi(patient, doctor.id, date, CLOSED.time);
}

beforeAll(async () => {
  await fillADate();
  await bookADayToClose();
});

const rowOf = (page: Page, appointmentId: string) => page.locator(`tr[data-row-key="${appointmentId}"]`);

/** The patient's newest pending visit with the doctor, as stored. */
function newestPendingVisit(email: string, doctorId: string) {
  return env.server.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.time'])
    .select((eb) => eb.fn<string>('to_char', ['a.date', eb.val('YYYY-MM-DD')]).as('date'))
    .where('u.email', '=', email)
    .where('a.doctor_id', '=', doctorId)
    .where('a.status', '=', 'pending')
    .orderBy('a.created_at', 'desc')
    .executeTakeFirst();
}

test('a patient joins the waitlist of a full date and, when another patient cancels, sees the bell rise and the visit appear as pending', async () => {
  const shownDate = formatDisplayDate(queue.date);
  const waiter = await signedInPage(env.browser, env.server.baseUrl, queue.waiter, '/');
  const problems = watchConsole(waiter);
  await waiter.goto(`${env.server.baseUrl}/book-appointment/${queue.doctorId}`);
  const date = waiter.locator('#book-date');
  await date.click();
  await date.fill(shownDate);
  await date.press('Enter');
  const time = waiter.locator('#book-time');
  await time.click();
  await time.fill(QUEUED.time);
  await time.press('Enter');
  await waiter.getByRole('button', { name: 'Confirm Availability' }).click();
  await toastShown(waiter, `No slots left on ${shownDate}`);
  const join = waiter.getByRole('button', { name: 'Join waitlist' });
  await join.waitFor();
  expect(await waiter.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
  // at 1366 × 768 the card's buttons sit below the fold, under the picture
  await join.scrollIntoViewIfNeeded();
  await windowShot(waiter, 'capacity-booking-join-waitlist');

  await join.click();
  await toastShown(waiter, `You are on the waitlist for ${shownDate}: place 1`);
  await waiter.getByRole('link', { name: 'My waitlist' }).click();
  await waiter.waitForURL(`${env.server.baseUrl}/appointments`);
  const myWaitlist = waiter.getByRole('region', { name: 'My waitlist' });
  const entry = myWaitlist.getByRole('listitem', { name: `${QUEUED.name} on ${shownDate}` });
  await entry.getByText('Place 1', { exact: true }).waitFor();
  await windowShot(waiter, 'capacity-my-waitlist');

  // the push channel opens a few seconds after the page; then another patient gives up a place
  await waiter.locator('.notification-bell[data-live="true"]').waitFor({ timeout: 15_000 });
  const before = await bellCount(waiter);
  const { reply } = await apiCall(env.server.baseUrl, '/bookAppointment/cancel-appointment', {
    token: await apiToken(env.server.baseUrl, queue.holderEmail),
    body: { appointmentId: queue.holderVisit, reason: 'Something came up at work' },
  });
  expect(reply).toMatchObject({ success: true });

  const bell = waiter.getByRole('button', { name: `Notifications, ${before + 1} unseen` });
  await bell.waitFor({ timeout: 5000 });
  const promoted = await newestPendingVisit(queue.waiter, queue.doctorId);
  expect(promoted).toMatchObject({ date: queue.date, time: QUEUED.time });
  await rowOf(waiter, promoted?.id ?? '')
    .getByText('Pending', { exact: true })
    .waitFor();
  await myWaitlist.getByText('You are not on any waitlist').waitFor();
  await bell.click();
  await waiter
    .getByText(`A place opened with ${QUEUED.name} on ${shownDate}: your appointment request is now pending`)
    .first()
    .waitFor();
  await waitForMail(
    env.server.smtp,
    (m) => m.to.includes(queue.waiter) && m.subject.startsWith(`A place opened: ${QUEUED.name}`),
    10_000,
  );
  // the freed place went to the waiter and to nobody else
  expect(await visitsOn(queue.doctorId, queue.date, SLOT_STATUSES)).toHaveLength(
    (await doctorOf(QUEUED.email)).total_slots,
  );
  // the one refusal is the availability check on the full date, which the card answered with the queue
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  await waiter.context().close();
});

test('an admin closes a doctor’s clinic day; the patient booked on it opens the notification and rebooks in one click', async () => {
  const shownDate = formatDisplayDate(closing.date);
  const admin = await signedInPage(env.browser, env.server.baseUrl, ADMIN, '/admin/home');
  const adminProblems = watchConsole(admin);
  await admin.goto(`${env.server.baseUrl}/admin/doctorslist`);
  await admin.getByRole('button', { name: `Close clinic day for ${CLOSED.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Close clinic day: ${CLOSED.name}` });
  expect(await dialog.getByRole('radio', { name: 'One day' }).isChecked()).toBe(true);
  // typed, then taken from the calendar: Enter in this field would send the whole form at once
  const day = dialog.getByLabel('Clinic day');
  await day.click();
  await day.fill(shownDate);
  await admin.locator(`.ant-picker-dropdown td[title="${closing.date}"]`).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(CLOSING_REASON);
  const preview = dialog.getByRole('status').filter({ hasText: 'This will cancel' });
  await preview.waitFor();
  expect(await preview.innerText()).toBe('Covers 1 clinic day. This will cancel 1 appointment.');
  await windowShot(admin, 'capacity-close-clinic-day-dialog');

  await dialog.getByRole('button', { name: 'Close clinic day', exact: true }).click();
  await toastShown(admin, 'Closed 1 clinic day; 1 appointment cancelled');
  await dialog.waitFor({ state: 'detached' });
  const closings = admin.getByRole('region', { name: 'Closed clinic days' });
  const closed = closings.getByRole('row').filter({ hasText: shownDate }).filter({ hasText: CLOSING_REASON });
  await closed.waitFor();
  expect(await closed.innerText()).toContain(CLOSED.name);
  await closings.scrollIntoViewIfNeeded();
  await windowShot(admin, 'capacity-doctors-closed-clinic-days');

  await admin.goto(`${env.server.baseUrl}/admin/doctorslots-status`);
  const card = admin.getByRole('group', { name: CLOSED.name });
  await card.getByRole('list', { name: 'Closed dates' }).getByText(shownDate).waitFor();
  await card.getByText('Waitlist', { exact: true }).waitFor();
  await card.scrollIntoViewIfNeeded();
  await windowShot(admin, 'capacity-slots-status');
  expect(adminProblems).toEqual([]);
  await admin.context().close();

  const patient = await signedInPage(env.browser, env.server.baseUrl, closing.patient, '/');
  const problems = watchConsole(patient);
  await patient.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
  const notice = patient
    .getByRole('button')
    .filter({ hasText: `${CLOSED.name} is not holding clinic on ${shownDate}: ${CLOSING_REASON}.` });
  const offered = /Rebook on (\d{2}-\d{2}-\d{4}) in one click/.exec(await notice.innerText())?.[1];
  expect(offered).toBe(formatDisplayDate(closing.nextDate));
  const mail = await waitForMail(
    env.server.smtp,
    (m) => m.to.includes(closing.patient) && m.subject.startsWith(`Clinic day cancelled: ${CLOSED.name}`),
    10_000,
  );
  // the mail offers the same day as the notice, in its long form, and links to the same rebook
  const longNext = formatLongDateTime(closing.nextDate, '00:00').split(', ')[0];
  expect(mail.text).toContain(`The next open clinic day is ${longNext}`);
  expect(mail.text).toContain(`/appointments?rebook=${closing.visitId}`);
  await notice.click();
  await patient.waitForURL(`${env.server.baseUrl}/appointments`);
  const rebook = patient.getByRole('dialog', { name: 'Rebook appointment' });
  await rebook.getByText(`with ${CLOSED.name}`).waitFor();
  await rebook.getByRole('button', { name: 'Rebook', exact: true }).click();
  await toastShown(patient, 'Appointment booked successfully');
  await rebook.waitFor({ state: 'detached' });

  const rebooked = await newestPendingVisit(closing.patient, closing.doctorId);
  expect(rebooked).toMatchObject({ date: closing.nextDate, time: CLOSED.time });
  await rowOf(patient, rebooked?.id ?? '')
    .getByText('Pending', { exact: true })
    .waitFor();
  const old = rowOf(patient, closing.visitId);
  await old.getByText('Cancelled', { exact: true }).waitFor();
  expect(await old.getByRole('button', { name: `Rebook appointment with ${CLOSED.name}` }).count()).toBe(0);
  expect(problems).toEqual([]);
  await patient.context().close();
});
