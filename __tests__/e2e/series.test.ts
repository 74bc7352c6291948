import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESK_VIEWPORT, NARROW_VIEWPORT, demoDoctor, e2eEnvironment, signedInPage } from '../helpers/e2e';
import { hashPassword } from '../../src/server/accounts/passwords';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { addDays, formatDisplayDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

/**
 * A course of visits at the desk: the desk books a six-week course for a caller, takes the
 * alternative for the week the doctor closed, then cancels "this and the following" from the fourth.
 */
const env = e2eEnvironment();
const CALLER = 'Ngozi Course-Caller';
const SHOTS = process.env.SERIES_SHOTS_DIR ?? '/tmp/shots';
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
/** Weekly from tomorrow; Dr. Yusuf sees patients every day, round the clock. */
const weeks = Array.from({ length: 6 }, (_, i) => addDays(today, 1 + 7 * i));
const closed = weeks[2];
const alternative = addDays(closed, 1);
let patientId = '';
let doctorId = '';

beforeAll(async () => {
  const { db } = env.server;
  const patient = await db
    .insertInto('users')
    .values({
      name: CALLER,
      email: 'ngozi.course@clinicbook.local',
      phone: '+234 803 555 0132',
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  patientId = patient.id;
  doctorId = (await demoDoctor(db, 'doctor3@clinicbook.local')).id;
  await db
    .insertInto('closed_clinic_days')
    .values({ doctor_id: doctorId, date: closed, reason: 'Conference', closed_by_name: 'Admin' })
    .execute();
});

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['1366', DESK_VIEWPORT],
    ['768', NARROW_VIEWPORT],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(DESK_VIEWPORT);
}

test('the desk books a six-week course, takes the alternative for the closed week, then cancels the fourth and the following', async () => {
  const { baseUrl } = env.server;
  const page = await signedInPage(env.browser, baseUrl, 'staff@clinicbook.local', '/staff/home');
  await page.goto(`${baseUrl}/staff/patients/${patientId}/book?doctorId=${doctorId}`);
  await page.getByRole('region', { name: 'Doctor Information' }).waitFor();
  await page.getByRole('button', { name: 'Book a course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a course of visits' });

  // typed, as a keyboard user does
  await dialog.getByLabel('First date').fill(formatDisplayDate(weeks[0]));
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Time').fill('10:00');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Check dates' }).click();
  const course = dialog.getByRole('region', { name: 'The course' });
  await course.getByRole('listitem').nth(5).waitFor();
  for (const week of weeks.filter((w) => w !== closed)) {
    await course
      .getByRole('listitem', { name: formatDisplayDate(week) })
      .getByText('Free')
      .waitFor();
  }
  const refused = course.getByRole('listitem', { name: formatDisplayDate(closed) });
  await refused.getByText('Not possible').waitFor();
  expect(await dialog.getByRole('button', { name: 'Book 5 visits' }).isDisabled()).toBe(true);
  await shoot(page, 'series-dialog');

  await refused
    .getByRole('button', {
      name: `Use ${formatDisplayDate(alternative)} instead of ${formatDisplayDate(closed)}`,
    })
    .click();
  await course
    .getByRole('listitem', { name: formatDisplayDate(alternative) })
    .getByText('Free')
    .waitFor();
  await dialog.getByRole('button', { name: 'Book 6 visits' }).click();

  await page.waitForURL(`${baseUrl}/staff/appointments-staff`);
  await page.getByRole('textbox', { name: 'Search patient' }).fill('Ngozi');
  const rows = page.getByRole('row', { name: new RegExp(CALLER) });
  for (let i = 1; i <= 6; i++) await rows.filter({ hasText: `${i} of 6` }).waitFor();
  const booked = [weeks[0], weeks[1], alternative, ...weeks.slice(3)];
  for (const [i, date] of booked.entries()) {
    await rows
      .filter({ hasText: `${i + 1} of 6` })
      .getByText(formatDisplayDate(date))
      .waitFor();
  }
  await shoot(page, 'series-list');

  await rows
    .filter({ hasText: '4 of 6' })
    .getByRole('button', { name: `Cancel appointment of ${CALLER}` })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await cancel.getByRole('radio', { name: 'This and the following ones' }).check();
  await cancel.getByText('Visits 4 to 6 of this course will be cancelled.').waitFor();
  await cancel.getByLabel('Reason').fill('Moving to Abuja');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await cancel.waitFor({ state: 'hidden' });

  for (let i = 4; i <= 6; i++)
    await rows
      .filter({ hasText: `${i} of 6` })
      .getByText('Cancelled')
      .waitFor();
  for (let i = 1; i <= 3; i++) {
    expect(
      await rows
        .filter({ hasText: `${i} of 6` })
        .getByText('Cancelled')
        .count(),
    ).toBe(0);
  }
  await page.context().close();
});
