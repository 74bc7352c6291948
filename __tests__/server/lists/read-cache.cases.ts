import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post, put } from '../../helpers/server-calls';
import {
  CHECK,
  STATUS,
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { preferredEncoding } from '../../../src/server/read-cache/body';

const DOCTORS = '/api/user/get-all-approved-doctors';
const ALL = '/api/admin/get-all-appointments';
const GET_USER = '/api/user/getUser_id';

interface Listed {
  _id: string;
  feePerConsultation?: number;
  status?: string;
  reviewed?: boolean;
}

let server: TestServer;
let admin: QuickUser;
let patient: QuickUser;
let doctors: QuickDoctor[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { name: 'Ada Admin', flags: { is_admin: true } });
  patient = await quickUser(server, { name: 'Chidi Okafor' });
  doctors = [];
  for (const firstName of ['Ngozi', 'Emeka', 'Funke', 'Bola']) {
    doctors.push(await quickDoctor(server, { firstName, totalSlots: 5 }));
  }
});
afterAll(() => server.close());

const listOf = async (url: string, auth: Record<string, string>): Promise<Listed[]> => {
  const res = await get(server, url, auth);
  expect(res.status).toBe(200);
  return res.body.data as Listed[];
};
const doctorIn = async (id: string) => (await listOf(DOCTORS, patient.auth)).find((d) => d._id === id);
const appointmentIn = async (id: string) => (await listOf(ALL, admin.auth)).find((a) => a._id === id);
const check = (who: QuickUser, doctor: QuickDoctor, date: string) =>
  post(server, CHECK, { doctorId: doctor.doctor.id, date, time: '10:00' }, who.auth);

describe('a read right after a write sees it', () => {
  test('booking: the admin list shows the new appointment, the slot count drops, the patient is told no', async () => {
    const [doctor] = doctors;
    const date = addDays(TODAY, 2);
    const other = await quickUser(server);
    expect((await check(other, doctor, date)).body).toMatchObject({ data: { availableSlots: 5 } });
    expect((await check(patient, doctor, date)).body).toMatchObject({ data: { availableSlots: 5 } });
    await listOf(ALL, admin.auth);

    const id = await book(server, patient, doctor, date);
    expect(await appointmentIn(id)).toMatchObject({ status: 'pending' });
    expect((await check(other, doctor, date)).body).toMatchObject({ data: { availableSlots: 4 } });
    expect((await check(patient, doctor, date)).status).toBe(409);
  });

  test('approval: the admin list shows the appointment approved', async () => {
    const [, doctor] = doctors;
    const id = await book(server, patient, doctor, addDays(TODAY, 3));
    expect(await appointmentIn(id)).toMatchObject({ status: 'pending' });
    const approval = {
      appointmentId: id,
      status: 'approved',
      comment: 'See you',
      schedule_date: addDays(TODAY, 3),
    };
    expect((await post(server, STATUS, approval, admin.auth)).status).toBe(200);
    expect(await appointmentIn(id)).toMatchObject({ status: 'approved' });
  });

  test('a review: the admin list marks the appointment reviewed', async () => {
    const [, , doctor] = doctors;
    const id = await book(server, patient, doctor, addDays(TODAY, 1));
    await server.db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', id).execute();
    expect(await appointmentIn(id)).toMatchObject({ status: 'completed', reviewed: false });
    const review = { appointmentId: id, rating: 4.5, comment: 'Thorough and kind' };
    expect((await post(server, '/api/bookAppointment/submit-review', review, patient.auth)).status).toBe(201);
    expect(await appointmentIn(id)).toMatchObject({ reviewed: true });
  });

  test('doctor status and clinic details: the approved list follows them', async () => {
    const [, , , doctor] = doctors;
    const clinic = {
      doctorId: doctor.doctor.id,
      clinicDay: ['Everyday'],
      feePerConsultation: 12500,
      appointmentTime: ['09:00', '13:00'],
    };
    expect(await doctorIn(doctor.doctor.id)).toMatchObject({ feePerConsultation: 9000 });
    expect((await post(server, '/api/admin/update-doctor-clinic', clinic, admin.auth)).status).toBe(200);
    expect(await doctorIn(doctor.doctor.id)).toMatchObject({ feePerConsultation: 12500 });

    const status = (value: string) =>
      post(
        server,
        '/api/admin/change-doctor-status',
        { doctorId: doctor.doctor.id, status: value },
        admin.auth,
      );
    expect((await status('blocked')).status).toBe(200);
    expect(await doctorIn(doctor.doctor.id)).toBeUndefined();
    expect((await status('approved')).status).toBe(200);
    expect(await doctorIn(doctor.doctor.id)).toBeDefined();
  });

  test('any write ends every cached read, review moderation and failed writes included', async () => {
    const [doctor] = doctors;
    const moveFee = (fee: number) =>
      server.db
        .updateTable('doctors')
        .set({ fee_per_consultation: fee })
        .where('id', '=', doctor.doctor.id)
        .execute();
    await doctorIn(doctor.doctor.id);
    // a change behind the server's back is not seen until some API write moves the data version on
    await moveFee(7000);
    expect(await doctorIn(doctor.doctor.id)).toMatchObject({ feePerConsultation: 9000 });

    const id = await book(server, patient, doctor, addDays(TODAY, 5));
    await server.db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', id).execute();
    const review = { appointmentId: id, rating: 3, comment: 'Fine' };
    await post(server, '/api/bookAppointment/submit-review', review, patient.auth);
    const row = await server.db
      .selectFrom('reviews')
      .select('id')
      .where('appointment_id', '=', id)
      .executeTakeFirstOrThrow();
    await doctorIn(doctor.doctor.id);
    await moveFee(7100);
    const moderation = { reviewId: row.id, status: 'approved', adminComment: 'Fine' };
    expect((await post(server, '/api/admin/update-review-status', moderation, admin.auth)).status).toBe(200);
    expect(await doctorIn(doctor.doctor.id)).toMatchObject({ feePerConsultation: 7100 });

    await moveFee(7200);
    // the same moderation again is refused (409), and still counts as a write
    expect((await post(server, '/api/admin/update-review-status', moderation, admin.auth)).status).toBe(409);
    expect(await doctorIn(doctor.doctor.id)).toMatchObject({ feePerConsultation: 7200 });
    await moveFee(9000);
    await post(server, '/api/admin/update-review-status', moderation, admin.auth);
  });
});

describe('sessions through the cache', () => {
  test("a blocked user's next call is refused, and their old token stays refused once unblocked", async () => {
    const victim = await quickUser(server, { name: 'Tola Ade' });
    expect((await post(server, GET_USER, {}, victim.auth)).status).toBe(200);
    expect((await get(server, DOCTORS, victim.auth)).status).toBe(200);

    expect((await put(server, `/api/admin/block-user/${victim.user.id}`, admin.auth)).status).toBe(200);
    expect((await get(server, DOCTORS, victim.auth)).status).toBe(401);
    expect((await post(server, GET_USER, {}, victim.auth)).status).toBe(401);

    // unblocking does not revive the token the block ended: its version has moved on
    expect((await put(server, `/api/admin/unblock-user/${victim.user.id}`, admin.auth)).status).toBe(200);
    expect((await get(server, DOCTORS, victim.auth)).status).toBe(401);
    const fresh = await server.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', victim.user.id)
      .executeTakeFirstOrThrow();
    expect(fresh.token_version).toBeGreaterThan(victim.user.token_version);
  });

  test('a role taken away through the API is refused at once', async () => {
    const [, , doctor] = doctors;
    expect((await get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth)).status).toBe(200);
    const block = { doctorId: doctor.doctor.id, status: 'blocked' };
    expect((await post(server, '/api/admin/change-doctor-status', block, admin.auth)).status).toBe(200);
    expect((await get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth)).status).toBe(403);
    const approve = { doctorId: doctor.doctor.id, status: 'approved' };
    expect((await post(server, '/api/admin/change-doctor-status', approve, admin.auth)).status).toBe(200);
    expect((await get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth)).status).toBe(200);
  });
});

describe('compressed answers', () => {
  const raw = (url: string, auth: Record<string, string>, acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  test.each([
    [DOCTORS, 'patient'],
    [ALL, 'admin'],
  ])('%s: br and gzip decode to the same JSON as the plain answer', async (url, who) => {
    const auth = who === 'admin' ? admin.auth : patient.auth;
    const plain = await raw(url, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected: unknown = plain.json();

    const br = await raw(url, auth, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gz = await raw(url, auth, 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
  });

  test('Accept-Encoding is read with its q-values', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('identity, gzip;q=0')).toBeUndefined();
  });
});
