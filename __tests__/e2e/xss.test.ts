import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, e2eEnvironment, signIn, snap, watchConsole } from '../helpers/e2e';
import { GOOD_PASSWORD } from '../helpers/server-app';
import { addDays, formatDisplayDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

/**
 * Security suite, XSS: markup saved through every free-text field comes back as text.
 * React escapes it, so nothing runs and the CSP never has to step in.
 */

const env = e2eEnvironment();
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const DOCTOR = 'doctor6@clinicbook.local'; // Dr. Emmanuel Etim: any day by appointment, 13:00-18:00
const EVE = { name: `Eve ${IMG}`, email: 'xss.eve@example.com' };
const MALLORY = { name: `Mallory ${SCRIPT}`, email: 'xss.mallory@example.com' };
const STAFF_NAME = `Staff ${SCRIPT}`;
const CLINIC_DAY = `Day ${IMG}`;
const APPROVE_COMMENT = `Approved ${IMG}`;
const COMPLETE_COMMENT = `Completed ${SCRIPT}`;
// within the 50 characters the moderation table shows before '...'
const REVIEW = `R ${IMG}`;
const ADMIN_COMMENT = `Moderated ${IMG}`;

type Reply = { success: boolean; message?: string; data?: unknown };

async function api(path: string, body?: object, token?: string): Promise<Reply> {
  const res = await fetch(`${env.server.baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply;
  if (!reply.success) throw new Error(`${path}: ${res.status} ${reply.message}`);
  return reply;
}

const tokenOf = async (email: string, password = DEMO_PASSWORD) =>
  (await api('/user/login', { email, password })).data as string;

async function registered(person: { name: string; email: string }): Promise<string> {
  const { email } = person;
  await api('/user/register', {
    ...person,
    phone: '08031234567',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  });
  await api('/user/verify-otp', { email, otp: await env.server.smtp.codeFor(email) });
  return tokenOf(email, GOOD_PASSWORD);
}

/** Every payload saved through the API, as the screens would save it. */
async function savePayloads() {
  const admin = await tokenOf('admin@clinicbook.local');
  const doctor = await tokenOf(DOCTOR);
  const eve = await registered(EVE);
  const mallory = await registered(MALLORY);
  await api(
    '/admin/register',
    {
      name: STAFF_NAME,
      email: 'xss.staff@example.com',
      phone: '08031234567',
      password: GOOD_PASSWORD,
      role: 'staff',
    },
    admin,
  );
  await api('/user/create-clinic-day', { name: CLINIC_DAY }, admin);

  const firstOf = async (path: string) =>
    ((await api(path, undefined, admin)).data as Array<Record<string, unknown>>)[0];
  const application = {
    service: (await firstOf('/user/get-all-services')).service,
    location: (await firstOf('/user/get-all-location')).location,
    specialization: (await firstOf('/user/get-all-speciality')).speciality,
    totalSlots: 10,
    firstName: `Mal ${IMG}`,
    lastName: `Lory ${SCRIPT}`,
    email: MALLORY.email,
    phoneNumber: '+234 803 111 2222',
    experience: 4,
    feePerConsultation: 5000,
    clinicDay: ['Monday'],
    appointmentTime: ['09:00', '12:00'],
  };
  const applied = (await api('/user/apply-appointment-service', application, mallory)).data as {
    _id: string;
  };
  await api('/admin/change-doctor-status', { doctorId: applied._id, status: 'approved' }, admin);

  const doctors = (await api('/user/get-all-approved-doctors', undefined, eve)).data as Array<{
    _id: string;
    email: string;
  }>;
  const doctorId = doctors.find((d) => d.email === DOCTOR)?._id;
  const day = addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 3);
  const booked = await api(
    '/bookAppointment/book-appointment',
    { doctorId, date: formatDisplayDate(day), time: '14:00' },
    eve,
  );
  const appointmentId = (booked.data as { _id: string })._id;
  const approve = {
    appointmentId,
    status: 'approved',
    comment: APPROVE_COMMENT,
    schedule_date: formatDisplayDate(day),
  };
  await api('/doctor/change-appointment-status', approve, doctor);
  await api(
    '/doctor/complete-appointment',
    { appointmentId, comment: COMPLETE_COMMENT, followUpNeeded: 'no' },
    doctor,
  );
  await api('/bookAppointment/submit-review', { appointmentId, rating: 4, comment: REVIEW }, eve);
  const reviews = (await api('/admin/get-all-reviews', undefined, admin)).data as Array<{
    _id: string;
    comment: string;
  }>;
  const reviewId = reviews.find((r) => r.comment === REVIEW)?._id;
  await api(
    '/admin/update-review-status',
    { reviewId, status: 'approved', adminComment: ADMIN_COMMENT },
    admin,
  );
}

beforeAll(savePayloads, 60_000);

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const page = await (await env.browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  const problems = watchConsole(page);
  await signIn(page, env.server.baseUrl, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, problems };
}

/** The payload shows literally, no element was made from it, nothing ran, and the CSP had nothing to refuse. */
async function expectInert(page: Page, problems: string[], texts: string[]) {
  for (const text of texts) await page.getByText(text).first().waitFor();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(problems.filter((p) => /Content Security Policy|Refused|__xss/i.test(p))).toEqual([]);
}

async function visit(page: Page, problems: string[], path: string, texts: string[], shot: string) {
  await page.goto(`${env.server.baseUrl}${path}`);
  await expectInert(page, problems, texts);
  await snap(page, `xss-${shot}`);
}

test('admin screens show names, clinic days, reviews and notifications as text', async () => {
  const { page, problems } = await signedIn('admin@clinicbook.local');
  await visit(page, problems, '/admin/userslist', [EVE.name], 'patients');
  await visit(page, problems, '/admin/stafflist', [STAFF_NAME], 'staff');
  await visit(page, problems, '/admin/doctorslist', [`Mal ${IMG}`], 'doctors');
  await visit(page, problems, '/admin/create-clinic-day', [CLINIC_DAY], 'clinic-days');
  await visit(page, problems, '/admin/manage-review', [REVIEW, ADMIN_COMMENT], 'reviews');
  await visit(page, problems, '/admin/appointments-admin', [EVE.name], 'appointments');
  await visit(
    page,
    problems,
    '/notifications',
    [`Mal ${IMG} Lory ${SCRIPT} has applied for a doctor account`],
    'notes',
  );
  await page.context().close();
});

test('the doctor sees the patient’s name in the list and the bell as text', async () => {
  const { page, problems } = await signedIn(DOCTOR);
  await visit(page, problems, '/doctor/appointments', [EVE.name], 'doctor-appointments');
  await visit(page, problems, '/doctor/reviews', [REVIEW], 'doctor-reviews');
  await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
  await expectInert(page, problems, [`A new appointment request has been made by ${EVE.name}`]);
  await snap(page, 'xss-doctor-drawer');
  await page.context().close();
});

// appointment comments are stored but no screen shows them (only the exports); they are saved
// above so any screen that starts showing them is covered by the same payloads
test('the patient sees their own name and the applicant’s doctor card as text', async () => {
  const { page, problems } = await signedIn(EVE.email, GOOD_PASSWORD);
  await visit(page, problems, '/', [EVE.name, `Mal ${IMG}`], 'patient-home');
  await page.context().close();
});
