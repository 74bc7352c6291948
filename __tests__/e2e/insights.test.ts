import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { DESK_VIEWPORT, demoDoctor, e2eEnvironment, shotsAtBothWidths, signedInPage } from '../helpers/e2e';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import { addDays } from '../../src/shared/clinicDays';

/** The insights page as an admin and as a doctor, its filters in the URL, a chart's table view. */
const env = e2eEnvironment();
const today = () => clinicToday(DEFAULT_CLINIC_TIMEZONE);

/** Four visits of doctor1 three days ago, three seen and one missed, for patient3. */
async function knownVisits() {
  const { db } = env.server;
  const doctor = await demoDoctor(db, 'doctor1@clinicbook.local');
  const patient = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'patient3@clinicbook.local')
    .executeTakeFirstOrThrow();
  const date = addDays(today(), -3);
  await db
    .insertInto('appointments')
    .values(
      ['completed', 'completed', 'completed', 'no-show'].map((status, i) => ({
        user_id: patient.id,
        doctor_id: doctor.id,
        date,
        time: `${10 + i}:00`,
        status: status as 'completed' | 'no-show',
        schedule_date: date,
      })),
    )
    .execute();
  // what the day holds now, the demo's visits included, counted from the appointments themselves
  const { rows } = await sql<{ completed: number; missed: number }>`
    SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed,
           count(*) FILTER (WHERE status = 'no-show')::int AS missed
    FROM appointments WHERE doctor_id = ${doctor.id} AND coalesce(schedule_date, date) = ${date}::date`.execute(
    db,
  );
  return { doctorName: `Dr. ${doctor.first_name} ${doctor.last_name}`, date, day: rows[0]! };
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function shots(page: Page, name: string) {
  await shotsAtBothWidths(page, name, true);
  await page.setViewportSize(DESK_VIEWPORT);
}

test('an admin narrows the range and the doctor, and reads the bookings chart as a table; the URL keeps it all', async () => {
  const { baseUrl } = env.server;
  const { doctorName, date, day } = await knownVisits();
  const page = await signedInPage(env.browser, baseUrl, 'admin@clinicbook.local', '/admin/home');
  await page.goto(`${baseUrl}/admin/insights`);
  await page.getByRole('heading', { name: 'Insights', level: 2 }).waitFor();
  // a chart says when the library has finished drawing it: none is still busy before the screenshots
  await card(page, 'Bookings over time by status')
    .locator('[role="img"][aria-busy="false"] canvas')
    .waitFor();
  await page.waitForFunction(() => document.querySelector('.insights-chart[aria-busy="true"]') === null);
  await shots(page, 'insights-admin');

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Last 7 days' }).click();
  await page.waitForURL(/range=7d/);
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).click();
  await page.keyboard.type(doctorName.replace('Dr. ', ''));
  await page.locator('.ant-select-item-option', { hasText: doctorName }).first().click();
  await page.waitForURL(/doctorId=/);

  const bookings = card(page, 'Bookings over time by status');
  await bookings.getByRole('button', { name: 'View as table' }).click();
  // the day of the known visits, in its status columns
  const [y, m, d] = date.split('-');
  const row = bookings.getByRole('row').filter({ hasText: `${d}-${m}-${y}` });
  await row.waitFor();
  const headers = await bookings.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  const cell = (title: string) => cells[headers.indexOf(title)];
  expect([cell('Completed'), cell('No-show')]).toEqual([String(day.completed), String(day.missed)]);

  // a reload shows the same view
  await page.reload();
  await page.getByRole('combobox', { name: 'Period' }).waitFor();
  // the doctor's select shows the doctor's id until the list of doctors has arrived, then the name
  const filters = page.locator('.insights-filters');
  await filters.getByText(doctorName).first().waitFor();
  expect(await filters.innerText()).toContain('Last 7 days');
  expect(await filters.innerText()).toContain(doctorName);

  // a period without visits: every chart says so
  await page.goto(`${baseUrl}/admin/insights?from=2020-01-01&to=2020-01-31`);
  await card(page, 'Bookings over time by status')
    .getByText('No data for this period and these filters')
    .waitFor();
  await shots(page, 'insights-admin-empty');
  await page.context().close();
});

test('a doctor sees their own figures, with no doctor filter', async () => {
  const { baseUrl } = env.server;
  const page = await signedInPage(env.browser, baseUrl, 'doctor1@clinicbook.local', '/doctor/home');
  await page.goto(`${baseUrl}/doctor/insights`);
  await page.getByRole('heading', { name: 'Insights', level: 2 }).waitFor();
  await page
    .getByRole('group', { name: /booked/i })
    .first()
    .waitFor();
  expect(await page.getByRole('combobox', { name: 'Doctor', exact: true }).count()).toBe(0);
  expect(await page.getByRole('region', { name: /Doctors ranked/i }).count()).toBe(0);
  await shots(page, 'insights-doctor');
  await page.context().close();

  const patient = await signedInPage(env.browser, baseUrl, 'patient1@clinicbook.local', '/');
  await patient.goto(`${baseUrl}/admin/insights`);
  await patient.waitForURL(/unauthori[sz]ed/);
  await patient.context().close();
});
