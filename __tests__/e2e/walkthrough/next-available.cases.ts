import type { Page } from 'playwright-core';
import { env } from './environment';
import { shotsAtBothWidths, signedInPage, toastShown, userIdOf, windowShot } from '../../helpers/e2e';
import { addDays, formatDisplayDate, nextClinicDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';

/*
 * One answer to "when": a patient reads a doctor's next available date on the card, opens the
 * booking page, and finds the same date as its next clinic day, and tags that name only the days it
 * offers; the date is one the booking rules take.
 */

const PATIENT = 'patient7@clinicbook.local';
const PHONE = { width: 412, height: 915 };

interface Setting {
  firstName: string;
  lastName: string;
  clinicDays: string[];
  totalSlots: number;
}

/** An approved doctor of its own, with the clinic days and places given. */
async function makeDoctor(setting: Setting) {
  const { db } = env.server;
  const email = `${setting.firstName.toLowerCase()}.when@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      name: `${setting.firstName} ${setting.lastName}`,
      email,
      phone: '+2348030000000',
      password_hash: null,
      is_doctor: true,
      is_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doctor = await db
    .insertInto('doctors')
    .values({
      user_id: user.id,
      first_name: setting.firstName,
      last_name: setting.lastName,
      email,
      phone_number: '+2348030000000',
      gender: null,
      location: 'Ikeja',
      service: 'Cardiology',
      specialization: 'Family Medicine',
      experience: 5,
      fee_per_consultation: 8000,
      appointment_start: '08:00',
      appointment_end: '17:00',
      total_slots: setting.totalSlots,
      clinic_days: setting.clinicDays,
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...setting, id: doctor.id, name: `Dr. ${setting.firstName} ${setting.lastName}` };
}
type MadeDoctor = Awaited<ReturnType<typeof makeDoctor>>;

/** Every place of the doctor's date held by pending requests of other patients. */
async function fill(doctor: MadeDoctor, date: string) {
  const { db } = env.server;
  const holder = await userIdOf(db, 'patient8@clinicbook.local');
  await db
    .insertInto('appointments')
    .values(
      Array.from({ length: doctor.totalSlots }, () => ({
        user_id: holder,
        doctor_id: doctor.id,
        date,
        time: '09:00',
        status: 'pending' as const,
      })),
    )
    .execute();
}

async function close(doctor: MadeDoctor, date: string) {
  await env.server.db
    .insertInto('closed_clinic_days')
    .values({
      doctor_id: doctor.id,
      date,
      reason: 'Conference',
      closed_by: null,
      closed_by_name: 'Demo Admin',
    })
    .execute();
}

const DATE = /\d{2}-\d{2}-\d{4}/;

/** The card's next available date as shown, on the patient's home, found by the doctor's name. */
async function cardDate(page: Page, doctor: MadeDoctor): Promise<string> {
  await page.goto(`${env.server.baseUrl}/?dq=${encodeURIComponent(doctor.firstName)}`);
  const card = page.getByRole('article', { name: doctor.name });
  const line = card.getByText(/^Next available:/).locator('..');
  await line.waitFor();
  await card.scrollIntoViewIfNeeded();
  return DATE.exec(await line.innerText())?.[0] ?? '';
}

/** The booking page opened from the card: its next clinic day and its clinic-day tags. */
async function bookingPage(page: Page, doctor: MadeDoctor) {
  await page.getByRole('button', { name: `Book ${doctor.name}` }).click();
  const hint = page.getByText(/^Next clinic day: /);
  await hint.waitFor();
  const details = page.getByRole('region', { name: 'Doctor Information' });
  return {
    next: DATE.exec(await hint.innerText())?.[0] ?? '',
    tags: await details.getByRole('listitem').allInnerTexts(),
  };
}

let today: string;
let doctors: Record<'fullThenClosed' | 'anyDay' | 'mondays', MadeDoctor>;

beforeAll(async () => {
  today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  doctors = {
    // every day, one place: today full, tomorrow closed
    fullThenClosed: await makeDoctor({
      firstName: 'Ifeoma',
      lastName: 'Okafor',
      clinicDays: ['Everyday'],
      totalSlots: 1,
    }),
    // an ordinal rule beside By Appointment, which takes every day
    anyDay: await makeDoctor({
      firstName: 'Tunde',
      lastName: 'Bakare',
      clinicDays: ['2nd or 3rd Tuesday of the Month', 'By Appointment'],
      totalSlots: 4,
    }),
    // Mondays, said twice; the first one full
    mondays: await makeDoctor({
      firstName: 'Halima',
      lastName: 'Sani',
      clinicDays: ['Monday', 'Alternate Monday'],
      totalSlots: 2,
    }),
  };
  await fill(doctors.fullThenClosed, today);
  await close(doctors.fullThenClosed, addDays(today, 1));
  await fill(doctors.mondays, nextClinicDate(['Monday'], today) as string);
});

test.each([
  ['fullThenClosed', () => addDays(today, 2), ['Everyday']],
  ['anyDay', () => today, ['Everyday']],
  ['mondays', () => addDays(nextClinicDate(['Monday'], today) as string, 7), ['Monday']],
] as const)(
  "%s: the card's next available date is the booking page's next clinic day, and the tags name only the days it offers",
  async (key, expected, tags) => {
    const doctor = doctors[key];
    const page = await signedInPage(env.browser, env.server.baseUrl, PATIENT, '/', PHONE);
    const card = await cardDate(page, doctor);
    await windowShot(page, `next-available-${key}-card-412`);
    const booking = await bookingPage(page, doctor);
    await windowShot(page, `next-available-${key}-booking-412`);
    await shotsAtBothWidths(page, `next-available-${key}-booking`);
    const shown = formatDisplayDate(expected());
    expect({ card, ...booking }).toEqual({ card: shown, next: shown, tags });
    await page.context().close();
  },
);

test('the date the card and the booking page name is one the booking rules take', async () => {
  const doctor = doctors.fullThenClosed;
  const page = await signedInPage(env.browser, env.server.baseUrl, PATIENT, '/');
  const shown = await cardDate(page, doctor);
  const { next } = await bookingPage(page, doctor);
  expect(next).toBe(shown);
  const date = page.locator('#book-date');
  await date.click();
  await date.fill(next);
  await date.press('Enter');
  const time = page.locator('#book-time');
  await time.click();
  await time.fill('10:00');
  await time.press('Enter');
  await page.getByRole('button', { name: 'Confirm Availability' }).click();
  await toastShown(page, 'Appointment available');
  await page.getByRole('button', { name: 'Book Now' }).waitFor();
  await page.context().close();
});
