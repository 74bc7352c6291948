import type { Browser } from 'playwright-core';
import { hashPassword } from '../../src/server/accounts/passwords';
import { formatDisplayDate, nextClinicDate, addDays } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import {
  apiCall,
  apiToken,
  DEMO_PASSWORD,
  launchChromium,
  shotsAtBothWidths,
  signedInPage,
  startE2eServer,
} from '../helpers/e2e';
import { startTestSmsc, type TestSmsc } from '../helpers/peers/test-smsc';

/**
 * Text messages in Chromium: a patient books and the SMSC (the `smpp` package's server) receives the
 * texts; the patient answers the reminder with 1 and the desk shows "Confirmed by text"; then STOP,
 * and the profile shows texts off.
 */
const PATIENT = { name: 'Halima Sule', email: 'halima.sule@example.com', phone: '+2348039990001' };
const ADMIN = 'admin@clinicbook.local';
/** Dr. Emmanuel Etim holds clinic every day round the clock, thirty places a day (seed/clinic-day-plan.ts). */
const DOCTOR = 'doctor6@clinicbook.local';

let smsc: TestSmsc;
let server: Awaited<ReturnType<typeof startE2eServer>>;
let browser: Browser;

beforeAll(async () => {
  smsc = await startTestSmsc();
  server = await startE2eServer({
    SMS_SMPP_URL: smsc.url,
    SMS_QUIET_HOURS: 'off',
    REMINDER_SCAN_SECONDS: '0.5',
  });
  browser = await launchChromium();
  await server.db
    .insertInto('users')
    .values({
      name: PATIENT.name,
      email: PATIENT.email,
      phone: PATIENT.phone,
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_verified: true,
    })
    .execute();
  await smsc.waitForBind();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smsc?.close();
});

/** The texts the SMSC received for the patient, once there are `count`. */
async function textsOnThePhone(count: number) {
  const deadline = Date.now() + 15_000;
  while (smsc.textsTo(PATIENT.phone).length < count) {
    if (Date.now() > deadline)
      throw new Error(`expected ${count} texts, got ${JSON.stringify(smsc.textsTo(PATIENT.phone))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return smsc.textsTo(PATIENT.phone).map((t) => t.text);
}

test('booked, reminded, confirmed by answering 1, then STOP: the desk and the profile show it', async () => {
  const base = server.baseUrl;
  const doctor = await server.db
    .selectFrom('doctors')
    .select(['id', 'clinic_days'])
    .where('email', '=', DOCTOR)
    .executeTakeFirstOrThrow();
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const date = nextClinicDate(doctor.clinic_days, addDays(today, 2))!;
  const patientToken = await apiToken(base, PATIENT.email);
  const booked = await apiCall<{ _id: string }>(base, '/bookAppointment/book-appointment', {
    token: patientToken,
    body: { doctorId: doctor.id, date: formatDisplayDate(date), time: '14:00' },
  });
  expect(booked.status).toBe(201);
  const id = booked.reply.data!._id;
  expect((await textsOnThePhone(1))[0]).toBe(
    `We got your request to see Dr. Emmanuel Etim on ${formatDisplayDate(date)} at 14:00. We will text you once it is approved.`,
  );

  // the visit is moved three hours ahead so its reminder falls due at once (REMINDER_HOURS 24)
  const soon = new Date(Date.now() + 3 * 3_600_000);
  const soonDate = clinicToday(DEFAULT_CLINIC_TIMEZONE, soon);
  const soonTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_CLINIC_TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(soon);
  await server.db
    .updateTable('appointments')
    .set({ date: soonDate, time: soonTime })
    .where('id', '=', id)
    .execute();
  const approved = await apiCall(base, '/doctor/change-appointment-status', {
    token: await apiToken(base, ADMIN),
    body: {
      appointmentId: id,
      status: 'approved',
      comment: 'See you soon',
      schedule_date: formatDisplayDate(soonDate),
    },
  });
  expect(approved.status).toBe(200);
  const reminded = await textsOnThePhone(3);
  expect(reminded[2]).toMatch(
    /Reply 1 to confirm, 2 to cancel\. On the day, check in here: \S+\/check-in\/v\/\S+$/,
  );

  expect(await smsc.reply(PATIENT.phone, '1')).toBe(0);
  expect((await textsOnThePhone(4))[3]).toMatch(/^Thank you\. Your visit with Dr\. Emmanuel Etim/);

  const desk = await signedInPage(browser, base, ADMIN, '/admin/home');
  await desk.goto(`${base}/admin/appointments-admin?search=${encodeURIComponent(PATIENT.name)}`);
  const row = desk.getByRole('row').filter({ hasText: PATIENT.name });
  await row.getByText('Confirmed by text').waitFor();
  await shotsAtBothWidths(desk, 'sms-desk-confirmed');

  expect(await smsc.reply(PATIENT.phone, 'STOP')).toBe(0);
  expect((await textsOnThePhone(5))[4]).toBe(
    'You will get no more texts from us. Reply START to get them again.',
  );
  const patient = await signedInPage(browser, base, PATIENT.email, '/');
  await patient.goto(`${base}/profile`);
  const texts = patient.getByRole('switch', { name: 'Text me about my appointments' });
  await texts.waitFor();
  expect(await texts.getAttribute('aria-checked')).toBe('false');
  await shotsAtBothWidths(patient, 'sms-profile-stopped');
});
