import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { TODAY, quickDoctor, quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment, AppointmentStatus } from '../../../src/shared/schemas/appointments';
import { expectedOrder, ids, pageOf } from '../../helpers/scenarios/list-helpers';
import { planAtScale, planNodes, statementsOf } from '../../helpers/scenarios/statement-plans';

/**
 * The desks' status filter takes the statuses a clinic day produces (follow-up, completed, no-show)
 * as it takes the first four: the database filters and pages them through an index on status.
 */
const ALL = '/api/admin/get-all-appointments';
const DAY_STATUSES: AppointmentStatus[] = ['follow-up', 'completed', 'no-show'];
const EVERY_STATUS: AppointmentStatus[] = ['pending', 'approved', 'rejected', 'cancelled', ...DAY_STATUSES];

let server: TestServer;
let staff: QuickUser;
let admin: QuickUser;
/** How many rows of each status were made: no-show has more than two pages of ten. */
const MADE: Record<AppointmentStatus, number> = {
  pending: 3,
  approved: 4,
  rejected: 2,
  cancelled: 2,
  'follow-up': 5,
  completed: 7,
  'no-show': 23,
};
let rows: Appointment[] = [];

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { name: 'Filter Staff', flags: { is_staff: true } });
  admin = await quickUser(server, { name: 'Filter Admin', flags: { is_admin: true } });
  const patient = await quickUser(server, { name: 'Filter Patient' });
  const doctor = await quickDoctor(server, { firstName: 'Filter' });
  const base = Date.parse('2026-02-01T08:00:00Z');
  let n = 0;
  const values = EVERY_STATUS.flatMap((status) =>
    Array.from({ length: MADE[status] }, () => {
      n += 1;
      const scheduled = status === 'pending' || status === 'rejected' ? null : addDays(TODAY, (n % 9) - 4);
      return {
        user_id: patient.user.id,
        doctor_id: doctor.doctor.id,
        date: addDays(TODAY, (n % 9) - 4),
        time: '10:00',
        status,
        schedule_date: scheduled,
        follow_up_date: status === 'follow-up' ? addDays(TODAY, 10 + (n % 3)) : null,
        // shuffled creation times, some shared, so only the database's order and tie-break decide
        created_at: new Date(base + ((n * 7) % 17) * 60_000),
      };
    }),
  );
  await server.db.insertInto('appointments').values(values).execute();
  const whole = await pageOf<Appointment>(server, `${ALL}?pageSize=100`, staff.auth);
  rows = whole.data;
  expect(whole.total).toBe(n);
});
afterAll(() => server.close());

test.each(DAY_STATUSES)(
  'status=%s: only those rows, newest first, paged with the true total',
  async (status) => {
    const expected = expectedOrder(
      rows.filter((row) => row.status === status),
      (row) => [row.createdAt],
      'desc',
    );
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(MADE[status] / 10); page += 1) {
      for (const who of [staff, admin]) {
        const body = await pageOf<Appointment>(server, `${ALL}?status=${status}&page=${page}`, who.auth);
        expect(body).toMatchObject({ success: true, total: MADE[status], page, pageSize: 10 });
        expect(body.data.every((row) => row.status === status)).toBe(true);
        if (who === staff) seen.push(...ids(body.data));
      }
    }
    expect(seen).toEqual(expected);
  },
);

test('the three together, and with the first four statuses, sorted and searched as any filter', async () => {
  const body = await pageOf<Appointment>(
    server,
    `${ALL}?status=follow-up,completed,no-show&sort=status&order=asc&pageSize=100`,
    staff.auth,
  );
  expect(body.total).toBe(MADE['follow-up'] + MADE.completed + MADE['no-show']);
  expect(new Set(body.data.map((row) => row.status))).toEqual(new Set(DAY_STATUSES));
  const searched = await pageOf<Appointment>(
    server,
    `${ALL}?status=no-show,pending&search=filter%20pat&pageSize=5`,
    staff.auth,
  );
  expect(searched.total).toBe(MADE['no-show'] + MADE.pending);
  expect(searched.data).toHaveLength(5);
  // an unknown status is still refused, naming the seven it takes
  const refused = await get(server, `${ALL}?status=no-shows`, staff.auth);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('no-show');
});

test.each(DAY_STATUSES)(
  'status=%s is read through an index on status: the page and its count, never the table whole',
  async (status) => {
    const sent = await statementsOf(server.db, () =>
      pageOf<Appointment>(server, `${ALL}?status=${status}&page=2&pageSize=5`, staff.auth),
    );
    // the list's own statements: the page's pick (LIMIT) and the count; not the caller's user
    const listed = sent.filter((statement) => /"appointments"|appointments /.test(statement.sql));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const statement of listed) {
      const nodes = planNodes(await planAtScale(server.db, statement));
      const onAppointments = nodes.filter((node) => node['Relation Name'] === 'appointments');
      expect(onAppointments.length).toBeGreaterThan(0);
      expect(onAppointments.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
      // an index walked with the status as its condition, or one kept for that status alone
      expect(
        nodes.some(
          (node) =>
            /status/.test(node['Index Cond'] ?? '') ||
            /^appointments_due_follow_up$/.test(node['Index Name'] ?? ''),
        ),
      ).toBe(true);
    }
  },
);
