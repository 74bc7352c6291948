import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  TODAY,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { openDatabase } from '../../../src/server/db/connect';
import { readConfig } from '../../../src/server/config';
import { policyOf } from '../../../src/server/appointments/policy';
import { markMissedVisits } from '../../../src/server/today/no-show';
import { checkIn as checkInOnDay } from '../../../src/server/today/queue';
import { queuePrefixAt } from '../../../src/shared/schemas/clinicDay';
import { openEventStream } from '../../helpers/peers/event-stream';
import { featureRunningSince } from '../../helpers/scenarios/feature-age';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';
import { clinicWallClock } from '../../../src/shared/clinicTime';
import { minutesOfDay, timeOfDay } from '../../../src/shared/arrivalWindow';

/** The clinic day: the day sheet, check-in, call-next, no-shows, my-queue and boards. */

/** A mobile number that takes texts. */
const TEXTABLE = '+2348031234567';

let server: TestServer;
let staff: QuickUser;
let admin: QuickUser;
let doctor: QuickDoctor;
let other: QuickDoctor;
const policy = policyOf(readConfig({ SEED: 'none' }));

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { name: 'Desk One', flags: { is_staff: true } });
  admin = await quickUser(server, { name: 'Admin One', flags: { is_admin: true } });
  doctor = await quickDoctor(server, { firstName: 'Ada', start: '08:00', end: '12:00', totalSlots: 100 });
  other = await quickDoctor(server, { firstName: 'Obi', totalSlots: 100 });
  // a clinic that has had the clinic day for a month: the automatic pass judges the last week
  await featureRunningSince(server.db, '016_clinic_day', new Date(Date.now() - 30 * 86_400_000));
});
afterAll(() => server.close());

/** A visit for a new patient, straight in the database, due on `date` at `time`. */
async function visit(
  withDoctor: QuickDoctor,
  options: { date?: string; time?: string; status?: AppointmentStatus; name?: string; phone?: string } = {},
) {
  const patient = await quickUser(server, { name: options.name ?? 'Chidi Okafor', phone: options.phone });
  const date = options.date ?? TODAY;
  const status = options.status ?? 'approved';
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: withDoctor.doctor.id,
      date,
      time: options.time ?? '09:00',
      status,
      schedule_date: status === 'pending' ? null : date,
      follow_up_date: status === 'follow-up' ? date : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, patient };
}

const checkIn = (id: string, who = staff) =>
  post(server, '/api/desk/check-in', { appointmentId: id }, who.auth);
const callNext = (d: QuickDoctor, who: { auth: Record<string, string> } = d, finishFirst?: string) =>
  post(server, '/api/desk/call-next', { doctorId: d.doctor.id, finishFirst }, who.auth);
/** The queue number a check-in handed out. */
const numberOf = (res: { body: { data?: unknown } }) =>
  (res.body.data as { queueNumber: string }).queueNumber;
/** The clinic visit's state today. */
const stateOf = async (appointmentId: string) =>
  (
    await server.db
      .selectFrom('clinic_visits')
      .select('state')
      .where('appointment_id', '=', appointmentId)
      .executeTakeFirstOrThrow()
  ).state;
/** The call-to-the-room texts queued for a visit. */
const calledTexts = (appointmentId: string) =>
  server.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('appointment_id', '=', appointmentId)
    .where('kind', '=', 'called')
    .execute();

describe('the day sheet', () => {
  test('lists the due visits of the day in time order, with their state, for the clinic and the own doctor only', async () => {
    const d = await quickDoctor(server, { firstName: 'Sheet', totalSlots: 100 });
    const late = await visit(d, { time: '11:30', name: 'Late Patient' });
    const early = await visit(d, { time: '08:15', name: 'Early Patient' });
    await visit(d, { status: 'pending', name: 'Not Due' });
    await visit(d, { date: addDays(TODAY, 1), name: 'Tomorrow Patient' });
    const res = await get(server, `/api/desk/day?doctorId=${d.doctor.id}`, staff.auth);
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<{
      _id: string;
      visitState: string;
      patientName: string;
      time: string;
    }>;
    expect(rows.map((r) => r._id)).toEqual([early.id, late.id]);
    expect(rows[0]).toMatchObject({ visitState: 'expected', patientName: 'Early Patient', time: '08:15' });
    expect(res.body.total).toBe(2);

    const own = await get(server, `/api/desk/day`, d.auth);
    expect((own.body.data as unknown[]).length).toBe(2);
    expect((await get(server, `/api/desk/day?doctorId=${doctor.doctor.id}`, d.auth)).status).toBe(403);
    expect((await get(server, `/api/desk/day`, early.patient.auth)).status).toBe(403);
    const bad = await get(server, `/api/desk/day?state=waiting`, staff.auth);
    expect(bad.status).toBe(400);
    expect((await get(server, `/api/desk/day?colour=red`, staff.auth)).body.message).toBe(
      'Unknown parameter: colour',
    );
  });

  test('searches by any part of the name or of the phone digits, and filters by state', async () => {
    const d = await quickDoctor(server, { firstName: 'Search', totalSlots: 100 });
    const amaka = await visit(d, { name: 'Amaka Obi' });
    await visit(d, { name: 'Tunde Ade' });
    await server.db
      .updateTable('users')
      .set({ phone: '0803 123 4567' })
      .where('id', '=', amaka.patient.user.id)
      .execute();
    const byName = await get(server, `/api/desk/day?doctorId=${d.doctor.id}&search=maka`, staff.auth);
    expect((byName.body.data as Array<{ _id: string }>).map((r) => r._id)).toEqual([amaka.id]);
    const byPhone = await get(server, `/api/desk/day?doctorId=${d.doctor.id}&search=08031234567`, staff.auth);
    expect((byPhone.body.data as Array<{ _id: string }>).map((r) => r._id)).toEqual([amaka.id]);
    await checkIn(amaka.id);
    const arrived = await get(server, `/api/desk/day?doctorId=${d.doctor.id}&state=arrived`, staff.auth);
    expect((arrived.body.data as Array<{ _id: string }>).map((r) => r._id)).toEqual([amaka.id]);
  });
});

describe('check-in', () => {
  test('numbers arrivals per doctor and day, refuses twice and another day, and never reuses a number', async () => {
    const a = await visit(doctor);
    const b = await visit(doctor);
    const c = await visit(other);
    const first = numberOf(await checkIn(a.id));
    expect(first).toMatch(/^[A-HJ-NP-Z]+-001$/);
    const prefix = first.slice(0, -4);
    const othersFirst = numberOf(await checkIn(c.id));
    expect(othersFirst).toMatch(/^[A-HJ-NP-Z]+-001$/);
    expect(othersFirst).not.toBe(first);
    const twice = await checkIn(a.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This patient has already checked in');
    expect((await post(server, '/api/desk/undo-check-in', { appointmentId: a.id }, staff.auth)).status).toBe(
      200,
    );
    expect((await checkIn(b.id)).body.data).toEqual({ queueNumber: `${prefix}-002` });
    expect((await checkIn(a.id)).body.data).toEqual({ queueNumber: `${prefix}-003` });

    const tomorrow = addDays(TODAY, 1);
    const later = await visit(doctor, { date: tomorrow });
    const wrongDay = await checkIn(later.id);
    expect(wrongDay.status).toBe(409);
    expect(wrongDay.body.message).toBe(`This visit is on ${dmy(tomorrow)}`);
    const pending = await visit(doctor, { status: 'pending' });
    expect((await checkIn(pending.id)).body.message).toBe('This appointment is already pending');
  });

  test('is for the clinic and the visit’s own doctor; a patient or another doctor is refused and nothing changes', async () => {
    const v = await visit(doctor);
    expect((await checkIn(v.id, v.patient)).status).toBe(403);
    expect((await checkIn(v.id, other)).status).toBe(403);
    const rows = await server.db
      .selectFrom('clinic_visits')
      .select('state')
      .where('appointment_id', '=', v.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await checkIn(v.id, doctor)).status).toBe(200);
  });
});

describe('call-next', () => {
  test('takes priority first, then arrival order; with nobody waiting it says so', async () => {
    const d = await quickDoctor(server, { firstName: 'Queue', totalSlots: 100 });
    const first = await visit(d);
    const second = await visit(d);
    const urgent = await visit(d);
    const labels = [];
    for (const v of [first, second, urgent]) labels.push(numberOf(await checkIn(v.id)));
    const moved = await post(
      server,
      '/api/desk/set-priority',
      { appointmentId: urgent.id, reason: 'Chest pain' },
      staff.auth,
    );
    expect(moved.status).toBe(200);
    expect((await callNext(d)).body.data).toEqual({ appointmentId: urgent.id, queueNumber: labels[2] });
    expect((await callNext(d, staff, urgent.id)).body.data).toMatchObject({
      appointmentId: first.id,
      queueNumber: labels[0],
    });
    expect((await callNext(d, d, first.id)).body.data).toMatchObject({
      appointmentId: second.id,
      queueNumber: labels[1],
    });
    const none = await callNext(d, d, second.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No patient is waiting');
    // nobody was waiting, so the visit in the room was not finished either
    expect(await stateOf(second.id)).toBe('in-consultation');
    expect((await callNext(d, other)).status).toBe(403);
  });

  test('while a patient is in the room a call is refused: nothing changes and nobody is texted', async () => {
    const d = await quickDoctor(server, { firstName: 'Room', totalSlots: 100 });
    const inRoom = await visit(d);
    const waiting = await visit(d, { phone: TEXTABLE });
    const inRoomNumber = numberOf(await checkIn(inRoom.id));
    await checkIn(waiting.id);
    expect((await callNext(d)).status).toBe(200);
    for (const [who, finishFirst] of [
      [d, undefined],
      [staff, undefined],
      // naming a visit that is not the one in the room finishes nothing
      [d, waiting.id],
    ] as const) {
      const refused = await callNext(d, who, finishFirst);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: `${inRoomNumber} is still with the doctor. Finish that visit before calling the next patient.`,
      });
    }
    expect(await stateOf(inRoom.id)).toBe('in-consultation');
    expect(await stateOf(waiting.id)).toBe('arrived');
    expect(await calledTexts(waiting.id)).toEqual([]);
    const board = await get(
      server,
      `/api/desk/day?doctorId=${d.doctor.id}&state=in-consultation`,
      staff.auth,
    );
    expect((board.body.data as Array<{ _id: string }>).map((r) => r._id)).toEqual([inRoom.id]);
  });

  test('finishing the visit in the room first: it is seen, its notes still to write, and the next is called and texted', async () => {
    const d = await quickDoctor(server, { firstName: 'Finish', totalSlots: 100 });
    const inRoom = await visit(d);
    const next = await visit(d, { phone: TEXTABLE });
    const inRoomNumber = numberOf(await checkIn(inRoom.id));
    const nextNumber = numberOf(await checkIn(next.id));
    await callNext(d);
    const called = await callNext(d, d, inRoom.id);
    expect(called.status).toBe(200);
    expect(called.body).toMatchObject({
      success: true,
      message: `Now serving ${nextNumber}`,
      data: {
        appointmentId: next.id,
        queueNumber: nextNumber,
        finished: { appointmentId: inRoom.id, queueNumber: inRoomNumber },
      },
    });
    const finished = await server.db
      .selectFrom('clinic_visits')
      .select(['state', 'finished_at'])
      .where('appointment_id', '=', inRoom.id)
      .executeTakeFirstOrThrow();
    expect(finished.state).toBe('seen');
    expect(finished.finished_at).not.toBeNull();
    expect(await stateOf(next.id)).toBe('in-consultation');
    // the visit's notes and follow-up are still the doctor's to write
    const appointment = await server.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', inRoom.id)
      .executeTakeFirstOrThrow();
    expect(appointment.status).toBe('approved');
    expect(await calledTexts(next.id)).toEqual([{ body: `${nextNumber}: please go to Dr. Finish Eze now.` }]);
    const done = await post(
      server,
      '/api/doctor/complete-appointment',
      { appointmentId: inRoom.id, comment: 'Seen, all well', followUpNeeded: 'no' },
      d.auth,
    );
    expect(done.status).toBe(200);
  });

  test('two calls at once put one patient in the room and refuse the other', async () => {
    const d = await quickDoctor(server, { firstName: 'Twice', totalSlots: 100 });
    const only = await visit(d);
    await checkIn(only.id);
    const answers = await Promise.all([callNext(d), callNext(d, staff)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const a = await visit(d);
    const b = await visit(d);
    await checkIn(a.id);
    await checkIn(b.id);
    const both = await Promise.all([callNext(d, d, only.id), callNext(d, staff, only.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const inRoom = await server.db
      .selectFrom('clinic_visits')
      .select('appointment_id')
      .where('doctor_id', '=', d.doctor.id)
      .where('state', '=', 'in-consultation')
      .execute();
    expect(inRoom).toHaveLength(1);
  });

  test('completing a called visit makes it seen, with its times kept', async () => {
    const d = await quickDoctor(server, { firstName: 'Done', totalSlots: 100 });
    const v = await visit(d);
    await checkIn(v.id);
    await callNext(d);
    const done = await post(
      server,
      '/api/doctor/complete-appointment',
      { appointmentId: v.id, comment: 'All well', followUpNeeded: 'no' },
      d.auth,
    );
    expect(done.status).toBe(200);
    const row = await server.db
      .selectFrom('clinic_visits')
      .selectAll()
      .where('appointment_id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('seen');
    expect(row.arrived_at && row.called_at && row.finished_at).toBeTruthy();
    const sheet = await get(server, `/api/desk/day?doctorId=${d.doctor.id}&state=seen`, staff.auth);
    expect((sheet.body.data as Array<{ _id: string }>).map((r) => r._id)).toEqual([v.id]);
  });
});

describe('no-shows', () => {
  test('the desk marks one only once its time has passed; the patient is told with a way to book again', async () => {
    const yesterday = addDays(TODAY, -1);
    const missed = await visit(doctor, { date: yesterday, time: '09:00' });
    const future = await visit(doctor, { date: addDays(TODAY, 1) });
    const early = await post(server, '/api/desk/mark-no-show', { appointmentId: future.id }, staff.auth);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This visit’s time has not come yet');
    const res = await post(server, '/api/desk/mark-no-show', { appointmentId: missed.id }, staff.auth);
    expect(res.status).toBe(200);
    const row = await server.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', missed.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('no-show');
    const notes = await notesOf(server, missed.patient.user.id);
    expect(notes).toEqual([
      {
        message: `You missed your appointment with Dr. Ada Eze on ${dmy(yesterday)}. You are welcome to book again.`,
        on_click_path: `/book-appointment/${doctor.doctor.id}`,
      },
    ]);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('appointment_id', '=', missed.id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^We missed you: Dr\. Ada Eze, /);
    expect(
      (await post(server, '/api/desk/mark-no-show', { appointmentId: missed.id }, staff.auth)).status,
    ).toBe(409);
  });

  test('the automatic pass leaves visits from before the clinic day came to the database alone', async () => {
    // as on a hospital's database upgraded yesterday: two days ago nobody could check anyone in
    await featureRunningSince(server.db, '016_clinic_day', new Date(Date.now() - 86_400_000));
    const d = await quickDoctor(server, { firstName: 'Upgraded', totalSlots: 100 });
    const before = await visit(d, { date: addDays(TODAY, -2) });
    const since = await visit(d, { date: addDays(TODAY, -1) });
    try {
      await markMissedVisits(server.db, policy, 60);
    } finally {
      await featureRunningSince(server.db, '016_clinic_day', new Date(Date.now() - 30 * 86_400_000));
    }
    const statusOf = async (id: string) =>
      (
        await server.db
          .selectFrom('appointments')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await statusOf(before.id)).toBe('approved');
    expect(await statusOf(since.id)).toBe('no-show');
    const mailed = await server.db
      .selectFrom('mail_outbox')
      .select('appointment_id')
      .where('appointment_id', 'in', [before.id, since.id])
      .execute();
    expect(mailed.map((m) => m.appointment_id)).toEqual([since.id]);
  });

  test('the automatic pass, run by two instances at once, marks every ended visit exactly once', async () => {
    const d = await quickDoctor(server, { firstName: 'Pass', totalSlots: 100 });
    const ended = [];
    for (let i = 0; i < 6; i += 1) ended.push(await visit(d, { date: addDays(TODAY, -1 - (i % 2)) }));
    const arrived = await visit(d, { date: addDays(TODAY, -1) });
    await server.db
      .insertInto('clinic_visits')
      .values({
        appointment_id: arrived.id,
        clinic_date: addDays(TODAY, -1),
        doctor_id: d.doctor.id,
        state: 'seen',
      })
      .execute();
    const upcoming = await visit(d, { date: addDays(TODAY, 1) });
    const noShowCount = async () =>
      Number(
        (
          await server.db
            .selectFrom('clinic_visits')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('state', '=', 'no-show')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const noShowsBefore = await noShowCount();
    const second = server.target.url ? await openDatabase(server.target) : undefined;
    try {
      const counts = await Promise.all([
        markMissedVisits(server.db, policy, 60),
        markMissedVisits(second?.db ?? server.db, policy, 60),
      ]);
      // each counts the visits it marked (earlier tests left some ended visits too), so together
      // they count each once
      expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(ended.length);
      expect(counts[0] + counts[1]).toBe((await noShowCount()) - noShowsBefore);
    } finally {
      await second?.close();
    }
    for (const v of ended) {
      const row = await server.db
        .selectFrom('appointments')
        .select('status')
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('no-show');
      expect(await notesOf(server, v.patient.user.id)).toHaveLength(1);
      const mails = await server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('appointment_id', '=', v.id)
        .execute();
      expect(mails).toHaveLength(1);
    }
    for (const v of [arrived, upcoming]) {
      const row = await server.db
        .selectFrom('appointments')
        .select('status')
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('approved');
    }
    expect(await markMissedVisits(server.db, policy, 60)).toBe(0);
  });
});

describe('my-queue', () => {
  test('tells the patient how many are before them and about how long', async () => {
    const d = await quickDoctor(server, { firstName: 'Place', totalSlots: 100 });
    const ahead1 = await visit(d);
    const ahead2 = await visit(d);
    const mine = await visit(d, { name: 'Ngozi Waits' });
    const tickets = [];
    for (const v of [ahead1, ahead2, mine]) tickets.push(numberOf(await checkIn(v.id)));
    // two consultations of 15 minutes from now, or from the doctor's 09:00 before it
    const turnAt = () => {
      const { time } = clinicWallClock(policy.timeZone, new Date(server.clock.now()));
      const from = Math.max(minutesOfDay(time), minutesOfDay('09:00'));
      return timeOfDay(from + 30);
    };
    const earliest = turnAt();
    const res = await get(server, '/api/user/my-queue', mine.patient.auth);
    const latest = turnAt();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        appointmentId: mine.id,
        doctorName: 'Place Eze',
        patientName: 'Ngozi Waits',
        visitState: 'arrived',
        queueNumber: tickets[2],
        ahead: 2,
        estimatedWaitMinutes: 30,
        expectedCallAt: expect.any(String),
        arriveFrom: null,
        arriveBy: null,
      },
    ]);
    expect([earliest, latest]).toContain(
      (res.body.data as Array<{ expectedCallAt: string }>)[0].expectedCallAt,
    );
    await callNext(d);
    const after = await get(server, '/api/user/my-queue', mine.patient.auth);
    expect((after.body.data as Array<{ ahead: number }>)[0].ahead).toBe(1);
  });
});

describe('boards', () => {
  test('an admin creates a display; its key reads numbers and names only; a revoked key is refused', async () => {
    const d = await quickDoctor(server, { firstName: 'Board', totalSlots: 100 });
    const a = await visit(d, { name: 'Secret Patientname' });
    const b = await visit(d, { name: 'Another Secretname' });
    await server.db
      .updateTable('users')
      .set({ phone: '0809 999 1111' })
      .where('id', '=', a.patient.user.id)
      .execute();
    const [first, second] = [numberOf(await checkIn(a.id)), numberOf(await checkIn(b.id))];
    await callNext(d);
    expect(
      (
        await post(
          server,
          '/api/admin/create-display',
          { name: 'Hall', doctorIds: [d.doctor.id] },
          staff.auth,
        )
      ).status,
    ).toBe(403);
    const made = await post(
      server,
      '/api/admin/create-display',
      { name: 'Hall', doctorIds: [d.doctor.id] },
      admin.auth,
    );
    expect(made.status).toBe(201);
    const { displayId, key } = made.body.data as { displayId: string; key: string };
    const board = await get(server, '/api/board/now-serving', { 'x-display-key': key });
    expect(board.status).toBe(200);
    expect(board.body.data).toEqual([
      {
        doctorId: d.doctor.id,
        doctorName: 'Board Eze',
        nowServing: first,
        next: [second],
        nextExpectedAt: [expect.stringMatching(/^\d\d:\d\d$/)],
      },
    ]);
    const text = JSON.stringify(board.body);
    expect(text).not.toMatch(/Secret|0809|08099991111/);
    const listed = await get(server, '/api/admin/displays', admin.auth);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect((await get(server, '/api/board/now-serving', {})).status).toBe(401);
    await post(server, '/api/admin/revoke-display', { displayId }, admin.auth);
    expect((await get(server, '/api/board/now-serving', { 'x-display-key': key })).status).toBe(401);
  });
});

describe('live', () => {
  test('a check-in reaches the desk’s stream and the board’s stream as a queue event', async () => {
    const d = await quickDoctor(server, { firstName: 'Live', totalSlots: 100 });
    const v = await visit(d);
    const made = await post(
      server,
      '/api/admin/create-display',
      { name: 'Lobby', doctorIds: [d.doctor.id] },
      admin.auth,
    );
    const { key } = made.body.data as { key: string };
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const desk = await openEventStream(`${base}/api/user/notifications-stream`, staff.auth);
    const board = await openEventStream(`${base}/api/board/stream`, { 'x-display-key': key });
    try {
      await Promise.all([desk.waitFor('ready'), board.waitFor('ready')]);
      await checkIn(v.id);
      await Promise.all([desk.waitFor('queue'), board.waitFor('queue')]);
    } finally {
      desk.close();
      board.close();
    }
  });
});

describe('queue numbers on a shared board', () => {
  test('two doctors’ first tickets of the day differ; each number reads the same on the ticket, the sheet, the patient’s place, the board and the text', async () => {
    const first = await quickDoctor(server, { firstName: 'Letter', totalSlots: 100 });
    const second = await quickDoctor(server, { firstName: 'Other', totalSlots: 100 });
    const a = await visit(first, { name: 'Amina First' });
    const b = await visit(second, { name: 'Bola Second', phone: TEXTABLE });
    const [ticketA, ticketB] = [numberOf(await checkIn(a.id)), numberOf(await checkIn(b.id))];
    expect(ticketA).toMatch(/^[A-HJ-NP-Z]+-001$/);
    expect(ticketB).toMatch(/^[A-HJ-NP-Z]+-001$/);
    expect(ticketA).not.toBe(ticketB);
    // the letters stay the doctor's all day
    const a2 = await visit(first);
    expect(numberOf(await checkIn(a2.id))).toBe(`${ticketA.slice(0, -4)}-002`);

    const sheet = await get(server, `/api/desk/day?doctorId=${first.doctor.id}`, staff.auth);
    expect(
      (sheet.body.data as Array<{ _id: string; queueNumber: string }>).find((r) => r._id === a.id),
    ).toMatchObject({ queueNumber: ticketA });
    const place = await get(server, '/api/user/my-queue', b.patient.auth);
    expect(place.body.data).toEqual([expect.objectContaining({ queueNumber: ticketB })]);

    const made = await post(
      server,
      '/api/admin/create-display',
      { name: 'Shared hall', doctorIds: [first.doctor.id, second.doctor.id] },
      admin.auth,
    );
    const { key } = made.body.data as { key: string };
    await callNext(second);
    const board = await get(server, '/api/board/now-serving', { 'x-display-key': key });
    const lines = board.body.data as Array<{ doctorId: string; nowServing: string | null; next: string[] }>;
    const lineOf = (d: QuickDoctor) => lines.find((l) => l.doctorId === d.doctor.id);
    expect(lineOf(first)).toMatchObject({ nowServing: null, next: [ticketA, `${ticketA.slice(0, -4)}-002`] });
    expect(lineOf(second)).toMatchObject({ nowServing: ticketB, next: [] });
    const shown = lines.flatMap((l) => [l.nowServing, ...l.next]).filter(Boolean);
    expect(new Set(shown).size).toBe(shown.length);
    expect(await calledTexts(b.id)).toEqual([{ body: `${ticketB}: please go to Dr. Other Eze now.` }]);
  });

  test('doctors checking in their first patients at once are given different letters', async () => {
    const doctors = await Promise.all(
      ['Rush', 'Race', 'Dash'].map((firstName) => quickDoctor(server, { firstName, totalSlots: 100 })),
    );
    const visits = await Promise.all(doctors.map((d) => visit(d)));
    const tickets = (await Promise.all(visits.map((v) => checkIn(v.id)))).map(numberOf);
    expect(tickets.every((t) => t.endsWith('-001'))).toBe(true);
    expect(new Set(tickets).size).toBe(3);
  });

  test('a doctor whose day began before the letters keeps the A of the tickets already handed out; nobody else is given A', async () => {
    const tomorrow = addDays(TODAY, 1);
    const before = await quickDoctor(server, { firstName: 'Early', totalSlots: 100 });
    const after = await quickDoctor(server, { firstName: 'Later', totalSlots: 100 });
    // as an upgrade leaves the day: a counter handed out, no letters recorded
    await server.db
      .insertInto('clinic_queue_counters')
      .values({ doctor_id: before.doctor.id, clinic_date: tomorrow, last_number: 2 })
      .execute();
    const dayOf = (d: QuickDoctor) => visit(d, { date: tomorrow });
    const early = await dayOf(before);
    const late = await dayOf(after);
    // checked in on that day by the rule itself (the route checks in on today only)
    const checkInOn = (id: string) => checkInOnDay(server.db, staff.user, id, tomorrow);
    expect((await checkInOn(early.id)).queueNumber).toBe('A-003');
    expect((await checkInOn(late.id)).queueNumber).toBe('B-001');
  });

  test('the letters run A to Z without I and O (read as 1 and 0), then AA, AB, …', async () => {
    const singles = Array.from({ length: 24 }, (_, i) => queuePrefixAt(i)).join('');
    expect(singles).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect([24, 25, 47, 48].map(queuePrefixAt)).toEqual(['AA', 'AB', 'AZ', 'BA']);
  });
});
