import type { FastifyInstance } from 'fastify';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

const ALL = '/api/admin/get-all-appointments';
const DOCTORS = '/api/user/get-all-approved-doctors';
const POLL_MS = 50;
const POLL_TRIES = 100;

let server: TestServer;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
let admin: QuickUser;
let patient: QuickUser;
let doctor: QuickDoctor;

beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondInstance(server);
  admin = await quickUser(server, { flags: { is_admin: true } });
  patient = await quickUser(server);
  doctor = await quickDoctor(server);
});
afterAll(async () => {
  await second.close();
  await server.close();
});

const idsOn = async (app: FastifyInstance, auth: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: ALL, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ _id: string }> }).data.map((a) => a._id);
};

/** Reads on the other instance until it shows the change; the announcement travels through the database. */
async function eventually(read: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < POLL_TRIES; i++) {
    if (await read()) return true;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return false;
}

/** The doctor's fee as the (cached) approved-doctors list on `app` shows it. */
const feeOn = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: DOCTORS, headers: patient.auth });
  expect(res.statusCode).toBe(200);
  const listed = (res.json() as { data: Array<{ _id: string; feePerConsultation: number }> }).data;
  return listed.find((d) => d._id === doctor.doctor.id)?.feePerConsultation;
};

test('a change made through one instance is seen by a cached read on the other', async () => {
  expect(await feeOn(second.app)).toBe(9000);
  const clinic = {
    doctorId: doctor.doctor.id,
    clinicDay: ['Everyday'],
    feePerConsultation: 12500,
    appointmentTime: ['09:00', '13:00'],
  };
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/update-doctor-clinic',
    headers: admin.auth,
    payload: clinic,
  });
  expect(res.statusCode).toBe(200);
  expect(await eventually(async () => (await feeOn(second.app)) === 12500)).toBe(true);
});

test('a block made through one instance is refused by the other as soon as it answers', async () => {
  const victim = await quickUser(server);
  const asVictim = () =>
    second.app.inject({ method: 'GET', url: '/api/user/get-all-approved-doctors', headers: victim.auth });
  expect((await asVictim()).statusCode).toBe(200);
  const res = await server.app.inject({
    method: 'PUT',
    url: `/api/admin/block-user/${victim.user.id}`,
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(200);
  // the guard reads the user from the database on every call, cached list or not: no announcement to wait for
  expect((await asVictim()).statusCode).toBe(401);
});

test('an instance’s own writes are fresh at once (no waiting for the announcement)', async () => {
  await idsOn(server.app, admin.auth);
  const id = await book(server, patient, doctor, addDays(TODAY, 3));
  expect(await idsOn(server.app, admin.auth)).toContain(id);
  expect((await get(server, ALL, admin.auth)).status).toBe(200);
});
