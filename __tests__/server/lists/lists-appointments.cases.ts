import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  STATUS,
  TODAY,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { AppointmentStatus } from '../../../src/server/db/schema';
import { everyPage, expectedOrder, ids, pageOf, type Key } from '../../helpers/scenarios/list-helpers';

/** admin and staff get-all-appointments, paged, searched, filtered and sorted by the database. */
const ALL = '/api/admin/get-all-appointments';
const STATUSES: AppointmentStatus[] = ['pending', 'approved', 'rejected', 'follow-up', 'completed'];
const STAFF_NAMES = ['Bisi Staff', 'Kemi Staff', null];
const NAMES = ['Chidi Okafor', 'Emeka Nwosu', 'Funke Bello', 'Ife 50%', 'Tolu_Ade'];

let server: TestServer;
let staff: QuickUser;
let patients: QuickUser[];
let doctors: QuickDoctor[];
let rows: Appointment[];

const day = (n: number) => addDays(TODAY, n);

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { flags: { is_staff: true } });
  patients = [];
  for (const name of NAMES) patients.push(await quickUser(server, { name }));
  doctors = [
    await quickDoctor(server, { firstName: 'Ada' }),
    await quickDoctor(server, { firstName: 'Obi', clinicDays: ['Monday'] }),
    await quickDoctor(server, { firstName: 'Uche', clinicDays: ['Friday'] }),
  ];
  await server.db
    .updateTable('doctors')
    .set({ service: 'Dermatology' })
    .where('id', '=', doctors[1].doctor.id)
    .execute();
  await server.db
    .updateTable('doctors')
    .set({ service: 'Paediatrics' })
    .where('id', '=', doctors[2].doctor.id)
    .execute();
  // 27 appointments; every third pair shares its created_at, so only the id tie-break orders them
  const base = Date.parse('2026-01-01T08:00:00Z');
  const values = Array.from({ length: 27 }, (_, n) => {
    const status = STATUSES[n % 5];
    const scheduled = status === 'pending' || status === 'rejected' ? null : day(n % 9);
    return {
      user_id: patients[n % 5].user.id,
      doctor_id: doctors[n % 3].doctor.id,
      date: day((n * 7) % 11),
      time: '10:00',
      status,
      schedule_date: scheduled,
      follow_up_date: status === 'follow-up' ? day(20 + (n % 4)) : null,
      approved_by_name: scheduled ? STAFF_NAMES[n % 3] : null,
      approved_at: scheduled ? new Date(base + n * 3_600_000) : null,
      created_at: new Date(base + Math.floor(n / 2) * 60_000),
    };
  });
  await server.db.insertInto('appointments').values(values).execute();
  rows = await everyPage<Appointment>(server, ALL, staff.auth, 100);
});
afterAll(() => server.close());

const list = (query: string) => pageOf<Appointment>(server, `${ALL}?${query}`, staff.auth);

describe('paging', () => {
  test('without parameters: page 1 of 10, newest first, with the true total', async () => {
    const body = await pageOf<Appointment>(server, ALL, staff.auth);
    expect(body).toMatchObject({ success: true, total: 27, page: 1, pageSize: 10 });
    expect(ids(body.data)).toEqual(expectedOrder(rows, (a) => [a.createdAt], 'desc').slice(0, 10));
  });

  test('pages of 7 hold every appointment once; the last is partial; past the end is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}&pageSize=7`)));
    expect(pages.map((p) => p.data.length)).toEqual([7, 7, 7, 6]);
    expect(new Set(pages.flatMap((p) => ids(p.data))).size).toBe(27);
    expect(pages.every((p) => p.total === 27)).toBe(true);
    expect(await list('page=5&pageSize=7')).toEqual({
      success: true,
      data: [],
      total: 27,
      totalCapped: false,
      page: 5,
      pageSize: 7,
    });
  });

  test('pageSize 100 is allowed; 101, page 0 and unknown parameters are refused with the reason', async () => {
    expect((await list('pageSize=100')).data).toHaveLength(27);
    const refusals: Array<[string, string, string]> = [
      ['pageSize=101', 'Page size must be a whole number from 1 to 100', 'pageSize'],
      ['page=0', 'Page must be a whole number from 1', 'page'],
      ['colour=red', 'Unknown parameter: colour', ''],
      [
        'sort=name',
        expect.stringMatching(/^Sort must be one of: createdAt, patient/) as unknown as string,
        'sort',
      ],
      [
        'status=archived',
        'Status must be one of: pending, approved, rejected, follow-up, completed, cancelled, no-show',
        'status',
      ],
      ['from=2026-03-01&to=2026-02-01', 'From must not be after To', 'to'],
    ];
    for (const [query, message, field] of refusals) {
      const res = await get(server, `${ALL}?${query}`, staff.auth);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, errors: { [field]: message } });
    }
  });
});

describe('search and filters', () => {
  test("search matches any part of the patient's name, in any case; wildcards are literal", async () => {
    const chidi = rows.filter((a) => a.userInfo.name === 'Chidi Okafor');
    const found = await list('search=KAF&pageSize=100');
    expect(ids(found.data).sort()).toEqual(ids(chidi).sort());
    expect(found.total).toBe(chidi.length);
    expect(new Set((await list('search=%25&pageSize=100')).data.map((a) => a.userInfo.name))).toEqual(
      new Set(['Ife 50%']),
    );
    expect(new Set((await list('search=_&pageSize=100')).data.map((a) => a.userInfo.name))).toEqual(
      new Set(['Tolu_Ade']),
    );
    expect(await list('search=nobody')).toMatchObject({ data: [], total: 0 });
  });

  test.each([
    ['status=pending,follow-up', (a: Appointment) => ['pending', 'follow-up'].includes(a.status)],
    ['service=Dermatology,Paediatrics', (a: Appointment) => a.doctorInfo.service !== 'Cardiology'],
    ['doctorId=DOCTOR', (a: Appointment) => a.doctorInfo.firstName === 'Obi'],
    [
      `from=${day(3)}&to=${day(5)}`,
      (a: Appointment) => (a.schedule_date ?? a.date) >= day(3) && (a.schedule_date ?? a.date) <= day(5),
    ],
    [
      `status=approved&service=Cardiology&from=${day(0)}`,
      (a: Appointment) => a.status === 'approved' && a.doctorInfo.service === 'Cardiology',
    ],
  ])('%s keeps exactly the matching appointments', async (query, keeps) => {
    const body = await list(`${query.replace('DOCTOR', doctors[1].doctor.id)}&pageSize=100`);
    const expected = rows.filter(keeps);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.data).sort()).toEqual(ids(expected).sort());
    expect(body.total).toBe(expected.length);
  });
});

const name = (d: Appointment['doctorInfo']) => [d.firstName, d.lastName];
const SORTS: Record<string, (a: Appointment) => Key[]> = {
  createdAt: (a) => [a.createdAt],
  patient: (a) => [a.userInfo.name],
  doctor: (a) => name(a.doctorInfo),
  service: (a) => [a.doctorInfo.service, ...name(a.doctorInfo)],
  clinicDay: (a) => [a.doctorInfo.clinicDay.join('\u0000'), ...name(a.doctorInfo)],
  scheduledDate: (a) => [a.schedule_date],
  followUpDate: (a) => [a.followUpDate],
  status: (a) => [a.status, a.createdAt],
  approvedBy: (a) => [a.approvedByName],
  approvedAt: (a) => [a.approvedAt],
  date: (a) => [a.schedule_date ?? a.date],
};

describe('sorts', () => {
  test.each(Object.keys(SORTS).flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'sort=%s&order=%s orders every page, NULLs last, ties by id',
    async (sort, order) => {
      const expected = expectedOrder(rows, SORTS[sort], order);
      const [first, second] = await Promise.all(
        [1, 2].map((page) => list(`sort=${sort}&order=${order}&page=${page}&pageSize=15`)),
      );
      expect([...ids(first.data), ...ids(second.data)]).toEqual(expected);
    },
  );

  // a range up to a quarter long is read and sorted by the database rather than walked in the sort's index
  test.each(Object.keys(SORTS).flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'sort=%s&order=%s within a short date range orders that range alike',
    async (sort, order) => {
      const inRange = (a: Appointment) =>
        (a.schedule_date ?? a.date) >= day(2) && (a.schedule_date ?? a.date) <= day(8);
      const expected = expectedOrder(rows.filter(inRange), SORTS[sort], order);
      // two pages hold the range: the second begins past the first's end
      const half = Math.ceil(expected.length / 2);
      expect(half).toBeGreaterThan(4);
      const [first, second] = await Promise.all(
        [1, 2].map((page) =>
          list(`from=${day(2)}&to=${day(8)}&sort=${sort}&order=${order}&page=${page}&pageSize=${half}`),
        ),
      );
      expect([...ids(first.data), ...ids(second.data)]).toEqual(expected);
      expect(first.total).toBe(expected.length);
    },
  );

  test('a sort combines with a search and a filter', async () => {
    const body = await list(
      'search=o&status=approved,completed,follow-up&sort=approvedAt&order=asc&pageSize=100',
    );
    const kept = rows.filter((a) => /o/i.test(a.userInfo.name) && a.schedule_date !== null);
    expect(ids(body.data)).toEqual(expectedOrder(kept, SORTS.approvedAt, 'asc'));
  });
});

describe('the cached answer is one per query and ends with any write', () => {
  test('an approval shows on the filtered page at once', async () => {
    const before = await list('status=pending&pageSize=100');
    const target = before.data.find((a) => a.doctorInfo.firstName === 'Ada') as Appointment;
    const approved = await list('status=approved&pageSize=100');
    expect(ids(approved.data)).not.toContain(target._id);
    const approval = {
      appointmentId: target._id,
      status: 'approved',
      comment: 'Fine',
      schedule_date: day(30),
    };
    expect((await post(server, STATUS, approval, staff.auth)).status).toBe(200);
    expect(ids((await list('status=approved&pageSize=100')).data)).toContain(target._id);
    expect((await list('status=pending&pageSize=100')).total).toBe(before.total - 1);
  });
});
