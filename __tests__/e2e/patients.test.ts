import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall, apiToken, choose, e2eEnvironment, signedInPage, toastShown } from '../helpers/e2e';
import { waitForMail } from '../helpers/mail-read';
import { addDays, formatDisplayDate, nextClinicDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

/**
 * Family members and the front desk in Chromium: a patient adds a child on /profile and books for
 * them ("Who is this visit for?"), sees "for <child>" under Appointments and in the approval mail;
 * the desk registers a phone-only caller, books them, and the visit shows approved on the desk.
 * Screenshots of the three screens at 1366 and 768 px go to SHOTS for a person to look at.
 */
const env = e2eEnvironment();
const PATIENT = { name: 'Chiamaka Obi', email: 'patient1@clinicbook.local' };
const STAFF = { name: 'Bola Adewale', email: 'staff@clinicbook.local' };
const ADMIN = 'admin@clinicbook.local';
const CHILD = 'Tobi Obi';
const CALLER = { name: 'Musa Bello', phone: '0803 555 0101' };
/** Dr. Abubakar Yusuf sees patients every day, 13:00-18:00. */
const DOCTOR = { email: 'doctor3@clinicbook.local', search: 'Abubakar' };
const SHOTS = process.env.PATIENTS_SHOTS_DIR ?? '/tmp/shots';
const NARROW = { width: 768, height: 1024 };
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** The same screen at 768 px too. */
async function shotBothWidths(page: Page, name: string) {
  await shot(page, `${name}-1366`);
  const wide = page.viewportSize();
  await page.setViewportSize(NARROW);
  await shot(page, `${name}-768`);
  if (wide) await page.setViewportSize(wide);
}

async function doctorVisitDate() {
  const doctor = await env.server.db
    .selectFrom('doctors')
    .select(['id', 'clinic_days'])
    .where('email', '=', DOCTOR.email)
    .executeTakeFirstOrThrow();
  const date = nextClinicDate(doctor.clinic_days, addDays(today, 3));
  if (!date) throw new Error('the doctor has no clinic day ahead');
  return { doctorId: doctor.id, date };
}

/** Types a date (DD-MM-YYYY) or time (HH:mm) into a picker and confirms it with Enter. */
async function typeIntoPicker(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  // focused, not clicked: the unseen-notifications pop-up may cover the card by then
  await input.focus();
  await input.fill(value);
  await input.press('Enter');
}

/** Date, time, Confirm Availability, Book Now on the booking card. */
async function bookOn(page: Page, date: string, time: string) {
  await typeIntoPicker(page, 'Select Book Date', formatDisplayDate(date));
  await typeIntoPicker(page, 'Select Time', time);
  await page.getByRole('button', { name: 'Confirm Availability' }).click();
  await page.getByRole('button', { name: 'Book Now' }).click();
}

test('a patient adds a child, books for them and sees "for" the child on Appointments and in the approval mail', async () => {
  const { baseUrl } = env.server;
  const page = await signedInPage(env.browser, baseUrl, PATIENT.email, '/');
  await page.goto(`${baseUrl}/profile`);
  const family = page.getByRole('region', { name: 'Family members' });
  await family.getByRole('button', { name: /Add family member/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(CHILD);
  await typeIntoPicker(page, 'Date of Birth', '05-03-2018');
  await choose(page, 'Relationship', 'Child');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await toastShown(page, 'Family member added');
  await family.getByText('Child · born 05-03-2018').waitFor();
  await family.scrollIntoViewIfNeeded();
  await shotBothWidths(page, 'profile-family-members');

  const { doctorId, date } = await doctorVisitDate();
  await page.goto(`${baseUrl}/book-appointment/${doctorId}`);
  const forWhom = page.getByRole('radiogroup', { name: 'Who is this visit for?' });
  await forWhom.getByText(CHILD).click();
  await shotBothWidths(page, 'booking-who-is-this-visit-for');
  await bookOn(page, date, '15:00');
  await page.waitForURL(`${baseUrl}/appointments`);
  const line = `for ${CHILD} (booked by ${PATIENT.name})`;
  await page.getByText(line).first().waitFor();

  const booked = await env.server.db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const admin = await apiToken(baseUrl, ADMIN);
  const approved = await apiCall(baseUrl, '/doctor/change-appointment-status', {
    token: admin,
    body: {
      appointmentId: booked.id,
      status: 'approved',
      comment: 'Bring the vaccination card',
      schedule_date: formatDisplayDate(date),
    },
  });
  expect(approved.reply).toMatchObject({ success: true });
  const mail = await waitForMail(
    env.server.smtp,
    (m) => m.to.includes(PATIENT.email) && m.subject.startsWith('Appointment approved'),
    10_000,
  );
  expect(mail.text).toContain(CHILD);
  await page.context().close();
});

test('the desk registers a phone-only caller, books them, and the visit shows approved on the desk', async () => {
  const { baseUrl } = env.server;
  const page = await signedInPage(env.browser, baseUrl, STAFF.email, '/staff/home');
  await page.getByRole('menuitem', { name: /Find or Register Patient/ }).click();
  await page.waitForURL(`${baseUrl}/staff/patients/find`);
  await page.getByRole('textbox', { name: 'Search patients by name, phone or email' }).fill('Chiamaka');
  await page.getByRole('cell', { name: PATIENT.email }).waitFor();
  await shotBothWidths(page, 'desk-find-patient');

  await page.getByRole('button', { name: /Register patient/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(CALLER.name);
  await dialog.getByLabel('Phone Number').fill(CALLER.phone);
  await shot(page, 'desk-register-patient-1366');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await toastShown(page, 'Patient registered');
  await page.getByRole('cell', { name: CALLER.name, exact: true }).waitFor();

  // the same caller again is offered the existing record
  await page.getByRole('button', { name: /Register patient/ }).click();
  await dialog.getByLabel('Full Name').fill(CALLER.name.toUpperCase());
  await dialog.getByLabel('Phone Number').fill(CALLER.phone.replace(/ /g, ''));
  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog
    .getByRole('alert')
    .getByText('A patient with this name and phone number already exists')
    .waitFor();
  await shot(page, 'desk-register-duplicate-1366');
  await dialog.getByRole('button', { name: 'Book for them' }).click();

  await page.waitForURL(/\/staff\/patients\/[^/]+\/book$/);
  await page.getByRole('heading', { name: `Book for ${CALLER.name.toUpperCase()}` }).waitFor();
  const doctorSelect = page.getByRole('combobox', { name: 'Doctor' });
  await doctorSelect.click();
  await doctorSelect.fill(DOCTOR.search);
  await page.locator('.ant-select-item-option', { hasText: 'Dr. Abubakar Yusuf' }).click();
  await page.getByRole('region', { name: 'Doctor Information' }).waitFor();
  await shotBothWidths(page, 'desk-booking-card');
  const { date } = await doctorVisitDate();
  await bookOn(page, date, '16:00');
  // the desk's booking ends on its confirmation (with Check in now for a visit today); Done goes to the list
  await page.getByText(`Booked and approved for ${formatDisplayDate(date)} at 16:00`).waitFor();
  await page.getByRole('button', { name: 'Done', exact: true }).click();

  await page.waitForURL(`${baseUrl}/staff/appointments-staff`);
  await page.getByRole('textbox', { name: 'Search patient' }).fill('Musa');
  const row = page.getByRole('row', { name: new RegExp(CALLER.name) });
  await row.getByText(`for ${CALLER.name} (booked by ${STAFF.name})`).waitFor();
  await row.getByText('Approved').waitFor();
  await page.context().close();
});
