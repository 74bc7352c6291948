import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { e2eEnvironment, DEMO_PASSWORD } from '../helpers/e2e';
import { addDays, formatDisplayDate, matchesAnyClinicDay } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

const env = e2eEnvironment();
const MAX_TABS = 60;

const isFocused = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/** Presses Tab until the target (or something inside it) has the focus: it must be reachable. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/**
 * Presses a key that moves the focus, and waits until it has moved: the menu moves it on the next
 * animation frame, so a check made at once could see the old item and press again, one item too far.
 */
async function pressMovingFocus(page: Page, key: string) {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await page.waitForFunction((element) => document.activeElement !== element, before);
  await before.dispose();
}

/** Waits until the focus is inside `container` (a dialog takes it once it has opened). */
async function focusInside(page: Page, container: Locator) {
  const element = await container.elementHandle();
  await page.waitForFunction((box) => box?.contains(document.activeElement) ?? false, element);
  await element?.dispose();
}

/**
 * Waits until the appointment table shows the search's own rows. The search is sent after a pause
 * and the previous rows stay on screen under the table's spinner until it is answered: Tab presses
 * made before then walk rows that are about to be replaced, and lose the focus with them.
 */
async function searchAnswered(page: Page, patient: string) {
  await page.waitForFunction((name) => {
    if (document.querySelector('.ant-table-wrapper .ant-spin-spinning')) return false;
    const rows = [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')];
    return rows.length > 0 && rows.every((row) => row.textContent?.includes(name));
  }, patient);
}

/** A patient with exactly one pending appointment, and a clinic day of its doctor to schedule it on. */
async function pendingVisit() {
  const pending = await env.server.db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .innerJoin('doctors', 'doctors.id', 'appointments.doctor_id')
    .select(['appointments.id', 'users.name', 'doctors.clinic_days'])
    .where('appointments.status', '=', 'pending')
    .execute();
  const visit = pending.find((row) => pending.filter((other) => other.name === row.name).length === 1);
  if (!visit) throw new Error('the demo data has no patient with a single pending appointment');
  // the second clinic day from tomorrow on, so the date is picked rather than the suggestion taken
  let date = addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 1);
  for (let found = 0; ; date = addDays(date, 1)) {
    if (matchesAnyClinicDay(visit.clinic_days, date) && ++found === 2) break;
  }
  return { ...visit, date };
}

test('front desk by keyboard alone: sign in, find a pending visit, approve it with a date, export the list', async () => {
  const visit = await pendingVisit();
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const { baseUrl } = env.server;

  await page.goto(`${baseUrl}/login`);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('staff@clinicbook.local');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/staff/home`);

  // into the main menu, then down its entries with the arrow keys
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu);
  const appointments = menu.getByRole('menuitem', { name: 'Appointments' });
  for (let presses = 0; !(await isFocused(appointments)) && presses < 10; presses++) {
    await pressMovingFocus(page, 'ArrowDown');
  }
  if (!(await isFocused(appointments))) throw new Error('Appointments not reachable with the arrow keys');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/staff/appointments-staff`);

  await tabTo(page, page.getByRole('textbox', { name: 'Search patient' }));
  await page.keyboard.type(visit.name);
  await searchAnswered(page, visit.name);
  const approve = page.getByRole('button', { name: `Approve appointment of ${visit.name}` });
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Approve Appointment' });
  // the dialog's code downloads on first use, and once open the dialog pulls the focus in: tab from there
  await focusInside(page, modal);
  await tabTo(page, modal.getByLabel('Comment', { exact: true }));
  await page.keyboard.type('Booked in at the front desk');
  await tabTo(page, modal.getByLabel('Schedule date'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(formatDisplayDate(visit.date));
  // Enter takes the typed date and confirms the dialog, as its OK button would
  await page.keyboard.press('Enter');
  await page.locator('.ant-message').getByText('Appointment approved').waitFor();
  await modal.waitFor({ state: 'detached' });

  const approved = await env.server.db
    .selectFrom('appointments')
    .select(['status', 'comment', sql<string>`schedule_date::text`.as('schedule_date')])
    .where('id', '=', visit.id)
    .executeTakeFirstOrThrow();
  expect(approved).toMatchObject({
    status: 'approved',
    schedule_date: visit.date,
    comment: 'Booked in at the front desk',
  });
  // the patient may have other visits approved already: look at this appointment's own row
  await page.locator(`tr[data-row-key="${visit.id}"]`).getByText('Approved', { exact: true }).waitFor();

  await tabTo(page, page.getByRole('button', { name: 'Export to Excel' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('appointments.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows = (workbook.getWorksheet('Appointments')?.getSheetValues() ?? [])
    .filter(Boolean)
    .map((row) => (row as unknown[]).slice(1));
  // the export holds what the search shows: this patient's visits, the one just approved among them
  expect(rows[0]).toEqual(['Patient', 'Service', 'Doctor', 'Clinic Day', 'Date', 'Time', 'Status']);
  expect(rows.slice(1).every((row) => row[0] === visit.name)).toBe(true);
  expect(rows).toContainEqual(
    expect.arrayContaining([visit.name, formatDisplayDate(visit.date), 'Approved']),
  );
  await context.close();
});
