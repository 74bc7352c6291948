import { drainOutbox, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  STATUS,
  TODAY,
  book,
  clinicClockIn,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { approval, mailsTo, scanReminders } from '../../helpers/mail-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';
import { checkInLinks } from '../../../src/server/appointments';

/**
 * Check-in from the patient's phone: a display's poster link of the day and a reminder's own link
 * check a visit in by the desk's rules; every refusal changes nothing; the day sheet says "phone".
 */

const HOUR = 3_600_000;
/** A mobile number that takes texts. */
const TEXTABLE = '+2348031234567';

let server: TestServer;
let admin: QuickUser;
let staff: QuickUser;
let ada: QuickDoctor;
let obi: QuickDoctor;
let outside: QuickDoctor;
/** a display of Ada and Obi, and its poster's link of today */
let displayId: string;
let posterToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { name: 'Admin Poster', flags: { is_admin: true } });
  staff = await quickUser(server, { name: 'Desk Poster', flags: { is_staff: true } });
  ada = await quickDoctor(server, { firstName: 'Ada', totalSlots: 100 });
  obi = await quickDoctor(server, { firstName: 'Obi', totalSlots: 100 });
  outside = await quickDoctor(server, { firstName: 'Elsewhere', totalSlots: 100 });
  const made = await post(
    server,
    '/api/admin/create-display',
    { name: 'Hall A', doctorIds: [ada.doctor.id, obi.doctor.id] },
    admin.auth,
  );
  displayId = (made.body.data as { displayId: string }).displayId;
  const poster = await get(server, `/api/admin/display-poster/${displayId}`, admin.auth);
  expect(poster.status).toBe(200);
  const path = (poster.body.data as { path: string }).path;
  posterToken = path.replace('/check-in/', '');
});
afterAll(() => server.close());

/** A visit of `patient` straight in the database, due today (or on `date`) at `time`. */
async function visit(
  patient: { user: { id: string } },
  doctor: QuickDoctor,
  options: { date?: string; time?: string; status?: AppointmentStatus } = {},
) {
  const date = options.date ?? TODAY;
  const status = options.status ?? 'approved';
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date,
      time: options.time ?? '09:00',
      status,
      schedule_date: status === 'pending' ? null : date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A family member the holder manages: never signs in, their mail and visits are the holder's. */
async function dependantOf(holder: QuickUser, name: string) {
  const row = await server.db
    .insertInto('users')
    .values({
      name,
      email: null,
      phone: '',
      password_hash: null,
      holder_id: holder.user.id,
      relationship: 'child',
      date_of_birth: '2018-05-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user: { id: row.id } };
}

const offer = (token: string, who: QuickUser) => get(server, `/api/check-in/${token}`, who.auth);
const checkIn = (token: string, appointmentId: string, who: QuickUser) =>
  post(server, `/api/check-in/${token}`, { appointmentId }, who.auth);
const visitsOf = (res: { body: { data?: unknown } }) =>
  (res.body.data as { visits: Array<{ appointmentId: string; queueNumber: string | null }> }).visits;

/** The day sheet's row of a visit, as the desk reads it. */
async function sheetRow(doctor: QuickDoctor, appointmentId: string) {
  const res = await get(server, `/api/desk/day?doctorId=${doctor.doctor.id}&pageSize=100`, staff.auth);
  return (
    res.body.data as Array<{ _id: string; checkedInBy: string | null; queueNumber: string | null }>
  ).find((row) => row._id === appointmentId);
}

/** What a refusal must leave as it was: the visits of the day and the queue counters. */
const dayState = async () => ({
  visits: await server.db.selectFrom('clinic_visits').selectAll().orderBy('appointment_id').execute(),
  counters: await server.db.selectFrom('clinic_queue_counters').selectAll().orderBy('doctor_id').execute(),
});

test("the poster's link offers the family's visits of the day with its doctors; choosing one checks it in once, by the desk's numbering, and the desk sees it came by phone", async () => {
  const holder = await quickUser(server, { name: 'Ngozi Eze' });
  const child = await dependantOf(holder, 'Ada Eze');
  const own = await visit(holder, ada, { time: '09:00' });
  const childs = await visit(child, obi, { time: '09:30' });
  await visit(holder, outside, { time: '10:00' });
  await visit(holder, ada, { date: addDays(TODAY, 1) });

  const offered = await offer(posterToken, holder);
  expect(offered.status).toBe(200);
  expect(offered.body.data).toMatchObject({ kind: 'display', date: TODAY });
  expect(visitsOf(offered)).toEqual([
    expect.objectContaining({ appointmentId: own, patientName: 'Ngozi Eze', queueNumber: null }),
    expect.objectContaining({ appointmentId: childs, patientName: 'Ada Eze', visitState: 'expected' }),
  ]);

  const done = await checkIn(posterToken, childs, holder);
  expect(done.status).toBe(200);
  const number = (done.body.data as { queueNumber: string }).queueNumber;
  expect(number).toMatch(/^[A-Z]+-001$/);
  expect(done.body.message).toBe(`Checked in: ${number}`);
  // the queue's answer for the patient's phone, and the desk's day sheet
  const mine = await get(server, '/api/user/my-queue', holder.auth);
  expect(mine.body.data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ appointmentId: childs, visitState: 'arrived', queueNumber: number }),
    ]),
  );
  expect(await sheetRow(obi, childs)).toMatchObject({ checkedInBy: 'phone', queueNumber: number });
  expect(visitsOf(await offer(posterToken, holder))[1]).toMatchObject({
    visitState: 'arrived',
    queueNumber: number,
  });

  // a second scan gives no second number
  const before = await dayState();
  const twice = await checkIn(posterToken, childs, holder);
  expect(twice.status).toBe(409);
  expect(twice.body).toEqual({ success: false, message: 'This patient has already checked in' });
  expect(await dayState()).toEqual(before);

  // the desk's own check-in is marked as the desk's
  expect((await post(server, '/api/desk/check-in', { appointmentId: own }, staff.auth)).status).toBe(200);
  expect(await sheetRow(ada, own)).toMatchObject({ checkedInBy: 'desk' });
});

test('refusals change nothing: another day, a tampered link, a revoked poster, a visit not reachable or not the caller’s, one cancelled or already seen', async () => {
  const patient = await quickUser(server, { name: 'Tunde Bello' });
  const stranger = await quickUser(server, { name: 'Someone Else' });
  const due = await visit(patient, ada);
  const elsewhere = await visit(patient, outside);
  const cancelled = await visit(patient, obi, { status: 'cancelled' });
  const seen = await visit(patient, obi, { time: '11:00' });
  await server.db
    .insertInto('clinic_visits')
    .values({
      appointment_id: seen,
      clinic_date: TODAY,
      doctor_id: obi.doctor.id,
      state: 'seen',
      queue_number: 90,
    })
    .execute();
  const links = await checkInLinks(server.db);
  const yesterday = links.sign({ kind: 'display', id: displayId, date: addDays(TODAY, -1) });
  const tomorrowsVisit = links.sign({ kind: 'visit', id: due, date: addDays(TODAY, 1) });
  const tampered = `${posterToken.slice(0, -3)}${posterToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  const otherDisplay = posterToken.replace(displayId, '00000000-0000-4000-8000-000000000000');

  const before = await dayState();
  const refusals: Array<[string, Awaited<ReturnType<typeof checkIn>>, number, string]> = [
    [
      'yesterday’s poster',
      await checkIn(yesterday, due, patient),
      409,
      `This check-in link is for ${dmy(addDays(TODAY, -1))}. Please use the link of your visit’s day.`,
    ],
    [
      'tomorrow’s visit link',
      await checkIn(tomorrowsVisit, due, patient),
      409,
      `This check-in link is for ${dmy(addDays(TODAY, 1))}. Please use the link of your visit’s day.`,
    ],
    [
      'a changed signature',
      await checkIn(tampered, due, patient),
      400,
      'This check-in link is not valid. Please check in at the front desk.',
    ],
    [
      'another display’s id',
      await checkIn(otherDisplay, due, patient),
      400,
      'This check-in link is not valid. Please check in at the front desk.',
    ],
    [
      'junk',
      await checkIn('not-a-link', due, patient),
      400,
      'This check-in link is not valid. Please check in at the front desk.',
    ],
    [
      'a doctor the display does not cover',
      await checkIn(posterToken, elsewhere, patient),
      404,
      'Appointment not found',
    ],
    ['someone else’s visit', await checkIn(posterToken, due, stranger), 404, 'Appointment not found'],
    [
      'a cancelled visit',
      await checkIn(posterToken, cancelled, patient),
      409,
      'This appointment is already cancelled',
    ],
    [
      'a visit already seen',
      await checkIn(posterToken, seen, patient),
      409,
      'This visit has already been seen',
    ],
  ];
  for (const [what, res, status, message] of refusals) {
    expect({ what, status: res.status, body: res.body }).toEqual({
      what,
      status,
      body: { success: false, message },
    });
  }
  expect((await offer(yesterday, patient)).status).toBe(409);
  expect((await offer(tampered, patient)).status).toBe(400);
  expect(visitsOf(await offer(posterToken, stranger))).toEqual([]);
  expect(await dayState()).toEqual(before);

  // a revoked display's poster stops working, and its poster page is no longer given
  const made = await post(
    server,
    '/api/admin/create-display',
    { name: 'Hall B', doctorIds: [ada.doctor.id] },
    admin.auth,
  );
  const revokedId = (made.body.data as { displayId: string }).displayId;
  const poster = await get(server, `/api/admin/display-poster/${revokedId}`, admin.auth);
  const revokedToken = (poster.body.data as { path: string }).path.replace('/check-in/', '');
  await post(server, '/api/admin/revoke-display', { displayId: revokedId }, admin.auth);
  const stale = await checkIn(revokedToken, due, patient);
  expect(stale.status).toBe(409);
  expect(stale.body.message).toBe(
    'This check-in poster is no longer in use. Please check in at the front desk.',
  );
  expect((await offer(revokedToken, patient)).body.message).toBe(stale.body.message);
  expect((await get(server, `/api/admin/display-poster/${revokedId}`, admin.auth)).status).toBe(409);
  expect(await dayState()).toEqual(before);
});

test('only a signed-in caller opens a link, only an admin a poster; refusals in the caller’s language', async () => {
  const patient = await quickUser(server, { name: 'Bisi Ade', language: 'fr' });
  const due = await visit(patient, ada);
  expect((await get(server, `/api/check-in/${posterToken}`)).status).toBe(401);
  expect((await post(server, `/api/check-in/${posterToken}`, { appointmentId: due })).status).toBe(401);
  expect((await get(server, `/api/admin/display-poster/${displayId}`, staff.auth)).status).toBe(403);
  expect((await get(server, `/api/admin/display-poster/${displayId}`, patient.auth)).status).toBe(403);
  expect(
    (await get(server, `/api/admin/display-poster/00000000-0000-4000-8000-000000000000`, admin.auth)).status,
  ).toBe(404);
  const noVisit = await post(server, `/api/check-in/${posterToken}`, {}, patient.auth);
  expect(noVisit.status).toBe(400);
  expect(noVisit.body.success).toBe(false);
  const french = await post(
    server,
    `/api/check-in/not-a-link`,
    { appointmentId: due },
    {
      ...patient.auth,
      'accept-language': 'fr',
    },
  );
  expect(french.status).toBe(400);
  expect(french.body.message).not.toBe('This check-in link is not valid. Please check in at the front desk.');
});

test("the reminder's mail and text carry the visit's own check-in link, which the patient (or the family's holder) opens on the day to check that visit in", async () => {
  const holder = await quickUser(server, { name: 'Kemi Ojo', phone: TEXTABLE });
  const id = await book(server, holder, ada, addDays(TODAY, 1));
  const { date, time } = clinicClockIn(3 * HOUR);
  await server.db.updateTable('appointments').set({ date, time }).where('id', '=', id).execute();
  expect((await post(server, STATUS, approval(id, date), ada.auth)).status).toBe(200);
  await drainOutbox(server);
  await scanReminders(server);

  const [reminder] = (await mailsTo(server, holder.user.email)).filter((m) =>
    m.subject.startsWith('Reminder:'),
  );
  const links = reminder.text.match(/\S*\/check-in\/\S*/g) ?? [];
  expect(links).toHaveLength(1);
  const url = new URL(links[0] ?? '');
  expect(url.pathname).toMatch(/^\/check-in\/v\/v[0-9a-f]/);
  expect(reminder.html).toContain(url.pathname);
  const texts = await server.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('appointment_id', '=', id)
    .where('kind', '=', 'reminder')
    .execute();
  expect(texts.map((t) => t.body.match(/\S*\/check-in\/\S*/g))).toEqual([[links[0]]]);

  const token = url.pathname.replace('/check-in/v/', '');
  expect((await checkInLinks(server.db)).read(token)).toEqual({ kind: 'visit', id, date });
  const stranger = await quickUser(server);
  if (date === TODAY) {
    expect((await offer(token, stranger)).status).toBe(404);
    expect((await checkIn(token, id, stranger)).status).toBe(404);
    const offered = await offer(token, holder);
    expect(offered.body.data).toMatchObject({ kind: 'visit', date, visits: [{ appointmentId: id }] });
    const done = await checkIn(token, id, holder);
    expect(done.status).toBe(200);
    expect(await sheetRow(ada, id)).toMatchObject({ checkedInBy: 'phone' });
  } else {
    // a run within three hours of the clinic's midnight: the link is tomorrow's
    expect((await checkIn(token, id, holder)).status).toBe(409);
  }

  // a family member's visit: the holder opens its link; another of the holder's visits is not reached by it
  const child = await dependantOf(holder, 'Tobi Ojo');
  const childs = await visit(child, obi);
  const another = await visit(holder, ada, { time: '12:00' });
  const childToken = (await checkInLinks(server.db)).sign({ kind: 'visit', id: childs, date: TODAY });
  expect(visitsOf(await offer(childToken, holder)).map((v) => v.appointmentId)).toEqual([childs]);
  expect((await checkIn(childToken, another, holder)).status).toBe(404);
  expect((await checkIn(childToken, childs, holder)).status).toBe(200);
  const cancelled = await visit(holder, ada, { status: 'cancelled', time: '12:30' });
  const cancelledToken = (await checkInLinks(server.db)).sign({ kind: 'visit', id: cancelled, date: TODAY });
  expect((await offer(cancelledToken, holder)).body).toEqual({
    success: false,
    message: 'This appointment is already cancelled',
  });
});
