import { sql } from 'kysely';
import { GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, get, login, post, put, registration } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import { STATUS, TODAY, book, dmy, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { AuditEntry, AuditPage } from '../../../src/shared/schemas/audit';

let server: TestServer;
let as: Record<RoleName, Made>;
beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'audit');
});
afterAll(() => server.close());

const FROM = { 'x-forwarded-for': '203.0.113.7' };

/** Every row of the log, oldest first, once the writes of the calls made so far have landed. */
async function auditRows() {
  await server.app.auditWritesSettled();
  return server.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('id').execute();
}
const newest = async () => (await auditRows()).at(-1);

async function auditPage(query: string, headers = as.admin.auth) {
  const res = await get(server, `/api/admin/audit-log?${query}`, headers);
  return { ...res, page: res.body.data as AuditPage };
}

test('a sign-in and a failed sign-in are recorded with the email, role, IP and outcome', async () => {
  await post(server, '/api/user/login', { email: 'Audit-Staff@Example.com', password: GOOD_PASSWORD }, FROM);
  expect(await newest()).toMatchObject({
    action: 'sign-in',
    target: 'audit-staff@example.com',
    actor_id: as.staff.user.id,
    actor_email: 'audit-staff@example.com',
    actor_role: 'staff',
    ip: '203.0.113.7',
    status_code: 200,
    outcome: 'success',
  });

  await post(server, '/api/user/login', { email: ' AUDIT-staff@example.com', password: 'Wrong#2026' }, FROM);
  expect(await newest()).toMatchObject({
    action: 'sign-in failed',
    target: 'audit-staff@example.com',
    actor_id: null,
    actor_role: 'anonymous',
    ip: '203.0.113.7',
    status_code: 401,
    outcome: 'failure',
  });
});

test('a state-changing call is recorded with actor, role, action, target and IP; a refused one too', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 50 });
  const patient = await quickUser(server, { name: 'Chidi Okafor' });
  const appointmentId = await book(server, patient, doctor, addDays(TODAY, 1));
  expect(await newest()).toMatchObject({
    action: 'POST /api/bookAppointment/book-appointment',
    actor_id: patient.user.id,
    actor_role: 'user',
    target: doctor.doctor.id,
    status_code: 201,
  });

  const approval = {
    appointmentId,
    status: 'approved',
    comment: 'Fine',
    schedule_date: dmy(addDays(TODAY, 2)),
  };
  expect((await post(server, STATUS, approval, { ...doctor.auth, ...FROM })).status).toBe(200);
  expect(await newest()).toMatchObject({
    action: 'POST /api/doctor/change-appointment-status',
    actor_id: doctor.user.id,
    actor_email: doctor.user.email,
    actor_name: 'Ada Eze',
    actor_role: 'doctor',
    target: appointmentId,
    ip: '203.0.113.7',
    status_code: 200,
    outcome: 'success',
  });

  await post(server, '/api/admin/location', { location: 'Audit Ikeja' }, as.admin.auth);
  expect(await newest()).toMatchObject({
    action: 'POST /api/admin/location',
    actor_id: as.admin.user.id,
    actor_role: 'admin',
    target: null,
    status_code: 201,
    outcome: 'success',
  });

  await put(server, `/api/admin/block-user/${patient.user.id}`, as.admin.auth);
  expect(await newest()).toMatchObject({
    action: 'PUT /api/admin/block-user/:userId',
    target: patient.user.id,
  });

  await post(server, '/api/admin/location', { location: 'Not Allowed' }, as.patient.auth);
  expect(await newest()).toMatchObject({
    action: 'POST /api/admin/location',
    actor_id: as.patient.user.id,
    status_code: 403,
    outcome: 'failure',
  });
  await post(server, '/api/admin/location', { location: 'Nobody' });
  expect(await newest()).toMatchObject({ actor_role: 'anonymous', status_code: 401, outcome: 'failure' });
});

test('reads are not recorded: GETs and the POSTs that only read', async () => {
  const before = (await auditRows()).length;
  await get(server, '/api/user/get-all-location', as.admin.auth);
  await get(server, '/api/admin/get-all-appointments', as.admin.auth);
  await get(server, '/api/admin/audit-log', as.admin.auth);
  await post(server, '/api/user/getUser_id', {}, as.patient.auth);
  expect(await auditRows()).toHaveLength(before);
});

test('no row holds a password, a one-time code or a token', async () => {
  const email = 'audit-secrets@example.com';
  const newPassword = 'Fresh#Pass2027';
  await post(server, '/api/user/register', registration(email));
  const verifyCode = await server.smtp.codeFor(email);
  await post(server, '/api/user/verify-otp', { email, otp: verifyCode });
  const token = (await login(server, email)).body.data as string;
  await post(server, '/api/user/mark-all-notifications-seen', { userId: 'x', token }, bearer(token));
  const mailsBefore = server.smtp.messages.length;
  await post(server, '/api/reset-Password/generate-reset-otp', { email });
  const resetCode = await server.smtp.codeFor(email, mailsBefore);
  const reset = { email, otp: resetCode, password: newPassword, confirmPassword: newPassword };
  expect((await post(server, '/api/reset-Password/reset-password', reset)).status).toBe(200);

  const rows = await auditRows();
  const actions = rows.filter((row) => row.target === email).map((row) => row.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      'POST /api/user/register',
      'POST /api/user/verify-otp',
      'sign-in',
      'POST /api/reset-Password/reset-password',
    ]),
  );
  const secrets = [GOOD_PASSWORD, newPassword, verifyCode, resetCode, token];
  for (const row of rows) {
    for (const value of Object.values(row)) {
      if (typeof value !== 'string') continue;
      for (const secret of secrets) expect(value).not.toContain(secret);
    }
  }
});

test('the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
  const count = (await auditRows()).length;
  expect(count).toBeGreaterThan(0);
  await expect(server.db.updateTable('audit_log').set({ outcome: 'success' }).execute()).rejects.toThrow(
    /append-only/,
  );
  await expect(server.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  await expect(sql`TRUNCATE audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  expect(await auditRows()).toHaveLength(count);
});

describe('GET /api/admin/audit-log', () => {
  const JANUARY = 'from=2020-01-01&to=2020-01-31';
  beforeAll(async () => {
    const row = (at: string, actor: string, action: string, outcome: 'success' | 'failure') => ({
      at,
      actor_email: actor,
      actor_name: actor.split('@')[0],
      actor_role: 'admin',
      action,
      target: null,
      ip: '198.51.100.1',
      status_code: outcome === 'success' ? 200 : 403,
      outcome,
    });
    await server.db
      .insertInto('audit_log')
      .values([
        row('2020-01-05T23:59:59Z', 'filter-a@example.com', 'POST /api/admin/location', 'success'),
        row('2020-01-06T00:00:00Z', 'filter-b@example.com', 'POST /api/admin/service', 'failure'),
        row('2020-01-07T12:00:00Z', 'filter-b@example.com', 'sign-in', 'success'),
      ])
      .execute();
  });
  const actionsOf = (page: AuditPage) => page.rows.map((row: AuditEntry) => row.action);

  test('newest first, paginated, with the total', async () => {
    const first = await auditPage(`${JANUARY}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.page.total).toBe(3);
    expect(actionsOf(first.page)).toEqual(['sign-in', 'POST /api/admin/service']);
    expect(first.page.rows[0]).toMatchObject({
      at: '2020-01-07T12:00:00.000Z',
      actorEmail: 'filter-b@example.com',
      actorRole: 'admin',
      ip: '198.51.100.1',
      statusCode: 200,
      outcome: 'success',
    });
    const second = await auditPage(`${JANUARY}&pageSize=2&page=2`);
    expect(actionsOf(second.page)).toEqual(['POST /api/admin/location']);
  });

  test('filters by UTC day, actor email, action text and outcome', async () => {
    expect(actionsOf((await auditPage('from=2020-01-06&to=2020-01-06')).page)).toEqual([
      'POST /api/admin/service',
    ]);
    expect((await auditPage(`${JANUARY}&actor=FILTER-B`)).page.total).toBe(2);
    expect(actionsOf((await auditPage(`${JANUARY}&action=LOCATION`)).page)).toEqual([
      'POST /api/admin/location',
    ]);
    expect(actionsOf((await auditPage(`${JANUARY}&outcome=failure`)).page)).toEqual([
      'POST /api/admin/service',
    ]);
    // a wildcard in the filter is taken literally
    expect((await auditPage(`${JANUARY}&actor=filter-%25`)).page.total).toBe(0);
  });

  test('shows what was recorded live', async () => {
    const { page } = await auditPage('actor=audit-admin@example.com&action=/api/admin/location');
    expect(page.rows[0]).toMatchObject({
      actorRole: 'admin',
      action: 'POST /api/admin/location',
      outcome: 'success',
    });
  });

  test.each([
    ['outcome=maybe', "Outcome must be 'success' or 'failure'"],
    ['from=2020-13-01', 'From is not a real date'],
    ['to=06-01-2020', 'To must be a date written YYYY-MM-DD'],
    ['from=2020-02-01&to=2020-01-01', 'From must not be after To'],
    ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
    ['page=0', 'Page must be a whole number from 1'],
  ])('%s is refused with a 400', async (query, message) => {
    const res = await get(server, `/api/admin/audit-log?${query}`, as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  test('only administrators: other roles 403, no session 401', async () => {
    for (const role of ['staff', 'doctor', 'regDoctor', 'patient'] as const) {
      const res = await get(server, '/api/admin/audit-log', as[role].auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await get(server, '/api/admin/audit-log')).status).toBe(401);
  });
});
