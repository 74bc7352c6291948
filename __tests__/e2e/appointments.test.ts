import fs from 'node:fs';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { choose, e2eEnvironment, pdfText, signIn, snap, watchConsole, DEMO_PASSWORD } from '../helpers/e2e';
import { hashPassword } from '../../src/server/accounts/passwords';
import { addDays, formatDisplayDate, matchesAnyClinicDay } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

const env = e2eEnvironment();
const PATIENT = { name: 'Kemi Adeyemi', email: 'kemi.adeyemi@clinicbook.local' };
const DOCTOR = 'doctor2@clinicbook.local'; // Dr. Chinwe Okonkwo: Weekday, 09:00-17:00, 20 slots
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

async function signedIn(email: string, landing: string): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, env.server.baseUrl, email);
  await page.waitForURL(`${env.server.baseUrl}${landing}`);
  return page;
}

/** The figures of a dashboard's stat cards, by label. */
async function stats(page: Page, home: string): Promise<Record<string, number>> {
  await page.goto(`${env.server.baseUrl}${home}`);
  const cards = page.locator('[role="group"][data-tone]');
  await page
    .locator('[role="group"][data-tone="positive"], [role="group"][data-tone="zero"]')
    .first()
    .waitFor();
  const figures: Record<string, number> = {};
  for (const card of await cards.all()) {
    const label = (await card.getAttribute('aria-label')) ?? '';
    figures[label] = Number(await card.locator('.stat-card-value').innerText());
  }
  return figures;
}

/** Types a DD-MM-YYYY date into an antd date picker and confirms it. */
async function typeDate(page: Page, input: ReturnType<Page['locator']>, date: string) {
  await input.click();
  await input.fill(formatDisplayDate(date));
  await input.press('Enter');
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).waitFor();

test('a patient books, the doctor approves and completes with follow-up, the admin completes it; figures and exports follow', async () => {
  const chinwe = await env.server.db
    .selectFrom('doctors')
    .select(['id', 'clinic_days'])
    .where('email', '=', DOCTOR)
    .executeTakeFirstOrThrow();
  let visitDate = addDays(today, 3);
  while (!matchesAnyClinicDay(chinwe.clinic_days, visitDate)) visitDate = addDays(visitDate, 1);

  const admin = await signedIn('admin@clinicbook.local', '/admin/home');
  const adminBefore = await stats(admin, '/admin/home');
  const doctor = await signedIn(DOCTOR, '/doctor/home');
  const doctorBefore = await stats(doctor, '/doctor/home');

  // a patient who registered today books
  await env.server.db
    .insertInto('users')
    .values({
      ...PATIENT,
      phone: '+234 802 555 0101',
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_verified: true,
    })
    .execute();
  const patient = await signedIn(PATIENT.email, '/');
  const problems = watchConsole(patient);
  await patient.goto(`${env.server.baseUrl}/book-appointment/${chinwe.id}`);
  await patient.getByText('Dr. Chinwe Okonkwo').first().waitFor();
  await typeDate(patient, patient.locator('#book-date'), visitDate);
  await patient.locator('#book-time').click();
  await patient.locator('#book-time').fill('10:00');
  await patient.locator('#book-time').press('Enter');
  await patient.getByRole('button', { name: 'Confirm Availability' }).click();
  await patient.getByRole('button', { name: 'Book Now' }).waitFor();
  await snap(patient, 'booking-confirmed');
  await patient.getByRole('button', { name: 'Book Now' }).click();
  await toast(patient, 'Appointment booked successfully');
  await patient.waitForURL(`${env.server.baseUrl}/appointments`);
  const booked = await env.server.db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select(['appointments.id', 'appointments.status'])
    .where('users.email', '=', PATIENT.email)
    .executeTakeFirstOrThrow();
  expect(booked.status).toBe('pending');

  // the doctor sees it and approves it on a clinic day; weekends cannot be picked
  await doctor.goto(`${env.server.baseUrl}/doctor/appointments`);
  await doctor.getByRole('textbox', { name: 'Search patient' }).fill(PATIENT.name);
  await doctor.getByRole('button', { name: `Approve appointment of ${PATIENT.name}` }).click();
  const modal = doctor.getByRole('dialog', { name: 'Approve Appointment' });
  await modal.getByLabel('Comment', { exact: true }).fill('See you then');
  await modal.getByLabel('Schedule date').click();
  const picker = doctor.locator('.ant-picker-dropdown:visible');
  await picker.waitFor();
  // every weekend day of the month on show is disabled; the visit's weekday is not
  const cells = await picker.locator('td.ant-picker-cell-in-view').evaluateAll((tds) =>
    tds.map((td) => ({
      date: td.getAttribute('title') ?? '',
      disabled: td.classList.contains('ant-picker-cell-disabled'),
    })),
  );
  const weekend = cells.filter((c) => [0, 6].includes(new Date(`${c.date}T00:00:00Z`).getUTCDay()));
  expect(weekend.length).toBeGreaterThan(0);
  expect(weekend.every((c) => c.disabled)).toBe(true);
  expect(cells.find((c) => c.date === visitDate)?.disabled).toBe(false);
  await modal.getByLabel('Schedule date').fill(formatDisplayDate(visitDate));
  await snap(doctor, 'approve-modal');
  // Enter takes the typed date and submits the modal, as OK would
  await modal.getByLabel('Schedule date').press('Enter');
  await toast(doctor, 'Appointment approved');
  await modal.waitFor({ state: 'detached' });

  // the patient sees it approved and downloads the calendar file
  await patient.reload();
  const row = patient.locator('tr', { hasText: 'Dr. Chinwe Okonkwo' });
  await row.getByText('Approved').waitFor();
  await row.getByRole('button', { name: 'Add to calendar' }).click();
  const [download] = await Promise.all([
    patient.waitForEvent('download'),
    patient.getByText('Download .ics file').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${booked.id}.ics`);
  const ics = fs.readFileSync(await download.path(), 'utf8').replace(/\r\n[ \t]/g, '');
  const compact = visitDate.replace(/-/g, '');
  expect(ics).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/);
  expect(ics).toContain(`UID:${booked.id}`);
  // over the arrival window the approval told; Lagos (UTC+1) is an hour ahead of UTC
  const told = await env.server.db
    .selectFrom('appointments')
    .select(['arrive_from', 'arrive_by'])
    .where('id', '=', booked.id)
    .executeTakeFirstOrThrow();
  const utc = (time: string | null) => {
    const [hour, minute] = (time ?? '').split(':').map(Number);
    return `${String(hour - 1).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
  };
  expect(ics).toContain(`DTSTART:${compact}T${utc(told.arrive_from)}Z`);
  expect(ics).toContain(`DTEND:${compact}T${utc(told.arrive_by)}Z`);
  expect(ics).toContain('SUMMARY:Appointment with Dr. Chinwe Okonkwo');

  // the doctor completes it with a follow-up
  const followUp = addDays(visitDate, 14);
  await doctor.goto(`${env.server.baseUrl}/doctor/markapp-completed`);
  await choose(doctor, 'Appointment', PATIENT.name);
  await doctor.getByLabel('Comment', { exact: true }).fill('Recovering well');
  await doctor.locator('label', { hasText: /^Yes$/ }).click();
  await typeDate(doctor, doctor.getByLabel('Follow-up date'), followUp);
  await doctor.getByRole('button', { name: 'Complete Appointment' }).click();
  await toast(doctor, `Follow-up set for ${formatDisplayDate(followUp)}`);

  // the admin completes the follow-up
  await admin.goto(`${env.server.baseUrl}/admin/admin-mark-app-completed`);
  await choose(admin, 'Appointment', PATIENT.name);
  await admin.getByLabel('Comment', { exact: true }).fill('Follow-up done');
  await admin.locator('label', { hasText: /^No$/ }).click();
  await admin.getByRole('button', { name: 'Complete Appointment' }).click();
  await toast(admin, 'Appointment completed successfully');

  // the figures moved by exactly this one appointment
  const adminAfter = await stats(admin, '/admin/home');
  expect(adminAfter['Total Appointments']).toBe(adminBefore['Total Appointments'] + 1);
  expect(adminAfter['Completed Appointments']).toBe(adminBefore['Completed Appointments'] + 1);
  expect(adminAfter['Pending Approvals']).toBe(adminBefore['Pending Approvals']);
  expect(adminAfter['Active Patients']).toBe(adminBefore['Active Patients'] + 1);
  expect(adminAfter['New Registrations (today)']).toBe(adminBefore['New Registrations (today)'] + 1);
  const doctorAfter = await stats(doctor, '/doctor/home');
  expect(doctorAfter['Total Appointments']).toBe(doctorBefore['Total Appointments'] + 1);
  expect(doctorAfter['Completed Appointments']).toBe(doctorBefore['Completed Appointments'] + 1);
  expect(doctorAfter['Active Patients']).toBe(doctorBefore['Active Patients'] + 1);
  await snap(admin, 'admin-home-after');

  // the admin's exports hold every row, read back by exceljs and pdf.js; the libraries that write
  // them arrive only with the click
  const scripts: string[] = [];
  admin.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await admin.goto(`${env.server.baseUrl}/admin/appointments-admin`);
  await admin.getByText(PATIENT.name).first().waitFor();
  expect(scripts.filter((s) => /\/(exceljs|pdfmake)\./.test(s))).toEqual([]);
  const [xlsx] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('appointments.xlsx');
  expect(scripts.some((s) => s.startsWith('/assets/exceljs.'))).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.getWorksheet('Appointments');
  const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
  const total = await env.server.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(rows[0]).toEqual(['Patient', 'Service', 'Doctor', 'Clinic Day', 'Date', 'Time', 'Status']);
  expect(rows).toHaveLength(Number(total.n) + 1);
  expect(rows).toContainEqual([
    PATIENT.name,
    'Paediatrics',
    'Chinwe Okonkwo',
    'Weekday',
    formatDisplayDate(visitDate),
    '10:00',
    'Completed',
  ]);

  const [pdf] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export to PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('appointments.pdf');
  expect(scripts.some((s) => s.startsWith('/assets/pdfmake.'))).toBe(true);
  // pdf.js hands text over in pieces; compare with single spaces
  const text = pdfText(await pdf.path()).replace(/\s+/g, ' ');
  expect(text).toContain('Patient');
  expect(text).toContain(
    `${PATIENT.name} Paediatrics Chinwe Okonkwo Weekday ${formatDisplayDate(visitDate)} 10:00 Completed`,
  );
  expect(problems).toEqual([]);
});
