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
import { openEventStream } from '../../helpers/peers/event-stream';
import { featureRunningSince } from '../../helpers/scenarios/feature-age';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';

/** The clinic day: the day sheet, check-in, call-next, no-shows, my-queue and boards. */

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
  options: { date?: string; time?: string; status?: AppointmentStatus; name?: string } = {},
) {
  const patient = await quickUser(server, { name: options.name ?? 'Chidi Okafor' });
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
const callNext = (d: QuickDoctor, who: { auth: Record<string, string> } = d) =>
  post(server, '/api/desk/call-next', { doctorId: d.doctor.id }, who.auth);

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
    expect((await checkIn(a.id)).body.data).toEqual({ queueNumber: 'A-001' });
    expect((await checkIn(c.id)).body.data).toEqual({ queueNumber: 'A-001' });
    const twice = await checkIn(a.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This patient has already checked in');
    expect((await post(server, '/api/desk/undo-check-in', { appointmentId: a.id }, staff.auth)).status).toBe(
      200,
    );
    expect((await checkIn(b.id)).body.data).toEqual({ queueNumber: 'A-002' });
    expect((await checkIn(a.id)).body.data).toEqual({ queueNumber: 'A-003' });

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
    for (const v of [first, second, urgent]) await checkIn(v.id);
    const moved = await post(
      server,
      '/api/desk/set-priority',
      { appointmentId: urgent.id, reason: 'Chest pain' },
      staff.auth,
    );
    expect(moved.status).toBe(200);
    expect((await callNext(d)).body.data).toEqual({ appointmentId: urgent.id, queueNumber: 'A-003' });
    expect((await callNext(d, staff)).body.data).toEqual({ appointmentId: first.id, queueNumber: 'A-001' });
    expect((await callNext(d)).body.data).toEqual({ appointmentId: second.id, queueNumber: 'A-002' });
    const none = await callNext(d);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No patient is waiting');
    expect((await callNext(d, other)).status).toBe(403);
  });

  test('two calls at once never take the same patient', async () => {
    const d = await quickDoctor(server, { firstName: 'Twice', totalSlots: 100 });
    const only = await visit(d);
    await checkIn(only.id);
    const answers = await Promise.all([callNext(d), callNext(d, staff)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const a = await visit(d);
    const b = await visit(d);
    await checkIn(a.id);
    await checkIn(b.id);
    const both = await Promise.all([callNext(d), callNext(d, staff)]);
    const taken = both.map((r) => (r.body.data as { appointmentId: string }).appointmentId).sort();
    expect(taken).toEqual([a.id, b.id].sort());
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
    for (const v of [ahead1, ahead2, mine]) await checkIn(v.id);
    const res = await get(server, '/api/user/my-queue', mine.patient.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        appointmentId: mine.id,
        doctorName: 'Place Eze',
        patientName: 'Ngozi Waits',
        visitState: 'arrived',
        queueNumber: 'A-003',
        ahead: 2,
        estimatedWaitMinutes: 30,
      },
    ]);
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
    await checkIn(a.id);
    await checkIn(b.id);
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
      { doctorId: d.doctor.id, doctorName: 'Board Eze', nowServing: 'A-001', next: ['A-002'] },
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
