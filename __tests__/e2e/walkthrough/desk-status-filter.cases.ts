import type { Page } from 'playwright-core';
import { signedInPage, windowShot } from '../../helpers/e2e';
import { addDays } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import type { AppointmentStatus } from '../../../src/shared/schemas/appointments';
import { env } from './environment';

/**
 * The staff desk's status filter offers what a clinic day produces (Follow-up, Completed, No-show,
 * which the dashboard counts) after Pending, Approved, Rejected and Cancelled; each shows only its
 * own rows, as many as the database holds, and stays in the URL.
 */
const STAFF = 'staff@clinicbook.local';
const OPTIONS = [
  'All Statuses',
  'Pending',
  'Approved',
  'Rejected',
  'Cancelled',
  'Follow-up',
  'Completed',
  'No-show',
];
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

/** How many appointments hold `status`, from the database itself. */
async function countOf(status: AppointmentStatus) {
  const row = await env.server.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The status badge of each row on the page (a row's other tags, waitlist or course, aside). */
async function shownStatuses(page: Page) {
  return page
    .locator('tbody tr[data-row-key]')
    .evaluateAll(
      (rows, statuses) =>
        rows.map(
          (row) =>
            [...row.querySelectorAll('.ant-tag')]
              .map((tag) => tag.textContent?.trim() ?? '')
              .find((text) => statuses.includes(text)) ?? '',
        ),
      OPTIONS.slice(1),
    );
}

beforeAll(async () => {
  // a no-show of yesterday, so every status the filter adds has a row whatever the demo day holds
  const patient = await env.server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'patient4@clinicbook.local')
    .executeTakeFirstOrThrow();
  const doctor = await env.server.db
    .selectFrom('doctors')
    .select('id')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const yesterday = addDays(today, -1);
  await env.server.db
    .insertInto('appointments')
    .values({
      user_id: patient.id,
      doctor_id: doctor.id,
      date: yesterday,
      schedule_date: yesterday,
      time: '09:00',
      status: 'no-show',
    })
    .execute();
});

test('Follow-up, Completed and No-show follow the first four statuses; each filters the list to its rows', async () => {
  const page = await signedInPage(env.browser, env.server.baseUrl, STAFF, '/staff/home');
  await page.goto(`${env.server.baseUrl}/staff/appointments-staff`);
  const select = page.getByLabel('Filter by status');
  await page.locator('tbody tr[data-row-key]').first().waitFor();
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await list.locator('.ant-select-item-option').first().waitFor();
  expect(await list.locator('.ant-select-item-option').allTextContents()).toEqual(OPTIONS);
  await windowShot(page, 'desk-status-filter-open');
  await page.keyboard.press('Escape');

  for (const [label, status] of [
    ['Follow-up', 'follow-up'],
    ['Completed', 'completed'],
    ['No-show', 'no-show'],
  ] as const) {
    const expected = await countOf(status);
    expect(expected).toBeGreaterThan(0);
    // the list the page asks the server for: one page, counted by the database
    const answered = page.waitForResponse(
      (res) =>
        res.url().includes('/api/admin/get-all-appointments') && res.url().includes(`status=${status}`),
    );
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) })
      .click();
    await page.waitForURL(new RegExp(`[?&]status=${status}\\b`));
    // the previous status's rows stay under the spinner until these arrive
    await page.waitForFunction(
      ([text, statuses]) =>
        document.querySelector('.ant-table-wrapper .ant-spin-spinning') === null &&
        [...document.querySelectorAll('tbody tr[data-row-key]')].every(
          (row) =>
            [...row.querySelectorAll('.ant-tag')].some((tag) => tag.textContent?.trim() === text) &&
            ![...row.querySelectorAll('.ant-tag')].some(
              (tag) => tag.textContent?.trim() !== text && statuses.includes(tag.textContent?.trim() ?? ''),
            ),
        ),
      [label, OPTIONS.slice(1)] as const,
    );
    const shown = await shownStatuses(page);
    expect(shown.length).toBe(Math.min(10, expected));
    expect(new Set(shown)).toEqual(new Set([label]));
    const body = (await (await answered).json()) as { total: number; pageSize: number; data: unknown[] };
    expect(body).toMatchObject({ total: expected, pageSize: 10 });
    expect(body.data).toHaveLength(Math.min(10, expected));
  }
  await windowShot(page, 'desk-status-filter-no-show');

  // a reload keeps the filter, as a shared link does
  await page.reload();
  await page.locator('tbody tr[data-row-key]').first().waitFor();
  expect(new Set(await shownStatuses(page))).toEqual(new Set(['No-show']));
  expect(await page.locator('.ant-select').filter({ has: select }).textContent()).toContain('No-show');
  await page.context().close();
});
