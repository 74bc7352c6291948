import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  TODAY,
  book,
  clinicDateOf,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { ClosedClinicDay, RecordedLeave } from '../../../src/shared/schemas/capacity';
import type { Appointment } from '../../../src/shared/schemas/appointments';

/** A doctor's leave with a substitute: recording it, who may, each refusal, and the one-click offer. */

let server: TestServer;
let as: Record<RoleName, Made>;
const DATE = addDays(TODAY, 3);
const LEAVE = '/api/doctor/record-leave';
const READ = '/api/leave-offer/read';
const ACCEPT = '/api/leave-offer/accept';

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'leave');
});
afterAll(() => server.close());

type Caller = { auth: Record<string, string> };

const leave = (who: Caller, body: object) =>
  post(
    server,
    LEAVE,
    { from: dmy(DATE), to: dmy(addDays(DATE, 1)), reason: 'Annual leave', ...body },
    who.auth,
  );

const leaveRows = (of: QuickDoctor) =>
  server.db.selectFrom('doctor_leave').selectAll().where('doctor_id', '=', of.doctor.id).execute();
const closedCount = async (of: QuickDoctor) =>
  (
    await server.db
      .selectFrom('closed_clinic_days')
      .select('id')
      .where('doctor_id', '=', of.doctor.id)
      .execute()
  ).length;

/** The one-click key of a patient's offer, from the link in their mail (and their notice). */
async function offerKey(patient: QuickUser): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('user_id', '=', patient.user.id)
    .where('kind', '=', 'clinic-closed')
    .executeTakeFirstOrThrow();
  const key = /\/leave-offer\/([A-Za-z0-9_-]{32})/.exec(mail.text_body)?.[1];
  if (!key) throw new Error(`no offer link in: ${mail.text_body}`);
  return key;
}

async function closingsOf(of: QuickDoctor): Promise<ClosedClinicDay[]> {
  const res = await get(server, `${CLOSINGS}?doctorId=${of.doctor.id}&sort=date&order=asc`, as.admin.auth);
  expect(res.status).toBe(200);
  return res.body.data as ClosedClinicDay[];
}
const CLOSINGS = '/api/admin/closed-clinic-days';

describe('record-leave: who and what it refuses', () => {
  let doctor: QuickDoctor;
  let other: QuickDoctor;
  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Refused' });
    other = await quickDoctor(server, { firstName: 'Colleague' });
  });

  test('staff, patients and another doctor are refused; nobody signed in is asked to', async () => {
    for (const who of [as.staff, as.patient, as.regDoctor, other]) {
      const res = await leave(who, { doctorId: doctor.doctor.id });
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    }
    expect((await post(server, LEAVE, { from: dmy(DATE), to: dmy(DATE), reason: 'x' })).status).toBe(401);
    expect(await leaveRows(doctor)).toEqual([]);
  });

  test('each bad input is a 400 naming its field, and nothing changes', async () => {
    const pending = await quickDoctor(server, { firstName: 'Pending', status: 'pending' });
    const dentist = await quickDoctor(server, { firstName: 'Dentist' });
    await server.db
      .updateTable('doctors')
      .set({ service: 'Dentistry' })
      .where('id', '=', dentist.doctor.id)
      .execute();
    const weekly = await quickDoctor(server, { firstName: 'Weekly', clinicDays: ['Monday'] });
    const tuesday = addDays(clinicDateOf(['Monday'], addDays(TODAY, 1)), 1);
    const patient = await quickUser(server);
    await book(server, patient, doctor, DATE);
    const own = (body: object) => leave(doctor, body);
    const cases: Array<[Promise<{ status: number; body: Record<string, unknown> }>, string, string]> = [
      [own({ to: dmy(addDays(DATE, -1)) }), 'to', 'The last day cannot be before the first'],
      [
        own({ to: dmy(addDays(TODAY, 91)) }),
        'to',
        'The last day of a leave must be within 90 days from today',
      ],
      [own({ from: dmy(addDays(TODAY, -2)) }), 'from', 'Only today or later dates can be closed or reopened'],
      [
        own({ substituteDoctorId: '00000000-0000-4000-8000-000000000099' }),
        'substituteDoctorId',
        'The substitute must be an approved doctor',
      ],
      [
        own({ substituteDoctorId: pending.doctor.id }),
        'substituteDoctorId',
        'The substitute must be an approved doctor',
      ],
      [
        own({ substituteDoctorId: dentist.doctor.id }),
        'substituteDoctorId',
        'The substitute must offer the same service (Cardiology)',
      ],
      [
        own({ substituteDoctorId: doctor.doctor.id }),
        'substituteDoctorId',
        'A doctor cannot be their own substitute',
      ],
      [leave(as.admin, {}), 'doctorId', 'Please choose the doctor on leave'],
      [
        leave(weekly, { from: dmy(tuesday), to: dmy(addDays(tuesday, 2)) }),
        'from',
        `Dr. Weekly Eze does not hold clinic between ${dmy(tuesday)} and ${dmy(addDays(tuesday, 2))}`,
      ],
      [own({ reason: '  ' }), 'reason', 'Please give a reason'],
    ];
    for (const [call, field, message] of cases) {
      const res = await call;
      expect({
        status: res.status,
        message: res.body.message,
        field: (res.body.errors as object)?.[field as never],
      }).toEqual({
        status: 400,
        message,
        field: message,
      });
    }
    expect(await leaveRows(doctor)).toEqual([]);
    expect(await closedCount(doctor)).toBe(0);
    const visit = await server.db
      .selectFrom('appointments')
      .select('status')
      .where('user_id', '=', patient.user.id)
      .executeTakeFirstOrThrow();
    expect(visit.status).toBe('pending');
  });
});

describe('leave without a substitute', () => {
  test('the doctor records their own: the days close as a closing does, the leave is kept', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Alone' });
    const patient = await quickUser(server);
    const id = await book(server, patient, doctor, DATE, '10:00');
    const res = await leave(doctor, { reason: 'Training course' });
    expect(res.status).toBe(200);
    const data = res.body.data as RecordedLeave;
    expect(res.body.message).toBe(
      'Leave recorded: 2 clinic days closed; 0 appointments offered to the substitute, 1 appointment cancelled',
    );
    expect(data).toEqual({
      leaveId: expect.any(String),
      dates: [DATE, addDays(DATE, 1)],
      cancelled: 1,
      offered: 0,
      visits: [
        {
          appointmentId: id,
          patientName: patient.user.name,
          date: DATE,
          time: '10:00',
          substituteOffered: false,
        },
      ],
    });
    const visit = await server.db
      .selectFrom('appointments')
      .select(['status', 'cancel_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(visit).toEqual({
      status: 'cancelled',
      cancel_reason: `Dr. Alone Eze is not holding clinic on ${dmy(DATE)}: Training course`,
    });
    expect(await leaveRows(doctor)).toEqual([
      expect.objectContaining({
        id: data.leaveId,
        reason: 'Training course',
        substitute_doctor_id: null,
        recorded_by: doctor.user.id,
        recorded_by_name: doctor.user.name,
      }),
    ]);
    // the closed dates, as the booking card and the closings list show them, carry the reason
    const dates = await get(
      server,
      `/api/bookAppointment/closed-dates?doctorId=${doctor.doctor.id}`,
      patient.auth,
    );
    expect(dates.body.data).toEqual([
      { date: DATE, reason: 'Training course' },
      { date: addDays(DATE, 1), reason: 'Training course' },
    ]);
    expect((await closingsOf(doctor)).map((c) => [c.date, c.reason, c.leave])).toEqual([
      [DATE, 'Training course', { substituteName: null, moved: 0 }],
      [addDays(DATE, 1), 'Training course', { substituteName: null, moved: 0 }],
    ]);
  });
});

describe('leave with a substitute', () => {
  let doctor: QuickDoctor;
  let substitute: QuickDoctor;
  let first: QuickUser;
  let second: QuickUser;
  let late: QuickUser;
  let data: RecordedLeave;

  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Away' });
    // the substitute holds clinic 09:00–11:00 with two places, one already taken
    substitute = await quickDoctor(server, { firstName: 'Stand', end: '11:00', totalSlots: 2 });
    await book(server, await quickUser(server), substitute, DATE, '09:30');
    [first, second, late] = await Promise.all([quickUser(server), quickUser(server), quickUser(server)]);
    await book(server, first, doctor, DATE, '10:00');
    await book(server, second, doctor, DATE, '10:30');
    await book(server, late, doctor, DATE, '12:00');
    const res = await leave(as.admin, {
      doctorId: doctor.doctor.id,
      substituteDoctorId: substitute.doctor.id,
    });
    expect(res.status).toBe(200);
    data = res.body.data as RecordedLeave;
  });

  test('the visits the substitute can take at the same time are offered; the rest only cancelled', async () => {
    expect({ offered: data.offered, cancelled: data.cancelled }).toEqual({ offered: 2, cancelled: 1 });
    expect(data.visits.map((v) => [v.time, v.substituteOffered])).toEqual([
      ['10:00', true],
      ['10:30', true],
      ['12:00', false],
    ]);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('user_id', '=', first.user.id)
      .where('kind', '=', 'clinic-closed')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Dr. Stand Eze is seeing patients in their place');
    const note = await server.db
      .selectFrom('notifications')
      .select('on_click_path')
      .where('user_id', '=', first.user.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.on_click_path).toBe(`/leave-offer/${await offerKey(first)}`);
    const lateNote = await server.db
      .selectFrom('notifications')
      .select('on_click_path')
      .where('user_id', '=', late.user.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(lateNote.on_click_path).toMatch(/^\/appointments\?rebook=/);
  });

  test('the one-click page reads the offer without sign-in; an unknown key is not found', async () => {
    const res = await post(server, READ, { key: await offerKey(first) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      appointmentId: data.visits[0].appointmentId,
      patientName: first.user.name,
      doctorName: 'Away Eze',
      substituteName: 'Stand Eze',
      service: 'Cardiology',
      location: 'Ikeja',
      date: DATE,
      time: '10:00',
      reason: 'Annual leave',
      state: 'open',
    });
    const unknown = await post(server, READ, { key: 'A'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect((await post(server, ACCEPT, { key: 'short' })).status).toBe(400);
  });

  test('accepting books the substitute once, as a move; the last place gone, the next is refused', async () => {
    const key = await offerKey(first);
    const accepted = await post(server, ACCEPT, { key });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(`Your visit is booked with Dr. Stand Eze on ${dmy(DATE)} at 10:00`);
    expect((accepted.body.data as { state: string }).state).toBe('accepted');
    const booked = await server.db
      .selectFrom('appointments')
      .select(['status', 'time'])
      .where('user_id', '=', first.user.id)
      .where('doctor_id', '=', substitute.doctor.id)
      .execute();
    expect(booked).toEqual([{ status: 'pending', time: '10:00' }]);
    // the cancelled visit gave up its rebook: a second click, or the rebook, books nothing more
    const again = await post(server, ACCEPT, { key });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'This offer was already accepted',
    });
    const rebook = await post(
      server,
      '/api/bookAppointment/rebook',
      { appointmentId: data.visits[0].appointmentId },
      first.auth,
    );
    expect(rebook.status).toBe(409);
    expect(((await post(server, READ, { key })).body.data as { state: string }).state).toBe('accepted');

    // the substitute's two places are now taken: the second patient is told so, and may still rebook
    const full = await post(server, ACCEPT, { key: await offerKey(second) });
    expect({ status: full.status, message: full.body.message }).toEqual({
      status: 409,
      message: `Dr. Stand Eze has no place left on ${dmy(DATE)}. Please rebook instead.`,
    });
    expect(
      ((await post(server, READ, { key: await offerKey(second) })).body.data as { state: string }).state,
    ).toBe('open');
    const rebooked = await post(
      server,
      '/api/bookAppointment/rebook',
      { appointmentId: data.visits[1].appointmentId },
      second.auth,
    );
    expect(rebooked.status).toBe(201);
    expect(
      ((await post(server, READ, { key: await offerKey(second) })).body.data as { state: string }).state,
    ).toBe('closed');
  });

  test('the closings list counts the visits moved to the substitute, apart from the cancelled', async () => {
    expect((await closingsOf(doctor)).map((c) => [c.date, c.leave])).toEqual([
      [DATE, { substituteName: 'Stand Eze', moved: 1 }],
      [addDays(DATE, 1), { substituteName: 'Stand Eze', moved: 0 }],
    ]);
    const slots = await server.db
      .selectFrom('closed_clinic_days')
      .select('leave_id')
      .where('doctor_id', '=', doctor.doctor.id)
      .execute();
    expect(slots.map((s) => s.leave_id)).toEqual([data.leaveId, data.leaveId]);
  });
});

describe("a course's visit kept with the substitute", () => {
  const dates = [addDays(TODAY, 5), addDays(TODAY, 12), addDays(TODAY, 19)];
  let doctor: QuickDoctor;
  let substitute: QuickDoctor;
  let patient: QuickUser;
  let course: { seriesId: string; appointments: Array<{ _id: string }> };

  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Course' });
    substitute = await quickDoctor(server, { firstName: 'Cover' });
    patient = await quickUser(server);
    const booked = await post(
      server,
      '/api/user/book-series',
      { doctorId: doctor.doctor.id, time: '10:00', dates: dates.map(dmy) },
      patient.auth,
    );
    expect(booked.status).toBe(201);
    course = booked.body.data as typeof course;
    const res = await leave(doctor, {
      from: dmy(dates[1]),
      to: dmy(dates[1]),
      substituteDoctorId: substitute.doctor.id,
    });
    expect(res.status).toBe(200);
  });

  test('the visit booked with the substitute takes the cancelled one\'s place: "2 of 3", the course unchanged', async () => {
    const accepted = await post(server, ACCEPT, { key: await offerKey(patient) });
    expect(accepted.status).toBe(200);
    const list = await get(server, '/api/user/get-appointments-by-user-id?pageSize=50', patient.auth);
    const rows = (list.body.data as Appointment[]).map((a) => ({
      date: a.date,
      doctor: a.doctorInfo._id,
      status: a.status,
      place: [a.seriesId, a.seriesIndex, a.seriesSize],
    }));
    const place = (i: number) => [course.seriesId, i, 3];
    expect(rows).toEqual(
      expect.arrayContaining([
        { date: dates[0], doctor: doctor.doctor.id, status: 'pending', place: place(1) },
        { date: dates[1], doctor: doctor.doctor.id, status: 'cancelled', place: place(2) },
        { date: dates[1], doctor: substitute.doctor.id, status: 'pending', place: place(2) },
        { date: dates[2], doctor: doctor.doctor.id, status: 'pending', place: place(3) },
      ]),
    );
    expect(rows).toHaveLength(4);
    const series = await server.db
      .selectFrom('series')
      .select(['size', 'doctor_id'])
      .where('id', '=', course.seriesId)
      .executeTakeFirstOrThrow();
    expect(series).toEqual({ size: 3, doctor_id: doctor.doctor.id });
    // the offer names the visit it became
    const offer = await server.db
      .selectFrom('leave_offers')
      .select('moved_to')
      .where('appointment_id', '=', course.appointments[1]._id)
      .executeTakeFirstOrThrow();
    const moved = (list.body.data as Appointment[]).find((a) => a.doctorInfo._id === substitute.doctor.id);
    expect(offer.moved_to).toBe(moved?._id);
  });

  test("approving the course approves the course doctor's visits; the substitute approves their own", async () => {
    const approved = await post(
      server,
      '/api/doctor/approve-series',
      { seriesId: course.seriesId },
      doctor.auth,
    );
    expect(approved.status).toBe(200);
    const rows = await server.db
      .selectFrom('appointments')
      .select(['doctor_id', 'status', 'series_index'])
      .where('series_id', '=', course.seriesId)
      .orderBy('series_index')
      .orderBy('status')
      .execute();
    expect(
      rows.map((r) => [r.series_index, r.doctor_id === substitute.doctor.id ? 'sub' : 'own', r.status]),
    ).toEqual([
      [1, 'own', 'approved'],
      [2, 'own', 'cancelled'],
      [2, 'sub', 'pending'],
      [3, 'own', 'approved'],
    ]);
  });
});
