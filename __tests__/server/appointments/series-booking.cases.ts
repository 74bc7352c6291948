import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { drainOutbox, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  CANCEL,
  TODAY,
  atClinicTimeToday,
  book,
  clinicClockIn,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { SeriesOccurrence } from '../../../src/shared/answers/series';

const PLAN = '/api/user/plan-series';
const BOOK_SERIES = '/api/user/book-series';
const APPROVE_SERIES = '/api/doctor/approve-series';
const day = (n: number) => addDays(TODAY, n);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function closeDay(doctor: QuickDoctor, date: string, reason = 'Conference') {
  await server.db
    .insertInto('closed_clinic_days')
    .values({ doctor_id: doctor.doctor.id, date, reason, closed_by_name: 'Admin' })
    .execute();
}

const liveCount = async (patient: QuickUser) =>
  (
    await server.db
      .selectFrom('appointments')
      .select('id')
      .where('user_id', '=', patient.user.id)
      .where('status', '!=', 'cancelled')
      .execute()
  ).length;

async function listOf(patient: QuickUser): Promise<Appointment[]> {
  const res = await get(server, '/api/user/get-appointments-by-user-id?pageSize=50', patient.auth);
  expect(res.status).toBe(200);
  return res.body.data as Appointment[];
}

/** Where the captured mails stand, once everything queued so far is sent. */
async function mailMark(): Promise<number> {
  await drainOutbox(server);
  return server.smtp.messages.length;
}

/** The raw mails captured since `before` that went to `address`, parsed. */
async function rawMailsTo(before: number, address: string) {
  await drainOutbox(server);
  const raws = server.smtp.messages.slice(before).filter((m) => m.to.includes(address));
  return Promise.all(raws.map((m) => simpleParser(m.raw)));
}

describe('a course across a closed day and a full day', () => {
  let doctor: QuickDoctor;
  let patient: QuickUser;
  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Halima', totalSlots: 1 });
    patient = await quickUser(server, { name: 'Amaka Obi' });
    await closeDay(doctor, day(21));
    await book(server, await quickUser(server), doctor, day(28));
  });

  test('plan-series books nothing and offers the nearest day for the closed and the full date', async () => {
    const res = await post(
      server,
      PLAN,
      { doctorId: doctor.doctor.id, firstDate: dmy(day(7)), time: '10:00', every: 'week', count: 4 },
      patient.auth,
    );
    expect(res.status).toBe(200);
    const { occurrences } = res.body.data as { occurrences: SeriesOccurrence[] };
    expect(occurrences).toEqual([
      { date: day(7), ok: true },
      { date: day(14), ok: true },
      {
        date: day(21),
        ok: false,
        code: 'closed',
        reason: `Dr. Halima Eze is not holding clinic on ${dmy(day(21))}: Conference`,
        alternative: day(22),
      },
      {
        date: day(28),
        ok: false,
        code: 'full',
        reason: `No slots left on ${dmy(day(28))}`,
        alternative: day(29),
      },
    ]);
    expect(await liveCount(patient)).toBe(0);
  });

  test('book-series is all or nothing: a full date is a 409 naming it and its alternative', async () => {
    const refused = await post(
      server,
      BOOK_SERIES,
      { doctorId: doctor.doctor.id, time: '10:00', dates: [dmy(day(7)), dmy(day(14)), dmy(day(28))] },
      patient.auth,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: `No slots left on ${dmy(day(28))}. The nearest day with a place is ${dmy(day(29))}.`,
      full: true,
      data: { full: true, date: day(28), alternative: day(29) },
    });
    expect(await liveCount(patient)).toBe(0);
  });

  let seriesId: string;
  let ids: string[];
  test('the confirmed dates are booked as one course; every list row says which visit of how many', async () => {
    const before = await mailMark();
    const dates = [day(7), day(14), day(22), day(29)];
    const res = await post(
      server,
      BOOK_SERIES,
      { doctorId: doctor.doctor.id, time: '10:00', dates: dates.map(dmy) },
      patient.auth,
    );
    expect(res.status).toBe(201);
    ({ seriesId } = res.body.data as { seriesId: string });
    const made = (res.body.data as { appointments: Array<{ _id: string; date: string }> }).appointments;
    expect(made.map((a) => a.date)).toEqual(dates);
    ids = made.map((a) => a._id);
    const rows = (await listOf(patient)).filter((a) => a.seriesId === seriesId);
    expect(
      rows
        .map((a) => [a.date, a.status, a.seriesIndex, a.seriesSize])
        .sort((x, y) => Number(x[2]) - Number(y[2])),
    ).toEqual(dates.map((date, i) => [date, 'pending', i + 1, 4]));
    // one mail for the whole course to the patient, and one to the doctor
    const toPatient = await rawMailsTo(before, patient.user.email);
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0].subject).toBe('Course of 4 visits requested: Dr. Halima Eze');
    expect(toPatient[0].text).toContain('Visit 4 of 4');
    const toDoctor = server.smtp.messages.slice(before).filter((m) => m.to.includes(doctor.user.email));
    expect(toDoctor).toHaveLength(1);
  });

  test('the doctor approves the course in one action: one mail, one calendar file with every visit', async () => {
    const before = await mailMark();
    const res = await post(server, APPROVE_SERIES, { seriesId }, doctor.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('4 visits approved');
    const rows = (await listOf(patient)).filter((a) => a.seriesId === seriesId);
    expect(rows.map((a) => a.status)).toEqual(['approved', 'approved', 'approved', 'approved']);
    const reminders = await server.db
      .selectFrom('appointment_reminders')
      .select('appointment_id')
      .where('appointment_id', 'in', ids)
      .execute();
    expect(reminders).toHaveLength(4);

    const mails = await rawMailsTo(before, patient.user.email);
    expect(mails).toHaveLength(1);
    const part = mails[0].attachments.find((a) => a.contentType === 'text/calendar');
    expect(part).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(ids.map((id) => `${id}@clinicbook`));
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);
    expect(events.map((e) => e.startDate.toJSDate().getTime())).toEqual(
      [...events.map((e) => e.startDate.toJSDate().getTime())].sort((a, b) => a - b),
    );
    expect(events[0].summary).toBe('Appointment with Dr. Halima Eze');

    const again = await post(server, APPROVE_SERIES, { seriesId }, doctor.auth);
    expect(again.status).toBe(409);
  });

  test('cancel "this and the following" from the third visit leaves the first two', async () => {
    const res = await post(
      server,
      CANCEL,
      { appointmentId: ids[2], reason: 'Moving away', scope: 'following' },
      patient.auth,
    );
    expect(res.status).toBe(200);
    const rows = (await listOf(patient)).filter((a) => a.seriesId === seriesId);
    const byIndex = new Map(rows.map((a) => [a.seriesIndex, a.status]));
    expect([1, 2, 3, 4].map((i) => byIndex.get(i))).toEqual([
      'approved',
      'approved',
      'cancelled',
      'cancelled',
    ]);
  });

  test('within the cut-off a patient cannot cancel the course from that visit; nothing changes', async () => {
    const soon = clinicClockIn(30 * 60_000);
    await server.db
      .updateTable('appointments')
      .set({ date: soon.date, schedule_date: soon.date, time: soon.time })
      .where('id', '=', ids[0])
      .execute();
    const res = await post(
      server,
      CANCEL,
      { appointmentId: ids[0], reason: 'Too late', scope: 'following' },
      patient.auth,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Appointments can no longer be cancelled online less than 2 hours before the visit. Please call the clinic.',
    );
    const rows = (await listOf(patient)).filter((a) => a.seriesId === seriesId);
    expect(rows.filter((a) => a.status === 'approved')).toHaveLength(2);
    // 'this' on the second is still allowed, and the first keeps its place
    const second = await post(
      server,
      CANCEL,
      { appointmentId: ids[1], reason: 'Away', scope: 'this' },
      patient.auth,
    );
    expect(second.status).toBe(200);
  });
});

test('the desk books a course for a registered patient: approved at once, one mail with the calendar file', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Bello', totalSlots: 3 });
  const patient = await quickUser(server, { name: 'Chidi Okoro' });
  const staff = await quickUser(server, { name: 'Desk Officer', flags: { is_staff: true } });
  const before = await mailMark();
  const dates = [day(3), day(10), day(17)];
  const res = await post(
    server,
    BOOK_SERIES,
    { doctorId: doctor.doctor.id, patientId: patient.user.id, dates: dates.map(dmy) },
    staff.auth,
  );
  expect(res.status).toBe(201);
  const rows = (await listOf(patient)).filter(
    (a) => a.seriesId === (res.body.data as { seriesId: string }).seriesId,
  );
  expect(rows.map((a) => [a.status, a.time, a.bookedBy?.name])).toEqual(
    dates.map(() => ['approved', '09:00', 'Desk Officer']),
  );
  const mails = await rawMailsTo(before, patient.user.email);
  expect(mails).toHaveLength(1);
  const part = mails[0].attachments.find((a) => a.contentType === 'text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  expect(calendar.getAllSubcomponents('vevent')).toHaveLength(3);
});

test('two courses racing for one last place: exactly one is booked, the other is a 409 with nothing booked', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Tunde', totalSlots: 1 });
  const [first, second] = await Promise.all([quickUser(server), quickUser(server)]);
  const courses: Array<[QuickUser, string[]]> = [
    [first, [day(3), day(10)]],
    [second, [day(5), day(10)]],
  ];
  const results = await Promise.all(
    courses.map(([patient, dates]) =>
      post(
        server,
        BOOK_SERIES,
        { doctorId: doctor.doctor.id, time: '10:00', dates: dates.map(dmy) },
        patient.auth,
      ),
    ),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  const loser = results.findIndex((r) => r.status === 409);
  expect(results[loser].body.data).toMatchObject({ date: day(10), full: true });
  expect(results[loser].body.message).toContain(`No slots left on ${dmy(day(10))}`);
  expect(await liveCount(courses[loser][0])).toBe(0);
  expect(await liveCount(courses[1 - loser][0])).toBe(2);
});

test('roles: a doctor cannot plan, a patient cannot approve a course nor book for someone else', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Musa' });
  const patient = await quickUser(server);
  const other = await quickUser(server);
  const body = { doctorId: doctor.doctor.id, firstDate: dmy(day(3)), every: 'week', count: 2 };
  expect((await post(server, PLAN, body, doctor.auth)).status).toBe(403);
  expect((await post(server, PLAN, { ...body, patientId: other.user.id }, patient.auth)).status).toBe(403);
  expect((await post(server, PLAN, { ...body, count: 13 }, patient.auth)).status).toBe(400);
  const course = await post(
    server,
    BOOK_SERIES,
    { doctorId: doctor.doctor.id, dates: [dmy(day(3)), dmy(day(4))] },
    patient.auth,
  );
  expect(course.status).toBe(201);
  const { seriesId } = course.body.data as { seriesId: string };
  const refused = await post(server, APPROVE_SERIES, { seriesId }, patient.auth);
  expect(refused.status).toBe(403);
  const otherDoctor = await quickDoctor(server, { firstName: 'Femi' });
  expect((await post(server, APPROVE_SERIES, { seriesId }, otherDoctor.auth)).status).toBe(403);
});

test('a doctor completing a visit prescribes a course of follow-ups: pending requests, one mail with every date', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Kemi' });
  const patient = await quickUser(server, { name: 'Bisi Ade' });
  const visit = await atClinicTimeToday(server, '08:00', () => book(server, patient, doctor, TODAY));
  await closeDay(doctor, day(21), 'Training');
  const before = await mailMark();
  const res = await post(
    server,
    '/api/doctor/complete-appointment',
    {
      appointmentId: visit,
      comment: 'Dressing changes',
      followUpNeeded: 'yes',
      followUpDate: dmy(day(7)),
      followUpCourse: { every: '2 weeks', count: 3 },
    },
    doctor.auth,
  );
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(`3 follow-up visits requested from ${dmy(day(7))}`);
  const rows = (await listOf(patient)).filter((a) => a.seriesId !== null);
  // the closed day's visit goes to the nearest day that can take it
  expect(rows.map((a) => [a.date, a.status, a.seriesIndex, a.seriesSize])).toEqual(
    expect.arrayContaining([
      [day(7), 'pending', 1, 3],
      [day(22), 'pending', 2, 3],
      [day(35), 'pending', 3, 3],
    ]),
  );
  expect((await listOf(patient)).find((a) => a._id === visit)?.status).toBe('completed');
  const mails = await rawMailsTo(before, patient.user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain('course of 3 follow-up visits');
  expect(mails[0].text).toContain('Visit 3 of 3');
});

describe('changes to a course', () => {
  let doctor: QuickDoctor;
  let patient: QuickUser;
  let ids: string[];
  const dates = [day(4), day(11), day(18), day(25)];
  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Ladi', totalSlots: 2 });
    patient = await quickUser(server, { name: 'Ngozi Ude' });
    const res = await post(
      server,
      BOOK_SERIES,
      { doctorId: doctor.doctor.id, time: '10:00', dates: dates.map(dmy) },
      patient.auth,
    );
    ids = (res.body.data as { appointments: Array<{ _id: string }> }).appointments.map((a) => a._id);
  });

  test('reschedule "this and the following" from the second visit moves each later one by as many days', async () => {
    const res = await post(
      server,
      '/api/bookAppointment/reschedule-appointment',
      { appointmentId: ids[1], date: dmy(day(12)), time: '11:00', scope: 'following' },
      patient.auth,
    );
    expect(res.status).toBe(200);
    const rows = (await listOf(patient)).filter((a) => ids.includes(a._id));
    const byIndex = new Map(rows.map((a) => [a.seriesIndex, [a.date, a.time]]));
    expect([1, 2, 3, 4].map((i) => byIndex.get(i))).toEqual([
      [day(4), '10:00'],
      [day(12), '11:00'],
      [day(19), '11:00'],
      [day(26), '11:00'],
    ]);
  });

  test('a closed clinic day on a visit offers the rebook, and the rebooked visit keeps its place in the course', async () => {
    const admin = await quickUser(server, { flags: { is_admin: true } });
    const closed = await post(
      server,
      '/api/admin/close-clinic-day',
      { doctorId: doctor.doctor.id, date: dmy(day(4)), reason: 'Strike' },
      admin.auth,
    );
    expect(closed.status).toBe(200);
    const first = (await listOf(patient)).find((a) => a._id === ids[0]);
    expect(first).toMatchObject({ status: 'cancelled', rebookable: true, seriesIndex: 1, seriesSize: 4 });
    const rebook = await post(server, '/api/bookAppointment/rebook', { appointmentId: ids[0] }, patient.auth);
    expect(rebook.status).toBe(201);
    expect(rebook.body.data).toMatchObject({ date: day(5), seriesIndex: 1, seriesSize: 4 });
  });
});
