import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DEMO_PASSWORD, NARROW_VIEWPORT, e2eEnvironment, signIn, snap, watchConsole } from '../helpers/e2e';
import { hashPassword } from '../../src/server/accounts/passwords';
import { addDays, formatDisplayDate, matchesAnyClinicDay } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

/**
 * The appointments desk at hospital scale: a patient with 2,000 requests, served a page at
 * a time; the front desk's screen is 1366 × 768.
 */
const env = e2eEnvironment();
const PATIENT = 'Bisola Export-Tester';
const ROWS = 2000;
const DOCTOR = 'doctor2@clinicbook.local'; // Dr. Chinwe Okonkwo: Weekday, 20 slots
const DESK = { width: 1366, height: 768 };
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

beforeAll(async () => {
  const { db } = env.server;
  const patient = await db
    .insertInto('users')
    .values({
      name: PATIENT,
      email: 'bisola.export@clinicbook.local',
      phone: '+234 802 555 0199',
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doctor = await db
    .selectFrom('doctors')
    .select('id')
    .where('email', '=', DOCTOR)
    .executeTakeFirstOrThrow();
  // requests for long-past dates, so none of them takes a place on the dates approved below
  await sql`
    INSERT INTO appointments (user_id, doctor_id, date, time, status, created_at)
    SELECT ${patient.id}, ${doctor.id}, date '2024-01-01' + (n % 300), '10:00', 'pending',
           now() - make_interval(mins => n)
    FROM generate_series(1, ${ROWS}) AS n`.execute(db);
});

async function deskPage(email: string, landing: string): Promise<Page> {
  const context = await env.browser.newContext({ viewport: DESK, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${landing}`);
  return page;
}

/** Whether an element lies wholly inside the window, with no scrolling. */
async function inView(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= DESK.width && box.y + box.height <= DESK.height;
}

/**
 * The words of the column titles that are split over two lines or stick out of their title's box
 * (as 'Followu p Date' and 'Approve d By' once were at 1366 px), from each word's rendered boxes.
 */
const brokenTitleWords = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ant-table-thead th')].flatMap((th) => {
      const box = (th.querySelector('.ant-table-column-title') ?? th).getBoundingClientRect();
      const broken: string[] = [];
      const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          const { left, right } = range.getBoundingClientRect();
          if (lines.size > 1 || (lines.size === 1 && (left < box.left - 0.5 || right > box.right + 0.5)))
            broken.push(`${word[0]} in ${th.textContent}`);
        }
      }
      return broken;
    }),
  );

const searchFor = `search=${encodeURIComponent(PATIENT)}`;

test.each([
  ['admin@clinicbook.local', '/admin/home', '/admin/appointments-admin', 'desk-admin-1366'],
  [DOCTOR, '/doctor/home', '/doctor/appointments', 'desk-doctor-1366'],
])(
  '%s: at 1366 × 768 Status and the row actions show without scrolling sideways; no column title breaks inside a word, at 768 px either',
  async (email, landing, path, shot) => {
    const page = await deskPage(email, landing);
    await page.goto(`${env.server.baseUrl}${path}?${searchFor}`);
    const approve = page.getByRole('button', { name: `Approve appointment of ${PATIENT}` }).first();
    await approve.waitFor();
    await snap(page, shot);
    expect(await inView(page, page.getByRole('columnheader', { name: 'Status' }))).toBe(true);
    expect(await inView(page, page.getByRole('columnheader', { name: 'Patient' }))).toBe(true);
    expect(await inView(page, approve)).toBe(true);
    expect(
      await inView(page, page.getByRole('button', { name: `Reject appointment of ${PATIENT}` }).first()),
    ).toBe(true);
    expect(await brokenTitleWords(page)).toEqual([]);
    await page.setViewportSize(NARROW_VIEWPORT);
    expect(await brokenTitleWords(page)).toEqual([]);
    await page.context().close();
  },
);

test('an approve on page 3 keeps the desk on page 3 with that row approved; Excel holds every matching row', async () => {
  const page = await deskPage('admin@clinicbook.local', '/admin/home');
  const problems = watchConsole(page);
  await page.goto(`${env.server.baseUrl}/admin/appointments-admin?${searchFor}`);
  await page
    .getByRole('button', { name: `Approve appointment of ${PATIENT}` })
    .first()
    .waitFor();
  const firstOnPage1 = await page.locator('tbody tr[data-row-key]').first().getAttribute('data-row-key');
  await page.locator('.ant-pagination-item-3').click();
  await page.waitForURL(/[?&]page=3\b/);
  await page.locator('.ant-pagination-item-active', { hasText: '3' }).waitFor();
  // the previous page's rows stay under the spinner until page 3 arrives: under load a
  // row read before then belongs to page 1, and page 3 replaces it after the approve
  await page.waitForFunction((before) => {
    const first = document.querySelector('tbody tr[data-row-key]');
    const loading = document.querySelector('.ant-table-wrapper .ant-spin-spinning');
    return first !== null && first.getAttribute('data-row-key') !== before && loading === null;
  }, firstOnPage1);

  const row = page.locator('tbody tr[data-row-key]').first();
  const rowKey = await row.getAttribute('data-row-key');
  let visit = addDays(today, 1);
  while (!matchesAnyClinicDay(['Weekday'], visit)) visit = addDays(visit, 1);
  await row.getByRole('button', { name: `Approve appointment of ${PATIENT}` }).click();
  const modal = page.getByRole('dialog', { name: 'Approve Appointment' });
  await modal.getByLabel('Comment', { exact: true }).fill('Front desk approval');
  await modal.getByLabel('Schedule date').fill(formatDisplayDate(visit));
  await modal.getByLabel('Schedule date').press('Enter');
  await page.locator('.ant-message').getByText('Appointment approved').waitFor();

  const sameRow = page.locator(`tbody tr[data-row-key="${rowKey}"]`);
  await sameRow.getByText('Approved', { exact: true }).waitFor();
  expect(new URL(page.url()).searchParams.get('page')).toBe('3');
  await expect(page.locator('.ant-pagination-item-active').innerText()).resolves.toBe('3');
  await snap(page, 'desk-approved-on-page-3');

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows = (workbook.getWorksheet('Appointments')?.getSheetValues() ?? [])
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Patient', 'Service', 'Doctor', 'Clinic Day', 'Date', 'Time', 'Status']);
  expect(rows).toHaveLength(ROWS + 1);
  expect(rows.slice(1).every((r) => r[0] === PATIENT)).toBe(true);
  expect(rows.filter((r) => r[6] === 'Approved')).toHaveLength(1);
  expect(problems).toEqual([]);
});
