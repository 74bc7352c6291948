import { sql } from 'kysely';
import { drainOutbox, startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  FORBIDDEN,
  addReferenceData,
  doctorForm,
  usersByRole,
  type Made,
  type RoleName,
} from '../../helpers/doctor-fixtures';
import {
  BOOK,
  CANCEL,
  RESCHEDULE,
  STATUS,
  TODAY,
  book,
  clinicDateOf,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { waitForMail } from '../../helpers/mail-read';
import { addDays } from '../../../src/shared/clinicDays';
import type { WaitlistEntry } from '../../../src/shared/schemas/capacity';
import type { DoctorSlotStatus } from '../../../src/shared/types';
import { LIVE_STATUSES, SLOT_STATUSES } from '../../../src/shared/vocabulary';

/** The waitlist: join, list, leave, promotion and its concurrency, on PGlite and PostgreSQL. */

let server: TestServer;
let as: Record<RoleName, Made>;
const DATE = addDays(TODAY, 2);
const JOIN = '/api/bookAppointment/join-waitlist';
const LEAVE = '/api/bookAppointment/leave-waitlist';
const MINE = '/api/user/get-waitlist';

beforeAll(async () => {
  server = await startTestServer();
  await addReferenceData(server);
  as = await usersByRole(server, 'wait');
});
afterAll(() => server.close());

type Caller = { auth: Record<string, string> };

const join = (who: Caller, of: QuickDoctor, date = DATE, time = '11:30') =>
  post(server, JOIN, { doctorId: of.doctor.id, date: dmy(date), time }, who.auth);

const entriesOf = async (who: Caller) => (await get(server, MINE, who.auth)).body.data as WaitlistEntry[];

/** A doctor whose `date` is full: `slots` places, each held by a fresh patient's pending request. */
async function fullDoctor(firstName: string, slots = 1, date = DATE) {
  const doctor = await quickDoctor(server, { firstName, totalSlots: slots });
  const holders: Array<{ patient: QuickUser; id: string }> = [];
  for (let i = 0; i < slots; i++) {
    const patient = await quickUser(server, { name: `${firstName} Holder ${i + 1}` });
    holders.push({ patient, id: await book(server, patient, doctor, date) });
  }
  return { doctor, holders };
}

/** Patients who join the doctor's queue for `date` one after another (so in a known order). */
async function queue(doctor: QuickDoctor, count: number, date = DATE, name = 'Waiting') {
  const patients: QuickUser[] = [];
  for (let i = 0; i < count; i++) {
    const patient = await quickUser(server, { name: `${name} ${i + 1}` });
    const res = await join(patient, doctor, date, `1${i % 3}:00`);
    if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
    patients.push(patient);
  }
  return patients;
}

/** The patient's live visits with the doctor whose clinic date is `date`. */
function liveVisits(of: QuickDoctor, patient: QuickUser, date = DATE) {
  return server.db
    .selectFrom('appointments')
    .select(['id', 'status', 'time'])
    .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('doctor_id', '=', of.doctor.id)
    .where('user_id', '=', patient.user.id)
    .where('status', 'in', LIVE_STATUSES)
    .where(sql<boolean>`coalesce(schedule_date, date) = ${date}::date`)
    .execute();
}

const opened = (of: QuickDoctor, date = DATE) =>
  `A place opened with Dr. ${of.doctor.first_name} Eze on ${dmy(date)}: your appointment request is now pending`;

/** The doctor's own profile form with 10 places a date (a slot option of the reference data). */
const raiseSlots = (of: QuickDoctor, clinicDay = ['Everyday']) =>
  post(
    server,
    '/api/doctor/update-doctor-info-by-user-id',
    doctorForm({
      userId: of.user.id,
      firstName: of.doctor.first_name,
      lastName: 'Eze',
      service: 'Cardiology',
      clinicDay,
      totalSlots: 10,
    }),
    of.auth,
  );

describe('join-waitlist', () => {
  test('only a full date: with places left the patient is told to book instead', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Roomy', totalSlots: 2 });
    await book(server, await quickUser(server), doctor, DATE);
    const patient = await quickUser(server);
    const res = await join(patient, doctor);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: `There are places left on ${dmy(DATE)}: please book the appointment instead`,
    });
    expect(await entriesOf(patient)).toEqual([]);
  });

  test('a full date: place 1, with the entry; the same patient, doctor and date only once', async () => {
    const { doctor } = await fullDoctor('Once');
    const patient = await quickUser(server);
    const res = await join(patient, doctor, DATE, '12:15');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: `You are on the waitlist for ${dmy(DATE)}: place 1`,
      data: expect.objectContaining({
        doctorId: doctor.doctor.id,
        doctorName: 'Once Eze',
        date: DATE,
        time: '12:15',
        place: 1,
      }),
    });
    const again = await join(patient, doctor);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: `You are already on the waitlist of Dr. Once Eze for ${dmy(DATE)}`,
    });
    // the same join sent five times at once still makes one entry
    const eager = await quickUser(server);
    const burst = await Promise.all(Array.from({ length: 5 }, () => join(eager, doctor)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await entriesOf(eager)).toHaveLength(1);
    expect(await entriesOf(patient)).toHaveLength(1);
  });

  test('a patient holding an appointment with the doctor that date is refused', async () => {
    const { doctor, holders } = await fullDoctor('Holds');
    const res = await join(holders[0].patient, doctor);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: `You already have an appointment with Dr. Holds Eze on ${dmy(DATE)}`,
    });
    expect(await entriesOf(holders[0].patient)).toEqual([]);
  });

  test('the booking checks: not a clinic day, a past date, outside hours', async () => {
    const monday = clinicDateOf(['Monday'], addDays(TODAY, 1));
    const doctor = await quickDoctor(server, { firstName: 'Mona', clinicDays: ['Monday'], totalSlots: 1 });
    const patient = await quickUser(server);
    const cases = [
      {
        date: addDays(monday, 1),
        time: '10:00',
        status: 400,
        message: `Dr. Mona Eze does not hold clinic on ${dmy(addDays(monday, 1))}. Next clinic day: ${dmy(addDays(monday, 7))}`,
      },
      {
        date: addDays(TODAY, -1),
        time: '10:00',
        status: 400,
        message: 'Please choose a date from today up to 90 days ahead',
      },
      {
        date: monday,
        time: '14:00',
        status: 400,
        message: 'Dr. Mona Eze sees patients between 09:00 and 13:00',
      },
    ];
    for (const c of cases) {
      const res = await join(patient, doctor, c.date, c.time);
      expect({ status: res.status, body: res.body }).toEqual({
        status: c.status,
        body: { success: false, message: c.message },
      });
    }
    expect(await entriesOf(patient)).toEqual([]);
  });

  test('a closed date: the doctor is not holding clinic, with the reason', async () => {
    const { doctor } = await fullDoctor('Shut');
    const closed = await post(
      server,
      '/api/admin/close-clinic-day',
      { doctorId: doctor.doctor.id, date: dmy(DATE), reason: 'Medical conference' },
      as.admin.auth,
    );
    expect(closed.status).toBe(200);
    const patient = await quickUser(server);
    const res = await join(patient, doctor);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: `Dr. Shut Eze is not holding clinic on ${dmy(DATE)}: Medical conference`,
    });
  });

  test.each(['staff', 'admin', 'doctor'] as const)('%s may not join, list or leave: 403', async (role) => {
    const { doctor } = await fullDoctor(`Role${role}`);
    const [waiting] = await queue(doctor, 1);
    const [entry] = await entriesOf(waiting);
    for (const res of [
      await join(as[role], doctor),
      await get(server, MINE, as[role].auth),
      await post(server, LEAVE, { waitlistId: entry._id }, as[role].auth),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await entriesOf(waiting)).toHaveLength(1);
  });
});

describe('get-waitlist and leave-waitlist', () => {
  test('three patients hold places 1, 2, 3 in join order; when the first leaves the others move up', async () => {
    const { doctor } = await fullDoctor('Line');
    const [first, second, third] = await queue(doctor, 3);
    const places = async () => Promise.all([first, second, third].map(entriesOf));
    const [a, b, c] = await places();
    expect([a, b, c].map((list) => list.map((e) => e.place))).toEqual([[1], [2], [3]]);
    expect(a[0]).toEqual({
      _id: expect.any(String),
      doctorId: doctor.doctor.id,
      doctorName: 'Line Eze',
      service: 'Cardiology',
      location: 'Ikeja',
      date: DATE,
      time: '10:00',
      place: 1,
      createdAt: expect.any(String),
    });

    const left = await post(server, LEAVE, { waitlistId: a[0]._id }, first.auth);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ success: true, message: 'You have left the waitlist' });
    const [a2, b2, c2] = await places();
    expect(a2).toEqual([]);
    expect(b2.map((e) => e.place)).toEqual([1]);
    expect(c2.map((e) => e.place)).toEqual([2]);
  });

  test("another patient's entry: 403 and it stays; an unknown entry: 404", async () => {
    const { doctor } = await fullDoctor('Keep');
    const [owner, other] = await queue(doctor, 2);
    const [entry] = await entriesOf(owner);
    const res = await post(server, LEAVE, { waitlistId: entry._id }, other.auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await entriesOf(owner)).toHaveLength(1);
    const unknown = await post(
      server,
      LEAVE,
      { waitlistId: '00000000-0000-4000-8000-000000000000' },
      owner.auth,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Waitlist entry not found' });
  });
});

describe('promotion: a freed place goes to the earliest entry', () => {
  test('on cancel: a pending request at its time, the entry gone, notices and a mail; the next waits on', async () => {
    const { doctor, holders } = await fullDoctor('Cara');
    const [first, second] = await queue(doctor, 2);
    const res = await post(
      server,
      CANCEL,
      { appointmentId: holders[0].id, reason: 'Travel' },
      holders[0].patient.auth,
    );
    expect(res.status).toBe(200);

    expect(await liveVisits(doctor, first)).toEqual([
      { id: expect.any(String), status: 'pending', time: '10:00', date: DATE },
    ]);
    expect(await entriesOf(first)).toEqual([]);
    expect(await liveVisits(doctor, second)).toEqual([]);
    expect((await entriesOf(second)).map((e) => e.place)).toEqual([1]);
    expect(await notesOf(server, first.user.id)).toContainEqual({
      message: opened(doctor),
      on_click_path: '/appointments',
    });
    expect(await notesOf(server, doctor.user.id)).toContainEqual({
      message: `A new appointment request has been made by ${first.user.name}`,
      on_click_path: '/doctor/appointments',
    });
    await drainOutbox(server);
    const mail = await waitForMail(
      server.smtp,
      (m) => m.to.includes(first.user.email) && m.subject.startsWith('A place opened'),
    );
    expect(mail.subject).toMatch(/^A place opened: Dr\. Cara Eze, /);
  });

  test.each([
    ['a rejection', { status: 'rejected', comment: 'Not needed' }],
    [
      'an approval onto another date',
      { status: 'approved', comment: 'Moved', schedule_date: dmy(addDays(DATE, 1)) },
    ],
  ])('on %s of the request holding the place', async (_what, change) => {
    const { doctor, holders } = await fullDoctor('Rhea');
    const [first, second] = await queue(doctor, 2);
    const res = await post(server, STATUS, { appointmentId: holders[0].id, ...change }, doctor.auth);
    expect(res.status).toBe(200);
    expect(await liveVisits(doctor, first)).toHaveLength(1);
    expect(await entriesOf(first)).toEqual([]);
    expect(await liveVisits(doctor, second)).toEqual([]);
    expect(await notesOf(server, first.user.id)).toContainEqual({
      message: opened(doctor),
      on_click_path: '/appointments',
    });
  });

  test('on a reschedule away from the date', async () => {
    const { doctor, holders } = await fullDoctor('Remy');
    const [first] = await queue(doctor, 1);
    const res = await post(
      server,
      RESCHEDULE,
      { appointmentId: holders[0].id, date: dmy(addDays(DATE, 3)), time: '09:30' },
      holders[0].patient.auth,
    );
    expect(res.status).toBe(200);
    expect(await liveVisits(doctor, first)).toHaveLength(1);
    expect(await entriesOf(first)).toEqual([]);
  });

  test('when the doctor raises the total slots: several promoted at once, first come first served, on every date', async () => {
    const { doctor } = await fullDoctor('Raise');
    const waiting = await queue(doctor, 11);
    const later = addDays(DATE, 1);
    await book(server, await quickUser(server), doctor, later);
    const [onLater] = await queue(doctor, 1, later, 'Later');

    const res = await raiseSlots(doctor);
    expect(res.status).toBe(200);

    const promoted = await Promise.all(waiting.map(async (p) => (await liveVisits(doctor, p)).length));
    expect(promoted).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect((await entriesOf(waiting[9])).map((e) => e.place)).toEqual([1]);
    expect((await entriesOf(waiting[10])).map((e) => e.place)).toEqual([2]);
    expect(await liveVisits(doctor, onLater, later)).toHaveLength(1);
    expect(await notesOf(server, waiting[8].user.id)).toContainEqual({
      message: opened(doctor),
      on_click_path: '/appointments',
    });
  });
  test('raising the slots promotes nobody onto a date already past', async () => {
    const yesterday = addDays(TODAY, -1);
    const doctor = await quickDoctor(server, { firstName: 'Stale', totalSlots: 1 });
    // an entry for yesterday that no place ever reached (joins are only for today on)
    const stale = await quickUser(server, { name: 'Stale Waiter' });
    await server.db
      .insertInto('waitlist_entries')
      .values({ user_id: stale.user.id, doctor_id: doctor.doctor.id, date: yesterday, time: '10:00' })
      .execute();
    expect((await raiseSlots(doctor)).status).toBe(200);
    expect(await liveVisits(doctor, stale, yesterday)).toEqual([]);
  });
  test('raising the slots while giving up a clinic day promotes nobody onto that day', async () => {
    const { doctor } = await fullDoctor('Moves');
    const [waiting] = await queue(doctor, 1);
    // a weekday that is not DATE's
    const kept = clinicDateOf(['Monday'], DATE) === DATE ? 'Tuesday' : 'Monday';
    expect((await raiseSlots(doctor, [kept])).status).toBe(200);
    expect(await liveVisits(doctor, waiting)).toEqual([]);
  });
});

describe('concurrency: 200 simultaneous cancels and joins on one full date', () => {
  test('never over capacity, each entry promoted at most once, no place left free while entries wait', async () => {
    const date = addDays(TODAY, 5);
    const { doctor, holders } = await fullDoctor('Rush', 5, date);
    const [joiners, bookers] = await Promise.all([
      Promise.all(Array.from({ length: 195 }, () => quickUser(server))),
      Promise.all(Array.from({ length: 10 }, () => quickUser(server))),
    ]);
    // a second instance on the same data: on PostgreSQL its own pool, so truly parallel transactions
    const second = await startSecondInstance(server);
    const other: TestServer = { ...server, app: second.app };
    const slot = (time: string) => ({ doctorId: doctor.doctor.id, date: dmy(date), time });
    const requests = [
      ...holders.map(
        ({ patient, id }) =>
          (via: TestServer) =>
            post(via, CANCEL, { appointmentId: id, reason: 'Cannot come' }, patient.auth),
      ),
      ...joiners.map((p) => (via: TestServer) => post(via, JOIN, slot('11:00'), p.auth)),
      ...bookers.map((p) => (via: TestServer) => post(via, BOOK, slot('12:00'), p.auth)),
    ];
    // interleaved (37 is prime to 210: a permutation), every other one on the second instance
    const answers = await Promise.all(
      requests.map((_, n) => requests[(n * 37) % requests.length](n % 2 ? other : server)),
    ).finally(() => second.close());
    const unexpected = answers
      .filter((a) => ![200, 201, 409].includes(a.status))
      .map((a) => `${a.status} ${String(a.body.message)}`);

    const onDate = sql<boolean>`coalesce(schedule_date, date) = ${date}::date`;
    const holding = await server.db
      .selectFrom('appointments')
      .select(['user_id', 'status'])
      .where('doctor_id', '=', doctor.doctor.id)
      .where('status', 'in', SLOT_STATUSES)
      .where(onDate)
      .execute();
    const live = holding.filter((a) => (LIVE_STATUSES as readonly string[]).includes(a.status));
    const waiting = await server.db
      .selectFrom('waitlist_entries')
      .select('user_id')
      .where('doctor_id', '=', doctor.doctor.id)
      .where('date', '=', date)
      .execute();
    const waitingIds = new Set(waiting.map((w) => w.user_id));
    const joinerIds = new Set(joiners.map((p) => p.user.id));
    const promoted = live.filter((a) => joinerIds.has(a.user_id)).map((a) => a.user_id);

    expect(holding.length).toBeLessThanOrEqual(5);
    expect(live.length).toBeLessThanOrEqual(5);
    expect(new Set(live.map((a) => a.user_id)).size).toBe(live.length);
    expect(promoted.filter((id) => waitingIds.has(id))).toEqual([]);
    expect(holding.length === 5 || waiting.length === 0).toBe(true);
    // every promoted patient was told once, and only they were
    const told = await server.db
      .selectFrom('notifications')
      .select('user_id')
      .where('message', '=', opened(doctor, date))
      .execute();
    expect(told.map((n) => n.user_id).sort()).toEqual([...promoted].sort());
    // every answer is a decision: a join promoted before its answer was read must not fail
    expect(unexpected).toEqual([]);
  });
});

describe('the desks see the queues', () => {
  test('get-all-appointments rows carry the waitlist of their date; doctor-slots-status its waitlist and closed dates', async () => {
    const next = clinicDateOf(['Thursday']);
    const doctor = await quickDoctor(server, { firstName: 'Desk', clinicDays: ['Thursday'], totalSlots: 1 });
    const onNext = await book(server, await quickUser(server), doctor, next);
    await queue(doctor, 2, next);
    const weekLater = addDays(next, 7);
    const onWeekLater = await book(server, await quickUser(server), doctor, weekLater);

    const desk = await get(
      server,
      `/api/admin/get-all-appointments?doctorId=${doctor.doctor.id}`,
      as.staff.auth,
    );
    expect(desk.status).toBe(200);
    const rows = desk.body.data as Array<{ _id: string; waitlist?: number }>;
    expect(Object.fromEntries(rows.map((r) => [r._id, r.waitlist]))).toEqual({
      [onNext]: 2,
      [onWeekLater]: 0,
    });

    const statusRow = async () => {
      const res = await get(server, '/api/bookAppointment/doctor-slots-status', as.admin.auth);
      return (res.body.doctorsStatus as DoctorSlotStatus[]).find((d) => d.doctorId === doctor.doctor.id);
    };
    expect(await statusRow()).toMatchObject({
      nextClinicDate: next,
      waitlist: 2,
      queues: [{ date: next, waiting: 2 }],
      closedDates: [],
    });
    const closed = await post(
      server,
      '/api/admin/close-clinic-day',
      { doctorId: doctor.doctor.id, date: dmy(weekLater), reason: 'Leave' },
      as.staff.auth,
    );
    expect(closed.status).toBe(200);
    expect(await statusRow()).toMatchObject({ waitlist: 2, closedDates: [weekLater] });
  });
});
