import { addDays } from '../../../src/shared/clinicDays';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, doctorForm, doctorRow, notificationsOf } from '../../helpers/doctor-fixtures';
import {
  ADMIN_COMPLETE,
  BOOK,
  DOCTOR_COMPLETE,
  STATUS,
  TODAY,
  appointmentRow,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';

/** Security suite, record level: a caller with the right role but someone else's record. */

let server: TestServer;
let amaka: QuickUser; // the patient who tries
let bola: QuickUser; // the patient whose records are tried
let drOwn: QuickDoctor; // the doctor who tries
let drOther: QuickDoctor; // the doctor whose appointments are tried
let bolaPending: string;
let bolaCompleted: string;

beforeAll(async () => {
  server = await startTestServer();
  [amaka, bola] = await Promise.all([
    quickUser(server, { name: 'Amaka' }),
    quickUser(server, { name: 'Bola' }),
  ]);
  drOwn = await quickDoctor(server, { firstName: 'Own' });
  drOther = await quickDoctor(server, { firstName: 'Other' });
  bolaPending = await book(server, bola, drOther, addDays(TODAY, 1));
  bolaCompleted = await book(server, bola, drOther, addDays(TODAY, 2));
  await server.db
    .updateTable('appointments')
    .set({ status: 'completed' })
    .where('id', '=', bolaCompleted)
    .execute();
  await server.db
    .insertInto('notifications')
    .values([
      { user_id: bola.user.id, message: 'unseen', on_click_path: '/appointments', seen: false },
      { user_id: bola.user.id, message: 'seen', on_click_path: '/appointments', seen: true },
    ])
    .execute();
});
afterAll(() => server.close());

describe('a patient and another patient’s records', () => {
  test('the appointment list holds only the caller’s own appointments', async () => {
    const own = await book(server, amaka, drOwn, addDays(TODAY, 3));
    const res = await get(server, '/api/user/get-appointments-by-user-id', amaka.auth);
    const ids = (res.body.data as Array<{ _id: string }>).map((a) => a._id);
    expect(ids).toEqual([own]);
  });

  test('reviewing another patient’s visit is refused and stores nothing', async () => {
    const res = await post(
      server,
      '/api/bookAppointment/submit-review',
      { appointmentId: bolaCompleted, rating: 1, comment: 'Fake review', userId: bola.user.id },
      amaka.auth,
    );
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    const reviews = await server.db.selectFrom('reviews').select('id').execute();
    expect(reviews).toHaveLength(0);
  });

  test.each(['mark-all-notifications-seen', 'delete-all-notifications'])(
    '%s for another patient is refused and leaves their bell alone',
    async (call) => {
      const before = await notificationsOf(server, bola.user.id);
      const res = await post(server, `/api/user/${call}`, { userId: bola.user.id }, amaka.auth);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
      expect(await notificationsOf(server, bola.user.id)).toEqual(before);
    },
  );

  test('getUser_id answers with the caller, whatever userId the body names', async () => {
    const res = await post(server, '/api/user/getUser_id', { userId: bola.user.id }, amaka.auth);
    expect(res.status).toBe(200);
    expect((res.body.data as { _id: string; name: string }).name).toBe('Amaka');
    expect(JSON.stringify(res.body)).not.toContain(bola.user.id);
  });

  test('a booking naming another patient as its owner is made for the caller', async () => {
    const body = {
      doctorId: drOwn.doctor.id,
      date: dmy(addDays(TODAY, 4)),
      time: '11:00',
      userId: bola.user.id,
      userInfo: { _id: bola.user.id, name: 'Bola' },
    };
    const res = await post(server, BOOK, body, amaka.auth);
    expect(res.status).toBe(201);
    const row = await appointmentRow(server, (res.body.data as { _id: string })._id);
    expect(row.user_id).toBe(amaka.user.id);
  });

  test.each([STATUS, DOCTOR_COMPLETE, ADMIN_COMPLETE])('%s is not a patient’s to call', async (url) => {
    const res = await post(
      server,
      url,
      { appointmentId: bolaPending, status: 'rejected', comment: 'x', followUpNeeded: 'no' },
      amaka.auth,
    );
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect((await appointmentRow(server, bolaPending)).status).toBe('pending');
  });
});

describe('a doctor and another doctor’s appointments and profile', () => {
  test('approving or rejecting another doctor’s appointment is refused', async () => {
    for (const status of ['approved', 'rejected']) {
      const body = {
        appointmentId: bolaPending,
        status,
        comment: 'Mine now',
        schedule_date: dmy(addDays(TODAY, 1)),
      };
      const res = await post(server, STATUS, body, drOwn.auth);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    }
    const row = await appointmentRow(server, bolaPending);
    expect(row.status).toBe('pending');
    expect(row.approved_by_name).toBeNull();
  });

  test('completing another doctor’s appointment is refused', async () => {
    const body = { appointmentId: bolaPending, comment: 'Done', followUpNeeded: 'no' };
    const res = await post(server, DOCTOR_COMPLETE, body, drOwn.auth);
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect((await appointmentRow(server, bolaPending)).status).toBe('pending');
  });

  test('the doctor’s list holds only their own appointments', async () => {
    const res = await get(server, '/api/doctor/get-appointments-by-doctor-id', drOther.auth);
    const ids = (res.body.data as Array<{ _id: string }>).map((a) => a._id).sort();
    expect(ids).toEqual([bolaPending, bolaCompleted].sort());
    const mine = await get(server, '/api/doctor/get-appointments-by-doctor-id', drOwn.auth);
    expect((mine.body.data as Array<{ _id: string }>).map((a) => a._id)).not.toContain(bolaPending);
  });

  test('reading or editing another doctor’s profile by user id is refused', async () => {
    const read = await post(
      server,
      '/api/doctor/get-doctor-info-by-user-id',
      { userId: drOther.user.id },
      drOwn.auth,
    );
    expect({ status: read.status, body: read.body }).toEqual({ status: 403, body: FORBIDDEN });
    const form = {
      ...doctorForm({ firstName: 'Hijacked', clinicDay: ['Everyday'] }),
      userId: drOther.user.id,
    };
    const edit = await post(server, '/api/doctor/update-doctor-info-by-user-id', form, drOwn.auth);
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect((await doctorRow(server, drOther.doctor.id))?.first_name).toBe('Other');
  });

  test('a pending doctor’s profile is hidden from another doctor and from patients', async () => {
    const pending = await quickDoctor(server, { firstName: 'Hidden', status: 'pending' });
    for (const viewer of [drOwn, amaka]) {
      const res = await post(
        server,
        '/api/doctor/get-doctor-info-by-id',
        { doctorId: pending.doctor.id },
        viewer.auth,
      );
      expect(res.status).toBe(404);
    }
  });
});
