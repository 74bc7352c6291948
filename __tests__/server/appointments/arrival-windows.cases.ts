import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  BOOK,
  arrivalWindowOf,
  DOCTOR_COMPLETE,
  STATUS,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { approval, lagosInstant, mailTo, mailsOf } from '../../helpers/mail-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { clinicWallClock, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';

/**
 * The arrival window a visit is told at approval: from its place in the doctor's day, the doctor's
 * hours and pace (the median of their last 30 clinic days, else their own consultation length),
 * on every row and in the approval's mail, text and calendar file; told once, never moved earlier.
 */

const TEXTABLE = '+2348031234567';
const DATE = addDays(TODAY, 3);
const MINE = '/api/user/get-appointments-by-user-id';
const RESCHEDULE = '/api/bookAppointment/reschedule-appointment';
const CANCEL = '/api/bookAppointment/cancel-appointment';
const CLINIC = '/api/admin/update-doctor-clinic';

let server: TestServer;
let staff: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { name: 'Desk Arrival', flags: { is_staff: true } });
});
afterAll(() => server.close());

const windowOf = (id: string) => arrivalWindowOf(server, id);

/** A patient's pending request with the doctor on DATE, approved by the doctor: its id and patient. */
async function approvedVisit(doctor: QuickDoctor, options: { phone?: string; time?: string } = {}) {
  const patient = await quickUser(server, { name: 'Chidi Okafor', phone: options.phone });
  const id = await book(server, patient, doctor, DATE, options.time ?? '10:00');
  const res = await post(server, STATUS, approval(id, DATE), doctor.auth);
  expect(res.status).toBe(200);
  return { id, patient };
}

/** Consultations of the doctor on past clinic days, `minutes` long each, as the clinic day records them. */
async function pastConsultations(
  doctor: QuickDoctor,
  days: ReadonlyArray<{ daysAgo: number; minutes: number[] }>,
) {
  const patient = await quickUser(server, { name: 'Past Patient' });
  for (const { daysAgo, minutes } of days) {
    const day = addDays(TODAY, -daysAgo);
    for (const [i, length] of minutes.entries()) {
      const { id } = await server.db
        .insertInto('appointments')
        .values({
          user_id: patient.user.id,
          doctor_id: doctor.doctor.id,
          date: day,
          time: '09:00',
          status: 'completed',
          schedule_date: day,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const called = new Date(Date.parse(`${day}T07:00:00Z`) + i * 15 * 60_000);
      await server.db
        .insertInto('clinic_visits')
        .values({
          appointment_id: id,
          clinic_date: day,
          doctor_id: doctor.doctor.id,
          state: 'seen',
          queue_number: i + 1,
          arrived_at: called,
          called_at: called,
          finished_at: new Date(called.getTime() + length * 60_000),
        })
        .execute();
    }
  }
}

/** The server's background measure of the doctors' pace, run now. */
async function measurePaces() {
  server.app.jobs.paces.kick();
  await server.app.jobs.paces.idle();
}

describe('the window from the place in the day and the pace', () => {
  test('without history the doctor’s own 15 minutes: the first visits come between 08:40–09:00, 08:55–09:15, 09:10–09:30; the rows carry it, a request none', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Pace', totalSlots: 20 });
    const visits = [];
    for (let i = 0; i < 3; i += 1) visits.push(await approvedVisit(doctor));
    expect(await Promise.all(visits.map((v) => windowOf(v.id)))).toEqual([
      { arrive_from: '08:40', arrive_by: '09:00' },
      { arrive_from: '08:55', arrive_by: '09:15' },
      { arrive_from: '09:10', arrive_by: '09:30' },
    ]);
    const listed = await get(server, MINE, visits[1].patient.auth);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ _id: visits[1].id, arriveFrom: '08:55', arriveBy: '09:15' }),
    ]);
    const requester = await quickUser(server);
    const pending = await book(server, requester, doctor, DATE);
    const own = await get(server, MINE, requester.auth);
    expect(own.body.data).toEqual([
      expect.objectContaining({ _id: pending, arriveFrom: null, arriveBy: null }),
    ]);
    const doctorList = await get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth);
    expect(doctorList.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: visits[2].id, arriveFrom: '09:10' })]),
    );
  });

  test('a doctor’s own length, set by the admin, stands in without history: 30 minutes puts the second visit at 09:30', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Slow', totalSlots: 20 });
    const admin = await quickUser(server, { name: 'Admin Pace', flags: { is_admin: true } });
    const clinic = {
      doctorId: doctor.doctor.id,
      clinicDay: ['Everyday'],
      feePerConsultation: 9000,
      appointmentTime: ['09:00', '13:00'],
    };
    // the admin's Update Clinic Days sets it; a length out of 1–240 is refused and changes nothing
    const bad = await post(server, CLINIC, { ...clinic, consultMinutes: 0 }, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      message: 'Please enter a consultation length from 1 to 240 minutes',
    });
    const set = await post(server, CLINIC, { ...clinic, consultMinutes: 30 }, admin.auth);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ consultMinutes: 30 });
    const first = await approvedVisit(doctor);
    const second = await approvedVisit(doctor);
    expect(await windowOf(first.id)).toEqual({ arrive_from: '08:40', arrive_by: '09:00' });
    expect(await windowOf(second.id)).toEqual({ arrive_from: '09:10', arrive_by: '09:30' });
  });

  test('with history the median consultation of the last 30 clinic days, measured in the background', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Measured', totalSlots: 20 });
    // 30 recent clinic days of 10-minute consultations (one a 40-minute outlier), and an older day
    // of hour-long ones that the last 30 clinic days leave out
    await pastConsultations(doctor, [
      ...Array.from({ length: 30 }, (_, i) => ({ daysAgo: 2 + i * 2, minutes: i === 0 ? [10, 40] : [10] })),
      {
        daysAgo: 70,
        minutes: [
          60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60,
          60, 60, 60, 60, 60, 60, 60,
        ],
      },
    ]);
    await measurePaces();
    const measured = await server.db
      .selectFrom('doctors')
      .select(['pace_minutes', 'pace_at'])
      .where('id', '=', doctor.doctor.id)
      .executeTakeFirstOrThrow();
    expect(measured.pace_minutes).toBe(10);
    expect(measured.pace_at).not.toBeNull();
    const visits = [];
    for (let i = 0; i < 3; i += 1) visits.push(await approvedVisit(doctor));
    expect((await Promise.all(visits.map((v) => windowOf(v.id)))).map((w) => w.arrive_by)).toEqual([
      '09:00',
      '09:10',
      '09:20',
    ]);
  });

  test('a doctor measured today is not measured again that day', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Once', totalSlots: 20 });
    await measurePaces();
    const before = await server.db
      .selectFrom('doctors')
      .select('pace_at')
      .where('id', '=', doctor.doctor.id)
      .executeTakeFirstOrThrow();
    expect(before.pace_at).not.toBeNull();
    await pastConsultations(doctor, [{ daysAgo: 1, minutes: [25] }]);
    await measurePaces();
    const after = await server.db
      .selectFrom('doctors')
      .select(['pace_at', 'pace_minutes'])
      .where('id', '=', doctor.doctor.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ pace_at: before.pace_at, pace_minutes: null });
  });

  test('past the doctor’s last hour every visit is told the last place that ends before closing', async () => {
    const doctor = await quickDoctor(server, {
      firstName: 'Short',
      start: '09:00',
      end: '09:45',
      totalSlots: 20,
    });
    const visits = [];
    for (let i = 0; i < 5; i += 1) visits.push(await approvedVisit(doctor, { time: '09:00' }));
    expect((await Promise.all(visits.map((v) => windowOf(v.id)))).map((w) => w.arrive_by)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:30',
      '09:30',
    ]);
  });
});

describe('every way a visit is approved tells a window', () => {
  test('the desk’s booking, approved at once: the mail says "come between", the text too, the calendar event starts at the window', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Desk', totalSlots: 20 });
    const patient = await quickUser(server, { name: 'Amina Bello', phone: TEXTABLE });
    const { answer, mails } = await mailsOf(server, () =>
      post(
        server,
        BOOK,
        { doctorId: doctor.doctor.id, date: DATE, time: '11:00', patientId: patient.user.id },
        staff.auth,
      ),
    );
    expect(answer.status).toBe(201);
    const made = answer.body.data as { _id: string; arriveFrom: string; arriveBy: string };
    expect(made).toMatchObject({ arriveFrom: '08:40', arriveBy: '09:00' });
    const mail = mailTo(mails, patient.user.email);
    expect(mail.text).toContain('Please come between 08:40 and 09:00.');
    expect(mail.calendar?.start).toEqual(lagosInstant(DATE, '08:40'));
    const texts = await server.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('appointment_id', '=', made._id)
      .where('kind', '=', 'approved')
      .execute();
    expect(texts).toEqual([
      { body: `Approved: Dr. Desk Eze, ${dmy(DATE)}, Ikeja. Please come between 08:40 and 09:00.` },
    ]);
  });

  test('a course approved by its doctor: each visit a window of its own day', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Course', totalSlots: 20 });
    const patient = await quickUser(server, { name: 'Course Patient' });
    const dates = [DATE, addDays(DATE, 7)];
    const booked = await post(
      server,
      '/api/user/book-series',
      { doctorId: doctor.doctor.id, dates: dates.map(dmy), time: '10:00' },
      patient.auth,
    );
    expect(booked.status).toBe(201);
    const { seriesId } = booked.body.data as { seriesId: string };
    const approved = await post(
      server,
      '/api/doctor/approve-series',
      { seriesId, comment: 'Fine' },
      doctor.auth,
    );
    expect(approved.status).toBe(200);
    const rows = await server.db
      .selectFrom('appointments')
      .select(['arrive_from', 'arrive_by'])
      .where('series_id', '=', seriesId)
      .orderBy('date')
      .execute();
    expect(rows).toEqual([
      { arrive_from: '08:40', arrive_by: '09:00' },
      { arrive_from: '08:40', arrive_by: '09:00' },
    ]);
  });

  test('a follow-up set on completion gets a window on its new date', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Follow', totalSlots: 20 });
    await approvedVisit(doctor);
    const { id } = await approvedVisit(doctor);
    expect((await windowOf(id)).arrive_by).toBe('09:15');
    const followUp = addDays(DATE, 7);
    const done = await post(
      server,
      DOCTOR_COMPLETE,
      { appointmentId: id, comment: 'Back in a week', followUpNeeded: 'yes', followUpDate: dmy(followUp) },
      doctor.auth,
    );
    expect(done.status).toBe(200);
    expect(await windowOf(id)).toEqual({ arrive_from: '08:40', arrive_by: '09:00' });
  });
});

describe('told once, never earlier', () => {
  test('a later approval leaves the windows told; a cancelled visit’s place is given to the next; a move back to pending clears the window', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Kept', totalSlots: 20 });
    const first = await approvedVisit(doctor);
    const second = await approvedVisit(doctor);
    const third = await approvedVisit(doctor);
    expect((await windowOf(third.id)).arrive_by).toBe('09:30');
    const cancelled = await post(
      server,
      CANCEL,
      { appointmentId: second.id, reason: 'Travelling' },
      second.patient.auth,
    );
    expect(cancelled.status).toBe(200);
    const fourth = await approvedVisit(doctor);
    expect(await windowOf(fourth.id)).toEqual({ arrive_from: '08:55', arrive_by: '09:15' });
    expect(await windowOf(first.id)).toEqual({ arrive_from: '08:40', arrive_by: '09:00' });
    expect(await windowOf(third.id)).toEqual({ arrive_from: '09:10', arrive_by: '09:30' });

    const moved = await post(
      server,
      RESCHEDULE,
      { appointmentId: first.id, date: dmy(addDays(DATE, 1)), time: '10:00' },
      first.patient.auth,
    );
    expect(moved.status).toBe(200);
    expect(await windowOf(first.id)).toEqual({ arrive_from: null, arrive_by: null });
    const listed = await get(server, MINE, first.patient.auth);
    expect(listed.body.data).toEqual([expect.objectContaining({ arriveFrom: null, arriveBy: null })]);
  });
});

describe('the expected call on the patient’s place', () => {
  test('a patient not yet arrived is expected no earlier than the end of their window; the answer carries the window', async () => {
    const doctor = await quickDoctor(server, {
      firstName: 'Late',
      start: '23:40',
      end: '23:59',
      totalSlots: 20,
    });
    const patient = await quickUser(server, { name: 'Evening Patient' });
    const { id } = await server.db
      .insertInto('appointments')
      .values({ user_id: patient.user.id, doctor_id: doctor.doctor.id, date: TODAY, time: '23:45' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post(server, STATUS, approval(id, TODAY), doctor.auth)).status).toBe(200);
    expect(await windowOf(id)).toEqual({ arrive_from: '23:20', arrive_by: '23:40' });
    // the clock may pass 23:40 in the clinic while the test runs: then the call is expected now
    const expected = () => {
      const { time } = clinicWallClock(DEFAULT_CLINIC_TIMEZONE, new Date(server.clock.now()));
      return time > '23:40' ? time : '23:40';
    };
    const earliest = expected();
    const res = await get(server, '/api/user/my-queue', patient.auth);
    const latest = expected();
    expect(res.body.data).toEqual([
      expect.objectContaining({
        appointmentId: id,
        visitState: 'expected',
        arriveFrom: '23:20',
        arriveBy: '23:40',
        expectedCallAt: expect.any(String),
      }),
    ]);
    expect([earliest, latest]).toContain(
      (res.body.data as Array<{ expectedCallAt: string }>)[0].expectedCallAt,
    );
  });
});
