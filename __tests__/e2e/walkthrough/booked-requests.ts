import type { Browser, Page } from 'playwright-core';
import { apiCall, apiToken, DEMO_PASSWORD, signIn, userIdOf } from '../../helpers/e2e';
import type { Db } from '../../../src/server/db/connect';
import { hashPassword } from '../../../src/server/accounts/passwords';
import { STORAGE_KEYS } from '../../../src/client/lib/store/storage';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';

/**
 * A walkthrough's own patients and requests: each cases file makes the account, family member and
 * visits it looks at, on a doctor with room to spare, so the shared demo server never decides for it.
 */

/** Dr. Emmanuel Etim: by appointment on any day, round the clock, thirty places a day. */
export const DOCTOR = { email: 'doctor6@clinicbook.local', name: 'Dr. Emmanuel Etim' };

/** A clinic date `days` ahead, inside the booking window. */
export const daysAhead = (days: number) => addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), days);

/** A verified patient account of the demo's password, made straight in the database. */
export async function makePatient(db: Db, who: { name: string; email: string; phone: string }) {
  await db
    .insertInto('users')
    .values({
      name: who.name,
      email: who.email,
      phone: who.phone,
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_verified: true,
    })
    .execute();
  return userIdOf(db, who.email);
}

/** A family member the account holder adds, as /profile does; its id. */
export async function addFamilyMember(baseUrl: string, token: string, name: string): Promise<string> {
  const { reply } = await apiCall<{ _id: string }>(baseUrl, '/user/add-dependant', {
    token,
    body: { name, dateOfBirth: '2016-05-03', relationship: 'Child' },
  });
  if (!reply.data) throw new Error(`${name} could not be added: ${reply.message}`);
  return reply.data._id;
}

/** A request the patient books with the doctor (for a family member with `patientId`); its id. */
export async function requestVisit(
  baseUrl: string,
  token: string,
  visit: { doctorId: string; date: string; time: string; patientId?: string },
): Promise<string> {
  const { reply } = await apiCall<{ _id: string; status: string }>(
    baseUrl,
    '/bookAppointment/book-appointment',
    { token, body: { ...visit, date: formatDisplayDate(visit.date) } },
  );
  if (reply.data?.status !== 'pending') throw new Error(`the request was refused: ${reply.message}`);
  return reply.data._id;
}

/** The doctor's profile id, by the doctor's e-mail. */
export async function doctorIdOf(db: Db, email: string): Promise<string> {
  const doctor = await db
    .selectFrom('doctors')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return doctor.id;
}

/** The admin approves a request for its own date, as the desk's Approve does. */
export async function approve(baseUrl: string, appointmentId: string, date: string) {
  const admin = await apiToken(baseUrl, 'admin@clinicbook.local');
  const { reply } = await apiCall(baseUrl, '/doctor/change-appointment-status', {
    token: admin,
    body: {
      appointmentId,
      status: 'approved',
      comment: 'See you then',
      schedule_date: formatDisplayDate(date),
    },
  });
  if (!reply.success) throw new Error(`the approval was refused: ${reply.message}`);
}

/**
 * A browser window of `viewport`, signed in as `email` (whose account id is `userId`) and arrived on
 * `landing`. The timed "New notifications" pop-up stays away: it would lie over what a check measures.
 */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  who: { email: string; userId: string; landing: string },
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(
    ([key]) => window.localStorage.setItem(key, 'true'),
    [STORAGE_KEYS.dismissed(who.userId)],
  );
  const page = await context.newPage();
  await signIn(page, baseUrl, who.email);
  await page.waitForURL(`${baseUrl}${who.landing}`);
  return page;
}
