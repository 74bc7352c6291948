import type { DoctorRow, UserRow } from '../../src/server/db/schema';
import { clinicInstant, clinicToday } from '../../src/shared/clinicTime';
import { readConfig } from '../../src/server/config';
import { nextClinicDate } from '../../src/shared/clinicDays';
import type { TestServer } from './server-app';
import { bearer, post, serverSecret, signWith } from './server-calls';

/** Today in the clinic's time zone, as the test server sees it. */
export const TODAY = clinicToday(readConfig({ SEED: 'none' }).clinicTimezone);

/** The first date on or after `from` that one of the rules matches (throws when none in 30 days). */
export function clinicDateOf(rules: string[], from: string = TODAY): string {
  const date = nextClinicDate(rules, from);
  if (!date) throw new Error(`no clinic date for ${rules.join(', ')} from ${from}`);
  return date;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
export const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** A clinic time before every doctor's hours, demo and test doctors alike. */
export const BEFORE_HOURS = '07:00';

let counter = 0;

/**
 * A token for the user as a sign-in makes one, with its own session row (every token names one),
 * signed by the server's key: no slow password hashing.
 */
export async function sessionToken(server: TestServer, user: UserRow): Promise<string> {
  const session = await server.db
    .insertInto('user_sessions')
    .values({ user_id: user.id, ip: '127.0.0.1', user_agent: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signWith(await serverSecret(server), tokenClaims(user, session.id));
}

/** The claims a genuine token for this user and session carries. */
export const tokenClaims = (user: UserRow, sid: string) => ({
  sid,
  sub: user.id,
  isAdmin: user.is_admin,
  isDoctor: user.is_doctor,
  isStaff: user.is_staff,
  regDoctor: user.reg_doctor,
  ver: user.token_version,
});

/** A user straight in the database, with a token of its own session. */
export async function quickUser(
  server: TestServer,
  options: {
    name?: string;
    flags?: { is_admin?: boolean; is_staff?: boolean; is_doctor?: boolean; reg_doctor?: boolean };
    /** a number that takes texts, in E.164 */
    phone?: string;
    language?: string;
  } = {},
) {
  counter += 1;
  const user = await server.db
    .insertInto('users')
    .values({
      name: options.name ?? `User ${counter}`,
      email: `quick-${counter}-${Math.random().toString(36).slice(2)}@example.com`,
      phone: options.phone ?? '+234 800 000 0000',
      language: options.language ?? null,
      password_hash: 'not-a-hash',
      is_verified: true,
      ...options.flags,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await sessionToken(server, user);
  return { user, token, auth: bearer(token) };
}

export type QuickUser = Awaited<ReturnType<typeof quickUser>>;

export interface DoctorOptions {
  firstName?: string;
  clinicDays?: string[];
  totalSlots?: number;
  start?: string;
  end?: string;
  status?: DoctorRow['status'];
}

/** A doctor account and its profile (approved, Everyday, 09:00–13:00, 5 slots unless told). */
export async function quickDoctor(server: TestServer, options: DoctorOptions = {}) {
  const firstName = options.firstName ?? 'Ngozi';
  const account = await quickUser(server, { name: `${firstName} Eze`, flags: { is_doctor: true } });
  const doctor = await server.db
    .insertInto('doctors')
    .values({
      user_id: account.user.id,
      first_name: firstName,
      last_name: 'Eze',
      email: account.user.email,
      phone_number: '+234 803 000 0000',
      location: 'Ikeja',
      service: 'Cardiology',
      specialization: 'Family Medicine',
      experience: 7,
      fee_per_consultation: 9000,
      appointment_start: options.start ?? '09:00',
      appointment_end: options.end ?? '13:00',
      total_slots: options.totalSlots ?? 5,
      clinic_days: options.clinicDays ?? ['Everyday'],
      status: options.status ?? 'approved',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...account, doctor };
}

export type QuickDoctor = Awaited<ReturnType<typeof quickDoctor>>;

export const CHECK = '/api/bookAppointment/check-availability';
export const BOOK = '/api/bookAppointment/book-appointment';
export const STATUS = '/api/doctor/change-appointment-status';
export const DOCTOR_COMPLETE = '/api/doctor/complete-appointment';
export const ADMIN_COMPLETE = '/api/admin/complete-appointment';

/** Whether a date given as 'YYYY-MM-DD' or 'DD-MM-YYYY' is the clinic's today. */
const isToday = (date: string) => date === TODAY || date === dmy(TODAY);

/**
 * Books through the API and returns the new appointment's id (fails the test otherwise). A visit
 * today is booked with the clock at 07:00, before any doctor's hours: no time of the day is past yet,
 * whatever the hour the test runs at.
 */
export async function book(
  server: TestServer,
  patient: QuickUser,
  doctor: QuickDoctor,
  date: string,
  time = '10:00',
): Promise<string> {
  const send = () => post(server, BOOK, { doctorId: doctor.doctor.id, date, time }, patient.auth);
  const res = isToday(date) ? await atClinicTimeToday(server, BEFORE_HOURS, send) : await send();
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { _id: string })._id;
}

/** The arrival window the visit was told at its approval ('HH:mm', null before). */
export const arrivalWindowOf = (server: TestServer, id: string) =>
  server.db
    .selectFrom('appointments')
    .select(['arrive_from', 'arrive_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

export async function appointmentRow(server: TestServer, id: string) {
  return server.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function notesOf(server: TestServer, userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['message', 'on_click_path'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export const CANCEL = '/api/bookAppointment/cancel-appointment';
export const RESCHEDULE = '/api/bookAppointment/reschedule-appointment';

/** The clinic's wall date and minute `msFromNow` from now (seconds dropped), as an appointment stores them. */
export function clinicClockIn(msFromNow: number): { date: string; time: string } {
  const at = new Date(Date.now() + msFromNow);
  const timeZone = readConfig({ SEED: 'none' }).clinicTimezone;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: clinicToday(timeZone, at), time };
}

/** An appointment's status and calendar fields as 'YYYY-MM-DD' text. */
export async function visitRow(server: TestServer, id: string) {
  return server.db
    .selectFrom('appointments')
    .select(['status', 'time', 'cancel_reason', 'calendar_sequence', 'comment'])
    .select((eb) => [
      eb.fn<string>('to_char', ['date', eb.val('YYYY-MM-DD')]).as('date'),
      eb.fn<string | null>('to_char', ['schedule_date', eb.val('YYYY-MM-DD')]).as('schedule_date'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Runs `run` with the server's clock set to `time` ('HH:mm') today on the clinic's clock, then puts
 * it back: a test that books a visit today at a fixed hour is not refused for booking a time already
 * past, whatever the hour it runs at.
 */
export async function atClinicTimeToday<T>(
  server: TestServer,
  time: string,
  run: () => Promise<T>,
): Promise<T> {
  const timeZone = readConfig({ SEED: 'none' }).clinicTimezone;
  const shift = clinicInstant(TODAY, time, timeZone).getTime() - server.clock.now();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}
