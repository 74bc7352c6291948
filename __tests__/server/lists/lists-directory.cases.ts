import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import {
  TODAY,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import type { Doctor, PersonRow } from '../../../src/shared/types';
import type { Review } from '../../../src/shared/schemas/reviews';
import type { ReviewStatus } from '../../../src/server/db/schema';
import { everyPage, expectedOrder, ids, pageOf } from '../../helpers/scenarios/list-helpers';

/** The doctors, people and review lists, paged, searched, filtered and sorted by the database. */
const ALL_DOCTORS = '/api/admin/get-all-doctors';
const APPROVED = '/api/user/get-all-approved-doctors';
const REVIEWS = '/api/admin/get-all-reviews';

let server: TestServer;
let staff: QuickUser;
let patient: QuickUser;
let doctors: QuickDoctor[];
let patients: QuickUser[];

const DOCTORS: Array<[string, string, 'approved' | 'pending' | 'blocked', string, number]> = [
  ['Ada', 'Okoro', 'approved', 'Cardiology', 9000],
  ['Bola', 'Adeyemi', 'approved', 'Dermatology', 7000],
  ['Chika', 'Obi', 'pending', 'Cardiology', 12000],
  ['Dayo', 'Bello', 'blocked', 'Paediatrics', 5000],
  ['Emeka', 'Ade', 'approved', 'Paediatrics', 11000],
  ['Femi', 'Kalu', 'approved', 'Cardiology', 6000],
];

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { name: 'Sade Staff', flags: { is_staff: true } });
  doctors = [];
  for (const [n, [first, last, status, service, fee]] of DOCTORS.entries()) {
    const made = await quickDoctor(server, { firstName: first, status });
    await server.db
      .updateTable('doctors')
      .set({ last_name: last, service, fee_per_consultation: fee })
      .where('id', '=', made.doctor.id)
      .execute();
    const created = new Date(Date.UTC(2026, 0, 1 + n));
    await sql`UPDATE doctors SET created_at = ${created} WHERE id = ${made.doctor.id}`.execute(server.db);
    doctors.push(made);
  }
  patients = [];
  for (const name of ['Chidi Okafor', 'Ngozi Eze', 'Tunde Bakare', 'Zainab Musa']) {
    patients.push(await quickUser(server, { name }));
  }
  patient = patients[0];
  // one review per patient and doctor pair of the first three doctors, statuses in turn, one without
  const statuses: Array<ReviewStatus | null> = ['approved', 'hold', 'rejected', null];
  let n = 0;
  for (const reviewer of patients) {
    for (const doctor of doctors.slice(0, 3)) {
      const appointment = await server.db
        .insertInto('appointments')
        .values({
          user_id: reviewer.user.id,
          doctor_id: doctor.doctor.id,
          date: TODAY,
          time: '10:00',
          status: 'completed',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('reviews')
        .values({
          appointment_id: appointment.id,
          user_id: reviewer.user.id,
          doctor_id: doctor.doctor.id,
          rating: 1 + (n % 9) * 0.5,
          comment: `Review ${n}`,
          status: statuses[n % 4],
          created_at: new Date(Date.UTC(2026, 1, 1, n)),
        })
        .execute();
      n += 1;
    }
  }
});
afterAll(() => server.close());

const fullName = (d: Doctor) => `${d.firstName} ${d.lastName}`;

describe('get-all-doctors', () => {
  test('newest first by default, every status, the true total', async () => {
    const body = await pageOf<Doctor>(server, `${ALL_DOCTORS}?pageSize=4`, staff.auth);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(body.data.map((d) => d.firstName)).toEqual(['Femi', 'Emeka', 'Dayo', 'Chika']);
    expect((await pageOf<Doctor>(server, `${ALL_DOCTORS}?pageSize=4&page=2`, staff.auth)).data).toHaveLength(
      2,
    );
  });

  test.each([
    ['search=A%20OK', ['Ada Okoro']],
    ['search=ade', ['Bola Adeyemi', 'Emeka Ade']],
    ['status=pending,blocked', ['Chika Obi', 'Dayo Bello']],
    ['service=Paediatrics&status=approved', ['Emeka Ade']],
  ])('%s', async (query, names) => {
    const body = await pageOf<Doctor>(server, `${ALL_DOCTORS}?${query}`, staff.auth);
    expect(body.data.map(fullName).sort()).toEqual(names);
    expect(body.total).toBe(names.length);
  });

  test.each(['name', 'email', 'fee', 'createdAt', 'status'])('sort=%s both ways', async (sort) => {
    const every = await everyPage<Doctor>(server, ALL_DOCTORS, staff.auth, 100);
    const keys: Record<string, (d: Doctor) => Array<string | number>> = {
      name: (d) => [d.firstName, d.lastName],
      email: (d) => [d.email],
      fee: (d) => [d.feePerConsultation],
      createdAt: (d) => [d.createdAt],
      status: (d) => [d.status, d.createdAt],
    };
    for (const order of ['asc', 'desc'] as const) {
      const body = await pageOf<Doctor>(server, `${ALL_DOCTORS}?sort=${sort}&order=${order}`, staff.auth);
      expect(ids(body.data)).toEqual(expectedOrder(every, keys[sort], order));
    }
  });
});

describe('get-all-approved-doctors', () => {
  test('approved doctors only, searched, filtered and sorted by fee; the cache keeps each query apart', async () => {
    const all = await pageOf<Doctor>(server, APPROVED, patient.auth);
    expect(all.data.map((d) => d.firstName)).toEqual(['Femi', 'Emeka', 'Bola', 'Ada']);
    const cheap = await pageOf<Doctor>(server, `${APPROVED}?sort=fee&order=asc&pageSize=2`, patient.auth);
    expect(cheap).toMatchObject({ total: 4, pageSize: 2 });
    expect(cheap.data.map((d) => d.feePerConsultation)).toEqual([6000, 7000]);
    const search = await pageOf<Doctor>(server, `${APPROVED}?search=OBI&service=Cardiology`, patient.auth);
    expect(search).toMatchObject({ data: [], total: 0 });
    expect(
      (await pageOf<Doctor>(server, `${APPROVED}?service=Cardiology`, patient.auth)).data.map(fullName),
    ).toEqual(['Femi Kalu', 'Ada Okoro']);
    const refused = await get(server, `${APPROVED}?status=pending`, patient.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Unknown parameter: status');
  });
});

describe('people lists', () => {
  test('search by any part of the email or the name, in any case; sort by name', async () => {
    const byName = await pageOf<PersonRow>(server, '/api/admin/get-all-users?search=zain', staff.auth);
    expect(byName.data.map((p) => p.name)).toEqual(['Zainab Musa']);
    const byEmail = await pageOf<PersonRow>(
      server,
      `/api/admin/get-all-users?search=${encodeURIComponent(patients[1].user.email.slice(0, 9).toUpperCase())}`,
      staff.auth,
    );
    expect(byEmail.data.map((p) => p.email)).toContain(patients[1].user.email);
    const sorted = await pageOf<PersonRow>(
      server,
      '/api/admin/get-all-users?sort=name&order=desc',
      staff.auth,
    );
    expect(sorted.data.map((p) => p.name)).toEqual([
      'Zainab Musa',
      'Tunde Bakare',
      'Ngozi Eze',
      'Chidi Okafor',
    ]);
    expect(sorted.total).toBe(4);
  });

  test('a search never takes a list beyond its people', async () => {
    const staffList = await pageOf<PersonRow>(server, '/api/admin/get-all-staff?search=a', staff.auth);
    expect(staffList.data.map((p) => p.name)).toEqual(['Sade Staff']);
    expect((await pageOf<PersonRow>(server, '/api/admin/get-all-admin?search=a', staff.auth)).total).toBe(0);
  });
});

describe('get-all-reviews', () => {
  test('search by part of the patient name; status, unknown for none', async () => {
    const tunde = await pageOf<Review>(server, `${REVIEWS}?search=BAKA`, staff.auth);
    expect(tunde.total).toBe(3);
    expect(new Set(tunde.data.map((r) => r.userId.name))).toEqual(new Set(['Tunde Bakare']));
    const unknown = await pageOf<Review>(server, `${REVIEWS}?status=unknown,hold`, staff.auth);
    expect(unknown.total).toBe(6);
    expect(new Set(unknown.data.map((r) => r.status))).toEqual(new Set([null, 'hold']));
  });

  test.each(['createdAt', 'rating', 'patient', 'doctor', 'status'])('sort=%s both ways', async (sort) => {
    const every = await everyPage<Review>(server, REVIEWS, staff.auth, 100);
    expect(every).toHaveLength(12);
    const keys: Record<string, (r: Review) => Array<string | number | null>> = {
      createdAt: (r) => [r.createdAt],
      rating: (r) => [r.rating],
      patient: (r) => [r.userId.name],
      doctor: (r) => [r.doctorId.firstName, r.doctorId.lastName],
      status: (r) => [r.status, r.createdAt],
    };
    for (const order of ['asc', 'desc'] as const) {
      const body = await pageOf<Review>(
        server,
        `${REVIEWS}?sort=${sort}&order=${order}&pageSize=12`,
        staff.auth,
      );
      expect(ids(body.data)).toEqual(expectedOrder(every, keys[sort], order));
    }
  });
});
