import type { Locator, Page } from 'playwright-core';
import { DESK_VIEWPORT, apiCall, apiToken, demoDoctor, signedInPage } from '../../helpers/e2e';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { formatDisplayDate } from '../../../src/shared/clinicDays';
import { env } from './environment';
import { newPatients, shotsOf } from './clinic-day-visits';

/** Dr. Emmanuel Etim sees patients round the clock and has thirty places a day. */
const DOCTOR = 'doctor6@clinicbook.local';
const DOCTOR_OPTION = 'Dr. Emmanuel Etim · Dentistry';

/** The clinic's date and time now, as the screens read them. */
function clinicWallClock(timeZone: string) {
  const now = new Date();
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date: clinicToday(timeZone, now), time };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** The doctor's last bookable time of a day, on the picker's quarter-hour steps. */
const LAST_QUARTER = minutesOf('23:45');
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether the element lies wholly inside the desk's window, with no scrolling. */
async function inView(locator: Locator) {
  const box = await locator.boundingBox();
  return (
    box !== null &&
    box.y >= 0 &&
    box.x + box.width <= DESK_VIEWPORT.width &&
    box.y + box.height <= DESK_VIEWPORT.height
  );
}

/** The hours the open time picker offers. */
async function offeredHours(page: Page): Promise<number[]> {
  const hours = page
    .locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column')
    .first()
    .locator('.ant-picker-time-panel-cell-inner');
  await hours.first().waitFor();
  return (await hours.allInnerTexts()).map(Number);
}

test('a walk-in booked at the desk is checked in from the booking’s confirmation; today offers no time already past; date and time in view at 1366 × 768', async () => {
  const { baseUrl, db } = env.server;
  const [patient] = await newPatients(['Walker Comesin']);
  const page = await signedInPage(env.browser, baseUrl, 'staff@clinicbook.local', '/staff/home');
  await page.goto(`${baseUrl}/staff/today`);
  await page.getByRole('button', { name: 'Walk-in' }).click();
  await page.waitForURL(/\/staff\/patients\/find\?walkIn=1$/);
  await page.getByLabel('Search patients by name, phone or email').fill(patient.name);
  await page.getByRole('button', { name: `Book for ${patient.name}` }).click();
  await page.getByRole('heading', { name: `Book for ${patient.name}` }).waitFor();
  await page.getByRole('combobox', { name: 'Doctor' }).click();
  await page.keyboard.type('Etim');
  await page.locator('.ant-select-item-option', { hasText: DOCTOR_OPTION }).click();

  const now = clinicWallClock(DEFAULT_CLINIC_TIMEZONE);
  // a quarter hour at least ten minutes off, on the picker's quarter-hour steps
  const at = Math.ceil((minutesOf(now.time) + 10) / 15) * 15;
  const walkIn = page.getByRole('button', { name: 'Walk-in: book for today' });
  if (minutesOf(now.time) > LAST_QUARTER) {
    // the doctor's day is over: there is no time left to book a walk-in for today
    await expect(walkIn.isDisabled()).resolves.toBe(true);
    return;
  }
  if (at > LAST_QUARTER) {
    // the day's last quarter is still to come, so the desk may book it, but it is under ten minutes
    // away: booking it here would race the clock to the server's refusal of a time already past
    await expect(walkIn.isEnabled()).resolves.toBe(true);
    return;
  }
  await walkIn.click();
  const date = page.locator('#book-date');
  const time = page.locator('#book-time');
  await time.waitFor();
  expect(await date.inputValue()).toBe(formatDisplayDate(now.date));
  // the desk's screen shows the date and the time without scrolling
  expect(await inView(date)).toBe(true);
  expect(await inView(time)).toBe(true);
  await shotsOf(page, 'walk-in-booking');

  // today's list starts at the hour of the next quarter on the clinic's clock (read either side of
  // opening it, should a quarter end meanwhile)
  const firstHour = () =>
    Math.floor(Math.ceil(minutesOf(clinicWallClock(DEFAULT_CLINIC_TIMEZONE).time) / 15) / 4);
  const before = firstHour();
  await time.click();
  const hours = await offeredHours(page);
  expect(hours.length).toBeGreaterThan(0);
  expect([before, firstHour()]).toContain(Math.min(...hours));
  await shotsOf(page, 'walk-in-times');
  await time.fill(hhmm(at));
  await time.press('Enter');
  await page.getByRole('button', { name: 'Confirm Availability' }).click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Booked and approved for' });
  await confirmation
    .getByText(`Booked and approved for ${formatDisplayDate(now.date)} at ${hhmm(at)}`)
    .waitFor();
  await shotsOf(page, 'walk-in-booked');
  await confirmation.getByRole('button', { name: 'Check in now' }).click();
  const ticket = page.getByText(/^Queue number [A-Z]+-\d{3}$/);
  await ticket.waitFor();
  const number = (await ticket.innerText()).replace('Queue number ', '');
  await page.locator('.ant-message').getByText(`${patient.name} checked in: ${number}`).waitFor();
  await shotsOf(page, 'walk-in-checked-in');

  const visit = await db
    .selectFrom('clinic_visits as v')
    .innerJoin('appointments as a', 'a.id', 'v.appointment_id')
    .select(['v.state', 'a.status', 'a.id'])
    .where('a.user_id', '=', patient.id)
    .executeTakeFirstOrThrow();
  expect(visit).toMatchObject({ state: 'arrived', status: 'approved' });
  // the server holds check-in's rules: once only
  const token = await apiToken(baseUrl, 'staff@clinicbook.local');
  const again = await apiCall(baseUrl, '/desk/check-in', { body: { appointmentId: visit.id }, token });
  expect(again.status).toBe(409);
  expect(again.reply.message).toBe('This patient has already checked in');

  // and refuses a booking for a time already past today, as the picker does not offer one
  const doctor = await demoDoctor(db, DOCTOR);
  const [late] = await newPatients(['Latecomer Pastime']);
  const past = hhmm(Math.floor((minutesOf(now.time) - 1) / 15) * 15);
  if (past > '00:00') {
    const refused = await apiCall(baseUrl, '/bookAppointment/book-appointment', {
      body: { doctorId: doctor.id, date: now.date, time: past, patientId: late.id },
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.reply.message).toBe(`${past} has already passed today. Please choose a later time.`);
  }

  await page.getByRole('button', { name: 'Open Today' }).click();
  await page.waitForURL(new RegExp(`/staff/today\\?doctorId=${doctor.id}$`));
  await page
    .getByRole('row', { name: new RegExp(patient.name) })
    .getByText(number)
    .waitFor();
  await page.context().close();
});
