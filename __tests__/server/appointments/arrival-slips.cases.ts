import { drainOutbox, startTestServer, type TestServer } from '../../helpers/server-app';
import {
  arrivalWindowOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { mailsTo } from '../../helpers/mail-fixtures';
import { clinicInstant, clinicWallClock, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { minutesOfDay, timeOfDay } from '../../../src/shared/arrivalWindow';

/**
 * The slip notice: a doctor's day running more than 20 minutes behind the windows it told moves the
 * windows still ahead later and tells those patients once per slip, by text, mail and notification;
 * windows only move later.
 */

const TEXTABLE = '+2348031234567';
const ZONE = DEFAULT_CLINIC_TIMEZONE;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The clinic's date and minute of the day on the server's clock. */
const clinicNow = () => {
  const { date, time } = clinicWallClock(ZONE, new Date(server.clock.now()));
  return { date, minutes: minutesOfDay(time) };
};

/** Moves the server's clock to the middle of a clinic day when it is near either end of one. */
function midDay() {
  const now = clinicNow();
  if (now.minutes >= 180 && now.minutes <= 1200) return;
  const noon = clinicInstant(now.date, '12:00', ZONE).getTime();
  server.clock.advance((noon > server.clock.now() ? noon : noon + 86_400_000) - server.clock.now());
}

/** A visit of a new patient due today with a told window (minutes of the day), straight in the database. */
async function toldVisit(doctor: QuickDoctor, date: string, window: { from: number; phone?: string }) {
  const patient = await quickUser(server, { name: 'Waiting Patient', phone: window.phone });
  const { id } = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date,
      time: '09:00',
      status: 'approved',
      schedule_date: date,
      arrive_from: timeOfDay(window.from),
      arrive_by: timeOfDay(window.from + 20),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, patient };
}

/** The patient came `minutesAgo` minutes ago and waits: number 1 of the doctor's day. */
async function arrived(doctor: QuickDoctor, date: string, id: string, minutesAgo: number) {
  await server.db
    .insertInto('clinic_visits')
    .values({
      appointment_id: id,
      clinic_date: date,
      doctor_id: doctor.doctor.id,
      state: 'arrived',
      queue_number: 1,
      arrived_at: new Date(server.clock.now() - minutesAgo * 60_000),
    })
    .execute();
  await server.db
    .insertInto('clinic_queue_counters')
    .values({ doctor_id: doctor.doctor.id, clinic_date: date, last_number: 1 })
    .execute();
}

async function runSlipScan() {
  server.app.jobs.slips.kick();
  await server.app.jobs.slips.idle();
}

const runningLateTexts = (appointmentId: string) =>
  server.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('appointment_id', '=', appointmentId)
    .where('kind', '=', 'running-late')
    .orderBy('created_at')
    .execute();

const toldMinutes = async (doctor: QuickDoctor, date: string) =>
  (
    await server.db
      .selectFrom('clinic_queue_counters')
      .select('slip_told_minutes')
      .where('doctor_id', '=', doctor.doctor.id)
      .where('clinic_date', '=', date)
      .executeTakeFirstOrThrow()
  ).slip_told_minutes;

test('a day 50 minutes behind moves the windows still ahead and tells those patients once, by text, mail and notification; another slip is told again, later still', async () => {
  midDay();
  const { date, minutes: now } = clinicNow();
  const doctor = await quickDoctor(server, {
    firstName: 'Bello',
    start: '00:00',
    end: '23:59',
    totalSlots: 50,
  });
  // came in time (5 minutes before their window's end) and still waits, 50 minutes after it
  const waiting = await toldVisit(doctor, date, { from: now - 70 });
  await arrived(doctor, date, waiting.id, 55);
  const ahead = await toldVisit(doctor, date, { from: now + 30, phone: TEXTABLE });
  // their window has begun: nothing to tell them now
  const begun = await toldVisit(doctor, date, { from: now - 10 });

  await runSlipScan();
  const late = await toldMinutes(doctor, date);
  // 50 minutes behind, said in five-minute steps (55 when the minute turned meanwhile)
  expect([50, 55]).toContain(late);
  const moved = { from: timeOfDay(now + 30 + late), by: timeOfDay(now + 50 + late) };
  expect(await arrivalWindowOf(server, ahead.id)).toEqual({ arrive_from: moved.from, arrive_by: moved.by });
  expect(await arrivalWindowOf(server, begun.id)).toEqual({
    arrive_from: timeOfDay(now - 10),
    arrive_by: timeOfDay(now + 10),
  });
  const words = `Dr. Bello Eze is running about ${late} minutes late; please come at ${moved.from}`;
  expect(await runningLateTexts(ahead.id)).toEqual([{ body: `${words}.` }]);
  const notices = await server.db
    .selectFrom('notifications')
    .select('message')
    .where('user_id', '=', ahead.patient.user.id)
    .execute();
  expect(notices.map((n) => n.message)).toEqual([words]);
  await drainOutbox(server);
  const [mail, ...more] = await mailsTo(server, ahead.patient.user.email);
  expect(more).toEqual([]);
  expect(mail.subject).toMatch(/^Running late: Dr\. Bello Eze, /);
  expect(mail.text).toContain(`${words}.`);
  expect(mail.calendar).toMatchObject({ method: 'REQUEST', start: clinicInstant(date, moved.from, ZONE) });

  // told once: the next scans say nothing more while the day stays as late
  await runSlipScan();
  await runSlipScan();
  expect(await runningLateTexts(ahead.id)).toHaveLength(1);
  expect(await runningLateTexts(begun.id)).toEqual([]);

  // 25 minutes on, the first patient still waiting: a new slip, told again, the window later still
  server.clock.advance(25 * 60_000);
  await runSlipScan();
  const later = await toldMinutes(doctor, date);
  expect(later).toBeGreaterThan(late + 20);
  expect((await arrivalWindowOf(server, ahead.id)).arrive_from).toBe(timeOfDay(now + 30 + later));
  expect(await runningLateTexts(ahead.id)).toEqual([
    { body: `${words}.` },
    {
      body: `Dr. Bello Eze is running about ${later} minutes late; please come at ${timeOfDay(now + 30 + later)}.`,
    },
  ]);
});

test('a day within 20 minutes of its windows tells nobody and moves nothing', async () => {
  midDay();
  const { date, minutes: now } = clinicNow();
  const doctor = await quickDoctor(server, {
    firstName: 'Prompt',
    start: '00:00',
    end: '23:59',
    totalSlots: 50,
  });
  const waiting = await toldVisit(doctor, date, { from: now - 30 });
  await arrived(doctor, date, waiting.id, 15);
  const ahead = await toldVisit(doctor, date, { from: now + 30, phone: TEXTABLE });
  await runSlipScan();
  expect(await arrivalWindowOf(server, ahead.id)).toEqual({
    arrive_from: timeOfDay(now + 30),
    arrive_by: timeOfDay(now + 50),
  });
  expect(await runningLateTexts(ahead.id)).toEqual([]);
});
