import { startTestServer, type TestServer } from '../../helpers/server-app';
import { TODAY, quickDoctor, quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { missingIndexes } from '../../../src/server/maintenance/index-builder';
import { everyPage, expectedOrder, ids, pageOf, type Key } from '../../helpers/scenarios/list-helpers';
import { APPOINTMENT_STATUSES } from '../../../src/shared/appointmentDisplay';

/**
 * The appointments desk between two clinic dates: read a (clinic date, status) pair at a
 * time, a few patients' or one doctor's rows first, or people walked in name order. Whatever the
 * path, every sort, order, filter and search gives the rows the general list gives, in its order.
 */
const ALL = '/api/admin/get-all-appointments';
const STATUSES = APPOINTMENT_STATUSES;
const NAMES = ['Chidi Okafor', 'Emeka Nwosu', 'Funke Bello', 'Ife 50%', 'Tolu_Ade'];
/** More people sharing a name part than a search lists by id (NAMED_IDS_MAX). */
const MANY = 1002;
/** More appointments in one range than a page's count reaches (LIST_COUNT_LOOKAHEAD). */
const DENSE = 1150;

let server: TestServer;
let staff: QuickUser;
let rows: Appointment[];

const day = (n: number) => addDays(TODAY, n);
const clinicDate = (a: Appointment) => a.schedule_date ?? a.date;

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { flags: { is_staff: true } });
  const patients: string[] = [];
  for (const name of NAMES) patients.push((await quickUser(server, { name })).user.id);
  const many = await server.db
    .insertInto('users')
    .values(
      Array.from({ length: MANY }, (_, n) => ({
        name: `Zzq Person ${n}`,
        email: `zzq-${n}@example.com`,
        phone: '+234 800 000 0000',
        password_hash: 'not-a-hash',
        is_verified: true,
      })),
    )
    .returning('id')
    .execute();
  const doctors = [
    await quickDoctor(server, { firstName: 'Ada' }),
    await quickDoctor(server, { firstName: 'Obi', clinicDays: ['Monday'] }),
    await quickDoctor(server, { firstName: 'Uche', clinicDays: ['Friday'] }),
  ].map((d) => d.doctor.id);
  await server.db
    .updateTable('doctors')
    .set({ service: 'Dermatology' })
    .where('id', '=', doctors[1])
    .execute();
  const base = Date.parse('2026-01-01T08:00:00Z');
  const appointment = (n: number, user: string, clinicDay: number) => {
    const status = STATUSES[n % STATUSES.length];
    const unscheduled =
      status === 'pending' || status === 'rejected' || (status === 'cancelled' && n % 2 === 0);
    const scheduled = unscheduled ? null : day(clinicDay);
    return {
      user_id: user,
      doctor_id: doctors[n % 3],
      date: unscheduled ? day(clinicDay) : day(clinicDay - (n % 3)),
      time: '10:00',
      status,
      schedule_date: scheduled,
      follow_up_date: status === 'follow-up' ? day(clinicDay + 14 + (n % 4)) : null,
      approved_by_name: scheduled ? ['Bisi Staff', 'Kemi Staff', null][n % 3] : null,
      approved_at: scheduled ? new Date(base + (n % 40) * 3_600_000) : null,
      // every third pair shares its created_at, so only the id tie-break orders them
      created_at: new Date(base + Math.floor(n / 2) * 60_000),
    };
  };
  // a sparse range (days 0–9) and a dense one (days 40–44), with people sharing a name part in both
  const sparse = Array.from({ length: 70 }, (_, n) =>
    appointment(n, n % 7 < 5 ? patients[n % 5] : many[n].id, n % 10),
  );
  const dense = Array.from({ length: DENSE }, (_, n) =>
    appointment(n, n % 9 === 0 ? patients[n % 5] : many[n % MANY].id, 40 + (n % 5)),
  );
  for (let at = 0; at < dense.length; at += 500)
    await server.db
      .insertInto('appointments')
      .values(dense.slice(at, at + 500))
      .execute();
  await server.db.insertInto('appointments').values(sparse).execute();
  rows = await everyPage<Appointment>(server, ALL, staff.auth, 100);
  await backgroundIndexesBuilt();
}, 120_000);

/** Waits for the server's background maintenance to build the declared indexes (until then the general read answers). */
async function backgroundIndexesBuilt() {
  for (let tries = 0; tries < 240; tries += 1) {
    if ((await missingIndexes(server.db)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the background indexes were not built within a minute');
}
afterAll(() => server.close());

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
const ORDERS = ['asc', 'desc'] as const;
const everySort = Object.keys(SORTS).flatMap((sort) => ORDERS.map((order) => [sort, order] as const));

/** A filter as the query string says it and as the rows it keeps. */
interface Variant {
  query: string;
  keeps: (a: Appointment) => boolean;
}
const statusIs =
  (...statuses: string[]) =>
  (a: Appointment) =>
    statuses.includes(a.status);
const named = (part: string) => (a: Appointment) => a.userInfo.name.toLowerCase().includes(part);

const SPARSE_VARIANTS: Variant[] = [
  { query: '', keeps: () => true },
  { query: 'status=pending', keeps: statusIs('pending') },
  { query: 'status=approved,cancelled', keeps: statusIs('approved', 'cancelled') },
  { query: 'status=no-show', keeps: statusIs('no-show') },
  // three of the five named patients: the matching ids are listed
  { query: 'search=u', keeps: named('u') },
  {
    query: 'search=u&status=completed,follow-up',
    keeps: (a) => named('u')(a) && statusIs('completed', 'follow-up')(a),
  },
  // a name part more than a thousand share: checked row by row (two letters), or looked up by trigram
  { query: 'search=zz', keeps: named('zz') },
  { query: 'search=zzq&status=rejected', keeps: (a) => named('zzq')(a) && statusIs('rejected')(a) },
  { query: `doctorId=DOCTOR`, keeps: (a) => a.doctorInfo.firstName === 'Obi' },
  {
    query: 'service=Dermatology&status=completed',
    keeps: (a) => a.doctorInfo.service === 'Dermatology' && a.status === 'completed',
  },
];

const params = (...parts: string[]) => parts.filter(Boolean).join('&');
const list = (query: string) => pageOf<Appointment>(server, `${ALL}?${query}`, staff.auth);
const inDays = (from: number, to: number) => (a: Appointment) =>
  clinicDate(a) >= day(from) && clinicDate(a) <= day(to);
const doctorOf = (query: string) =>
  query.replace('DOCTOR', rows.find((a) => a.doctorInfo.firstName === 'Obi')!.doctorInfo._id);

describe('a short range, every page', () => {
  test.each(everySort)('sort=%s&order=%s with every filter and search', async (sort, order) => {
    for (const variant of SPARSE_VARIANTS) {
      const expected = expectedOrder(
        rows.filter((a) => inDays(1, 8)(a) && variant.keeps(a)),
        SORTS[sort],
        order,
      );
      const query = doctorOf(
        params(`from=${day(1)}&to=${day(8)}&sort=${sort}&order=${order}`, variant.query),
      );
      const got = await everyPage<Appointment>(server, `${ALL}?${query}`, staff.auth, 4);
      expect({ variant: variant.query, ids: ids(got) }).toEqual({ variant: variant.query, ids: expected });
    }
  });
});

describe('a range holding more than a count reaches', () => {
  const DENSE_VARIANTS: Variant[] = [
    { query: '', keeps: () => true },
    { query: 'status=rejected', keeps: statusIs('rejected') },
    { query: 'status=completed,approved,pending', keeps: statusIs('completed', 'approved', 'pending') },
    { query: 'search=zz', keeps: named('zz') },
    { query: 'search=zzq', keeps: named('zzq') },
  ];

  test.each(everySort)(
    'sort=%s&order=%s: the first two pages, a deep one and the last',
    async (sort, order) => {
      for (const variant of DENSE_VARIANTS) {
        const expected = expectedOrder(
          rows.filter((a) => inDays(40, 44)(a) && variant.keeps(a)),
          SORTS[sort],
          order,
        );
        expect(expected.length).toBeGreaterThan(100);
        const base = params(
          `from=${day(40)}&to=${day(44)}&sort=${sort}&order=${order}&pageSize=10`,
          variant.query,
        );
        const last = Math.ceil(expected.length / 10);
        for (const page of [1, 2, 60, last]) {
          const body = await list(`${base}&page=${page}`);
          expect({ variant: variant.query, page, ids: ids(body.data) }).toEqual({
            variant: variant.query,
            page,
            ids: expected.slice((page - 1) * 10, page * 10),
          });
          expect(body.total).toBe(Math.min(expected.length, (page - 1) * 10 + 1000));
        }
      }
    },
  );
});
