import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import {
  TODAY,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { AppointmentStatus } from '../../../src/server/db/schema';
import { expectedOrder, ids, pageOf } from '../../helpers/scenarios/list-helpers';

/** A doctor's and a patient's own lists: paged and searched, and still only their own. */
const DOCTORS = '/api/doctor/get-appointments-by-doctor-id';
const MINE = '/api/user/get-appointments-by-user-id';

let server: TestServer;
let ada: QuickDoctor;
let obi: QuickDoctor;
let chidi: QuickUser;
let emeka: QuickUser;
let funke: QuickUser;
/** appointment id → who and what */
const made: Array<{ id: string; patient: QuickUser; doctor: QuickDoctor; status: AppointmentStatus }> = [];

async function appointment(patient: QuickUser, doctor: QuickDoctor, status: AppointmentStatus, days: number) {
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date: addDays(TODAY, days),
      time: '10:00',
      status,
      schedule_date: status === 'pending' ? null : addDays(TODAY, days),
      created_at: new Date(Date.parse('2026-02-01T00:00:00Z') + made.length * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  made.push({ id: row.id, patient, doctor, status });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await quickDoctor(server, { firstName: 'Ada' });
  obi = await quickDoctor(server, { firstName: 'Obi' });
  await server.db
    .updateTable('doctors')
    .set({ service: 'Dermatology' })
    .where('id', '=', obi.doctor.id)
    .execute();
  chidi = await quickUser(server, { name: 'Chidi Okafor' });
  emeka = await quickUser(server, { name: 'Emeka Nwosu', flags: { reg_doctor: true } });
  funke = await quickUser(server, { name: 'Funke Okoro' });
  const statuses: AppointmentStatus[] = ['pending', 'approved', 'completed', 'follow-up'];
  for (const [n, patient] of [chidi, emeka, funke].entries()) {
    for (const [k, status] of statuses.entries()) {
      await appointment(patient, ada, status, n + k + 1);
      await appointment(patient, obi, status, n + k + 2);
    }
  }
  // chidi has reviewed one of his completed visits with each doctor
  for (const doctor of [ada, obi]) {
    const visit = made.find((m) => m.patient === chidi && m.doctor === doctor && m.status === 'completed');
    await server.db
      .insertInto('reviews')
      .values({
        appointment_id: visit?.id ?? '',
        user_id: chidi.user.id,
        doctor_id: doctor.doctor.id,
        rating: 4,
        comment: 'Good',
      })
      .execute();
  }
});
afterAll(() => server.close());

const idsWhere = (keep: (m: (typeof made)[number]) => boolean) =>
  made
    .filter(keep)
    .map((m) => m.id)
    .sort();
const listed = async (url: string, who: QuickUser) => {
  const body = await pageOf<Appointment>(server, url, who.auth);
  expect(body.total).toBe(body.data.length);
  return ids(body.data).sort();
};

describe("a doctor's list", () => {
  test('holds their own appointments only, whatever the search and filters say', async () => {
    expect(await listed(`${DOCTORS}?pageSize=100`, ada)).toEqual(idsWhere((m) => m.doctor === ada));
    // chidi and funke see both doctors: ada's search still finds ada's appointments only
    expect(await listed(`${DOCTORS}?search=OKO&pageSize=100`, ada)).toEqual(
      idsWhere((m) => m.doctor === ada && m.patient === funke),
    );
    expect(
      await listed(`${DOCTORS}?search=o&status=pending,approved&service=Dermatology,Cardiology`, obi),
    ).toEqual(idsWhere((m) => m.doctor === obi && ['pending', 'approved'].includes(m.status)));
    expect(await listed(`${DOCTORS}?search=nobody`, ada)).toEqual([]);
  });

  test('pages and sorts by patient; naming a doctor is refused', async () => {
    const every = await pageOf<Appointment>(server, `${DOCTORS}?pageSize=100`, ada.auth);
    const first = await pageOf<Appointment>(
      server,
      `${DOCTORS}?sort=patient&order=desc&pageSize=5`,
      ada.auth,
    );
    expect(first.total).toBe(12);
    expect(ids(first.data)).toEqual(expectedOrder(every.data, (a) => [a.userInfo.name], 'desc').slice(0, 5));
    const res = await get(server, `${DOCTORS}?doctorId=${obi.doctor.id}`, ada.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown parameter: doctorId');
  });
});

describe("a patient's list", () => {
  test.each([
    ['search=ADA', (m: (typeof made)[number]) => m.doctor === ada],
    ['search=derma', (m: (typeof made)[number]) => m.doctor === obi],
    [
      'status=completed,follow-up&reviewed=false',
      (m: (typeof made)[number]) =>
        m.status === 'follow-up' || (m.status === 'completed' && m.patient !== chidi),
    ],
    [
      'status=completed&reviewed=true',
      (m: (typeof made)[number]) => m.status === 'completed' && m.patient === chidi,
    ],
  ])('%s finds their own matching visits only', async (query, keeps) => {
    for (const patient of [chidi, emeka]) {
      expect(await listed(`${MINE}?${query}&pageSize=100`, patient)).toEqual(
        idsWhere((m) => m.patient === patient && keeps(m)),
      );
    }
  });

  test('sorts by doctor, refuses to sort by patient', async () => {
    const body = await pageOf<Appointment>(server, `${MINE}?sort=doctor&order=asc`, chidi.auth);
    expect(body.total).toBe(8);
    expect(body.data.map((a) => a.doctorInfo.firstName)).toEqual([
      ...Array(4).fill('Ada'),
      ...Array(4).fill('Obi'),
    ]);
    const res = await get(server, `${MINE}?sort=patient`, chidi.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Sort must be one of: createdAt, doctor, service/);
    expect(res.body.message).not.toMatch(/patient/);
  });

  test('each appointment says whether it was reviewed', async () => {
    const body = await pageOf<Appointment>(server, `${MINE}?status=completed`, chidi.auth);
    expect(body.data.map((a) => a.reviewed)).toEqual([true, true]);
  });
});
