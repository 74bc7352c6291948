import type { Page } from 'playwright-core';
import { apiCall, apiToken, signedInPage, windowShot } from '../../helpers/e2e';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { env } from './environment';

/**
 * The audit log as an administrator reads it: what was done in words of the reader's language (not
 * an API route), on whom by name (a visit as its doctor and date), and when in the clinic's time.
 */
const ADMIN = 'admin@clinicbook.local';
const PATIENT = { name: 'Obiageli Audit', email: 'walk-audit-patient@example.com' };
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

let visitDate: string;
let doctorName: string;

/** 'DD-MM-YYYY HH:mm:ss' at the clinic. */
function clinicTimeOf(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: DEFAULT_CLINIC_TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The rows on the page, each as its cells' texts. */
const tableRows = (page: Page) =>
  page
    .locator('tbody tr[data-row-key]')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );

beforeAll(async () => {
  const { db, baseUrl } = env.server;
  const [patient] = await db
    .insertInto('users')
    .values({ name: PATIENT.name, email: PATIENT.email, phone: '+2348035550177', is_verified: true })
    .returning('id')
    .execute();
  const doctor = await db
    .selectFrom('doctors')
    .select(['id', 'first_name', 'last_name'])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  doctorName = `${doctor.first_name} ${doctor.last_name}`.replace(/^Dr\.?\s+/, '');
  visitDate = addDays(today, 4);
  const [visit] = await db
    .insertInto('appointments')
    .values({ user_id: patient.id, doctor_id: doctor.id, date: visitDate, time: '10:00', status: 'pending' })
    .returning('id')
    .execute();
  const token = await apiToken(baseUrl, ADMIN);
  const rejected = await apiCall(baseUrl, '/doctor/change-appointment-status', {
    body: { appointmentId: visit.id, status: 'rejected', comment: 'Booked twice' },
    token,
  });
  expect(rejected.status).toBe(200);
  for (const path of [`/admin/block-user/${patient.id}`, `/admin/unblock-user/${patient.id}`]) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  }
});

test('actions in words, targets by name, times at the clinic; in French for a French reader', async () => {
  const { baseUrl, db } = env.server;
  const page = await signedInPage(env.browser, baseUrl, ADMIN, '/admin/home');
  await page.goto(`${baseUrl}/admin/audit-log?actor=${encodeURIComponent(ADMIN)}`);
  await page.getByRole('cell', { name: 'Unblocked a user' }).first().waitFor();
  const rows = await tableRows(page);

  const visitRow = rows.find((cells) => cells.includes('Approved or rejected a visit'));
  expect(visitRow).toContain(`Visit with Dr. ${doctorName} on ${formatDisplayDate(visitDate)}`);
  const blocked = rows.find((cells) => cells.includes('Blocked a user'));
  expect(blocked).toContain(PATIENT.name);
  expect(rows.find((cells) => cells.includes('Unblocked a user'))).toContain(PATIENT.name);
  // no API route, no UTC: every row reads as words
  for (const cells of rows) {
    expect(cells.join(' | ')).not.toMatch(/\b(POST|PUT|PATCH|DELETE|GET) \/|UTC/);
  }

  // each time is the clinic's reading of when the row was recorded (the unblock's, here)
  const unblocked = await db
    .selectFrom('audit_log')
    .select('at')
    .where('actor_email', '=', ADMIN)
    .where('action', '=', 'PUT /api/admin/unblock-user/:userId')
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();
  expect(rows.find((cells) => cells.includes('Unblocked a user'))?.[0]).toBe(
    clinicTimeOf(new Date(unblocked.at)),
  );
  await windowShot(page, 'desk-audit-log');

  // the actions are offered as words in the filter too
  await page.getByRole('combobox', { name: 'Action' }).fill('blocked');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Blocked a user$/ })
    .click();
  await page.waitForURL(/action=PUT\+%2Fapi%2Fadmin%2Fblock-user/);
  await page.waitForFunction(
    () =>
      document.querySelector('.ant-table-wrapper .ant-spin-spinning') === null &&
      [...document.querySelectorAll('tbody tr[data-row-key]')].every((row) =>
        row.textContent?.includes('Blocked a user'),
      ),
  );

  // a reader whose language is French (this browser's choice; the account has none of its own)
  const admin = await db
    .selectFrom('users')
    .select('language')
    .where('email', '=', ADMIN)
    .executeTakeFirstOrThrow();
  expect(admin.language).toBeNull();
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.goto(`${baseUrl}/admin/audit-log?actor=${encodeURIComponent(ADMIN)}`);
  await page.getByRole('heading', { name: "Journal d'audit" }).waitFor();
  await page.getByRole('cell', { name: 'A débloqué un utilisateur' }).first().waitFor();
  const french = await tableRows(page);
  expect(french.find((cells) => cells.includes('A approuvé ou refusé une consultation'))).toContain(
    `Consultation avec le Dr ${doctorName} le ${formatDisplayDate(visitDate)}`,
  );
  await windowShot(page, 'desk-audit-log-fr');
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.context().close();
});
