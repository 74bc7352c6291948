import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays, nextClinicDate } from '../../../src/shared/clinicDays';
import type { Doctor } from '../../../src/shared/types';
import type { DoctorsTable, ReviewStatus } from '../../../src/server/db/schema';
import { pageOf } from '../../helpers/scenarios/list-helpers';

/** Find a doctor: the approved list's filters, sorts and each doctor's next open date. */
const APPROVED = '/api/user/get-all-approved-doctors';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

let server: TestServer;
let patient: QuickUser;
const doctors: Record<string, QuickDoctor> = {};

type Profile = Partial<Pick<DoctorsTable, 'gender' | 'location' | 'service' | 'specialization'>> & {
  fee: number;
  clinicDays: string[];
  totalSlots: number;
  status?: 'approved' | 'pending';
};

// Ada: Everyday, today full (one booking moved onto it by its schedule date) → tomorrow.
// Bola: one weekday, its first one full → a week later (non-clinic days and a full date skipped).
// Chidi: one weekday, every one of them in the window full → null. Dayo: pending, never listed.
const PROFILES: Record<string, Profile> = {
  Ada: {
    gender: 'female',
    location: 'Ikeja',
    service: 'Cardiology',
    specialization: 'Family Medicine',
    fee: 9000,
    clinicDays: ['Everyday'],
    totalSlots: 2,
  },
  Bola: {
    gender: 'male',
    location: 'Lekki',
    service: 'Dermatology',
    specialization: 'Dermatology',
    fee: 5000,
    clinicDays: [weekdayOf(addDays(TODAY, 3))],
    totalSlots: 1,
  },
  Chidi: {
    gender: 'male',
    location: 'Ikeja',
    service: 'Paediatrics',
    specialization: 'Paediatrics',
    fee: 12000,
    clinicDays: [weekdayOf(addDays(TODAY, 1))],
    totalSlots: 1,
  },
  Dayo: {
    gender: 'female',
    location: 'Ikeja',
    service: 'Cardiology',
    specialization: 'Family Medicine',
    fee: 1000,
    clinicDays: ['Everyday'],
    totalSlots: 1,
    status: 'pending',
  },
};

async function holdSlot(
  doctor: string,
  date: string,
  extra: { status?: 'pending' | 'approved' | 'rejected'; scheduleDate?: string } = {},
) {
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctors[doctor].doctor.id,
      date,
      time: '10:00',
      status: extra.status ?? 'pending',
      schedule_date: extra.scheduleDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function review(doctor: string, rating: number, status: ReviewStatus) {
  const appointment = await holdSlot(doctor, addDays(TODAY, -40), { status: 'approved' });
  await server.db
    .insertInto('reviews')
    .values({
      appointment_id: appointment,
      user_id: patient.user.id,
      doctor_id: doctors[doctor].doctor.id,
      rating,
      comment: 'Seen',
      status,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  patient = await quickUser(server, { name: 'Chioma Patient' });
  for (const [firstName, p] of Object.entries(PROFILES)) {
    const made = await quickDoctor(server, {
      firstName,
      clinicDays: p.clinicDays,
      totalSlots: p.totalSlots,
      status: p.status,
    });
    const { fee, clinicDays: _days, totalSlots: _slots, status: _status, ...columns } = p;
    await server.db
      .updateTable('doctors')
      .set({ ...columns, fee_per_consultation: fee })
      .where('id', '=', made.doctor.id)
      .execute();
    doctors[firstName] = made;
  }
  await holdSlot('Ada', TODAY);
  await holdSlot('Ada', addDays(TODAY, 1), { status: 'approved', scheduleDate: TODAY });
  await holdSlot('Ada', addDays(TODAY, 2), { status: 'rejected' }); // frees its place
  await holdSlot('Bola', addDays(TODAY, 3));
  for (
    let date = nextClinicDate(PROFILES.Chidi.clinicDays, TODAY);
    date && date <= addDays(TODAY, 30);
    date = nextClinicDate(PROFILES.Chidi.clinicDays, addDays(date, 1))
  ) {
    await holdSlot('Chidi', date);
  }
  await review('Ada', 3, 'approved');
  await review('Ada', 5, 'hold');
  await review('Bola', 4.5, 'approved');
});
afterAll(() => server.close());

const list = (query: string) => pageOf<Doctor>(server, `${APPROVED}?${query}`, patient.auth);
const names = async (query: string) => (await list(query)).data.map((d) => d.firstName);

test('each doctor carries its first open clinic day within 30 days, or null', async () => {
  const body = await list('sort=name&order=asc');
  expect(body.data.map((d) => [d.firstName, d.nextAvailable])).toEqual([
    ['Ada', addDays(TODAY, 1)],
    ['Bola', addDays(TODAY, 10)],
    ['Chidi', null],
  ]);
});

test.each([
  ['service=Cardiology,Dermatology', ['Ada', 'Bola']],
  ['location=Ikeja', ['Ada', 'Chidi']],
  ['speciality=Paediatrics', ['Chidi']],
  ['gender=male', ['Bola', 'Chidi']],
  ['maxFee=9000', ['Ada', 'Bola']],
  ['maxFee=0', []],
  ['search=bol&location=Lekki&gender=male', ['Bola']],
  ['location=Lekki&gender=female', []],
])('filter %s', async (query, expected) => {
  const body = await list(`${query}&sort=name&order=asc`);
  expect(body.data.map((d) => d.firstName)).toEqual(expected);
  expect(body.total).toBe(expected.length);
});

test.each([
  ['nextAvailable&order=asc', ['Ada', 'Bola', 'Chidi']],
  ['nextAvailable&order=desc', ['Bola', 'Ada', 'Chidi']],
  ['rating&order=desc', ['Bola', 'Ada', 'Chidi']],
  ['rating&order=asc', ['Ada', 'Bola', 'Chidi']],
  ['fee&order=asc', ['Bola', 'Ada', 'Chidi']],
])('sort=%s (nulls last)', async (sort, expected) => {
  expect(await names(`sort=${sort}`)).toEqual(expected);
});

test('sorted by next available date, a page at a time with the true total', async () => {
  const second = await list('sort=nextAvailable&order=asc&pageSize=1&page=2');
  expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
  expect(second.data.map((d) => [d.firstName, d.nextAvailable])).toEqual([['Bola', addDays(TODAY, 10)]]);
  expect(await names('sort=nextAvailable&order=asc&location=Ikeja')).toEqual(['Ada', 'Chidi']);
});

test('a booking that fills a date moves the next available date on at once', async () => {
  const before = await list('search=Ada');
  expect(before.data[0].nextAvailable).toBe(addDays(TODAY, 1));
  const other = await quickUser(server);
  await book(server, patient, doctors.Ada, addDays(TODAY, 1));
  await book(server, other, doctors.Ada, addDays(TODAY, 1));
  expect((await list('search=Ada')).data[0].nextAvailable).toBe(addDays(TODAY, 2));
});

test.each([
  ['gender=other', "Gender must be 'female' or 'male'"],
  ['maxFee=-1', 'Maximum fee must be a whole number of naira from 0'],
  ['maxFee=cheap', 'Maximum fee must be a whole number of naira from 0'],
  ['maxFee=99.5', 'Maximum fee must be a whole number of naira from 0'],
  ['sort=distance', 'Sort must be one of: name, fee, createdAt, nextAvailable, rating'],
  ['city=Ikeja', 'Unknown parameter: city'],
])('%s → 400', async (query, message) => {
  const res = await get(server, `${APPROVED}?${query}`, patient.auth);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, message });
});
