import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { TODAY, quickDoctor, quickUser, type QuickDoctor } from '../../helpers/appointment-fixtures';

/**
 * "Your turn is near": a call that leaves a waiting patient with three or fewer before them (the one
 * in the room counted) tells them once, by text and notification; never after they are called; a
 * number that said STOP gets no text.
 */

let server: TestServer;
let staff: Awaited<ReturnType<typeof quickUser>>;
beforeAll(async () => {
  // the texts go at any hour here; the quiet hours have their own test
  server = await startTestServer({ env: { SMS_QUIET_HOURS: 'off' } });
  staff = await quickUser(server, { name: 'Desk Near', flags: { is_staff: true } });
});
afterAll(() => server.close());

/** A patient with their own mobile, approved for today and checked in at the desk. */
async function checkedIn(doctor: QuickDoctor, n: number) {
  const patient = await quickUser(server, { name: `Waiting ${n}`, phone: `+23480312345${10 + n}` });
  const { id } = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date: TODAY,
      time: '09:00',
      status: 'approved',
      schedule_date: TODAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await post(server, '/api/desk/check-in', { appointmentId: id }, staff.auth);
  expect(res.status).toBe(200);
  return { id, patient };
}

const nearTexts = (appointmentId: string) =>
  server.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('appointment_id', '=', appointmentId)
    .where('kind', '=', 'near-turn')
    .execute();

const noticesOf = async (userId: string) =>
  (await server.db.selectFrom('notifications').select('message').where('user_id', '=', userId).execute()).map(
    (n) => n.message,
  );

test('each call tells the patients now three or fewer from the room, once each, and never one already called', async () => {
  const doctor = await quickDoctor(server, {
    firstName: 'Bello',
    start: '00:00',
    end: '23:59',
    totalSlots: 50,
  });
  const line = [];
  for (let n = 1; n <= 6; n += 1) line.push(await checkedIn(doctor, n));
  const call = () => post(server, '/api/desk/call-next', { doctorId: doctor.doctor.id }, staff.auth);

  expect((await call()).status).toBe(200);
  // 1 in the room; 2, 3 and 4 have one, two and three before them; 5 and 6 more
  expect(await nearTexts(line[1].id)).toEqual([
    { body: 'You are 1st in line for Dr. Bello Eze — please be in the waiting area.' },
  ]);
  expect(await nearTexts(line[3].id)).toEqual([
    { body: 'You are 3rd in line for Dr. Bello Eze — please be in the waiting area.' },
  ]);
  expect(await nearTexts(line[4].id)).toEqual([]);
  expect(await noticesOf(line[2].patient.user.id)).toEqual([
    'You are 2nd in line for Dr. Bello Eze — please be in the waiting area',
  ]);
  expect(await nearTexts(line[0].id)).toEqual([]);

  // the next call: 5 is now three from the room and told; the others are not told twice
  await server.db
    .updateTable('users')
    .set({ appointment_texts: false })
    .where('id', '=', line[5].patient.user.id)
    .execute();
  expect(
    (
      await post(
        server,
        '/api/desk/call-next',
        { doctorId: doctor.doctor.id, finishFirst: line[0].id },
        staff.auth,
      )
    ).status,
  ).toBe(200);
  expect(await nearTexts(line[4].id)).toEqual([
    { body: 'You are 3rd in line for Dr. Bello Eze — please be in the waiting area.' },
  ]);
  for (const visit of line.slice(1, 4)) expect(await nearTexts(visit.id)).toHaveLength(1);

  // 6, whose number said STOP, is notified but not texted
  expect(
    (
      await post(
        server,
        '/api/desk/call-next',
        { doctorId: doctor.doctor.id, finishFirst: line[1].id },
        staff.auth,
      )
    ).status,
  ).toBe(200);
  expect(await nearTexts(line[5].id)).toEqual([]);
  expect(await noticesOf(line[5].patient.user.id)).toEqual([
    'You are 3rd in line for Dr. Bello Eze — please be in the waiting area',
  ]);
});

test('in the quiet hours the patient near their turn is notified, not texted', async () => {
  const quiet = await startSecondInstance(server, { SMS_QUIET_HOURS: '00:00-23:59' });
  try {
    const doctor = await quickDoctor(server, {
      firstName: 'Quiet',
      start: '00:00',
      end: '23:59',
      totalSlots: 50,
    });
    const line = [];
    for (let n = 1; n <= 2; n += 1) line.push(await checkedIn(doctor, 10 + n));
    const res = await post(
      { ...server, app: quiet.app },
      '/api/desk/call-next',
      { doctorId: doctor.doctor.id },
      staff.auth,
    );
    expect(res.status).toBe(200);
    expect(await noticesOf(line[1].patient.user.id)).toEqual([
      'You are 1st in line for Dr. Quiet Eze — please be in the waiting area',
    ]);
    expect(await nearTexts(line[1].id)).toEqual([]);
  } finally {
    await quiet.close();
  }
});
