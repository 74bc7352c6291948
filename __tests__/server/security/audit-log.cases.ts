import { sql } from 'kysely';
import { GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, get, login, post, put, registration } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import { STATUS, TODAY, book, dmy, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { AuditEntry, AuditPage } from '../../../src/shared/answers/audit';
import { AUDIT_ACTION_TEXT, hasAuditActionText } from '../../../src/client/features/audit/auditActions';
import { planAtScale, planNodes, statementsOf } from '../../helpers/scenarios/statement-plans';

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

  test('filters by the clinic’s day, actor email, action text and outcome', async () => {
    // 23:59:59 UTC on the 5th is 00:59:59 on the 6th in Lagos, as the page shows it
    expect(actionsOf((await auditPage('from=2020-01-06&to=2020-01-06')).page)).toEqual([
      'POST /api/admin/service',
      'POST /api/admin/location',
    ]);
    expect((await auditPage('from=2020-01-05&to=2020-01-05')).page.total).toBe(0);
    expect(actionsOf((await auditPage('from=2020-01-07&to=2020-01-07')).page)).toEqual(['sign-in']);
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

  describe('targets in words', () => {
    const FEBRUARY = 'from=2020-02-01&to=2020-02-29';
    const UNKNOWN = '00000000-0000-4000-8000-0000000000aa';
    let ids: { patient: string; email: string; doctor: string; visit: string; review: string };
    let visitDate: string;

    beforeAll(async () => {
      const doctor = await quickDoctor(server, { firstName: 'Named', totalSlots: 50 });
      const patient = await quickUser(server, { name: 'Kemi Named' });
      visitDate = addDays(TODAY, 3);
      const [visit] = await server.db
        .insertInto('appointments')
        .values({
          user_id: patient.user.id,
          doctor_id: doctor.doctor.id,
          date: addDays(TODAY, 1),
          schedule_date: visitDate,
          time: '10:00',
          status: 'completed',
        })
        .returning('id')
        .execute();
      const [review] = await server.db
        .insertInto('reviews')
        .values({
          appointment_id: visit.id,
          user_id: patient.user.id,
          doctor_id: doctor.doctor.id,
          rating: 4,
          comment: 'Kind and quick',
        })
        .returning('id')
        .execute();
      ids = {
        patient: patient.user.id,
        email: patient.user.email,
        doctor: doctor.doctor.id,
        visit: visit.id,
        review: review.id,
      };
      const row = (minute: number, action: string, target: string | null) => ({
        at: `2020-02-10T10:${String(minute).padStart(2, '0')}:00Z`,
        actor_email: 'named@example.com',
        actor_name: 'named',
        actor_role: 'admin',
        action,
        target,
        ip: '198.51.100.2',
        status_code: 200,
        outcome: 'success' as const,
      });
      await server.db
        .insertInto('audit_log')
        .values([
          row(1, 'PUT /api/admin/block-user/:userId', ids.patient),
          row(2, 'POST /api/admin/change-doctor-status', ids.doctor),
          row(3, 'POST /api/doctor/change-appointment-status', ids.visit),
          row(4, 'POST /api/admin/update-review-status', ids.review),
          row(5, 'sign-in', ids.email),
          row(6, 'POST /api/admin/delete-webhook', UNKNOWN),
          row(7, 'sign-in failed', 'nobody-named@example.com'),
          row(8, 'POST /api/admin/location', null),
          row(9, 'PUT /api/admin/block-user/:userId', ids.patient.toUpperCase()),
        ])
        .execute();
    });

    test('a person, a doctor, a visit (its doctor and clinic date), a review; anything else as recorded', async () => {
      const { page } = await auditPage(FEBRUARY);
      const byAction = page.rows.map((row) => [row.target, row.targetName]);
      expect(byAction).toEqual([
        [ids.patient.toUpperCase(), { kind: 'person', name: 'Kemi Named' }],
        [null, null],
        ['nobody-named@example.com', null],
        [UNKNOWN, null],
        [ids.email, { kind: 'person', name: 'Kemi Named' }],
        [ids.review, { kind: 'review', doctorName: 'Named Eze', authorName: 'Kemi Named' }],
        [ids.visit, { kind: 'visit', doctorName: 'Named Eze', date: visitDate }],
        [ids.doctor, { kind: 'doctor', name: 'Named Eze' }],
        [ids.patient, { kind: 'person', name: 'Kemi Named' }],
      ]);
    });

    test('the names are read by key for the page’s rows alone, never joined to the log', async () => {
      const sent = await statementsOf(server.db, () => auditPage(`${FEBRUARY}&pageSize=4&page=2`));
      const onLog = sent.filter((statement) => /"audit_log"/.test(statement.sql));
      // the page (LIMIT and OFFSET) and its count; the names are other statements
      expect(onLog.some((statement) => /\blimit\b/i.test(statement.sql))).toBe(true);
      const lookups = sent.filter(
        (statement) =>
          !/"audit_log"/.test(statement.sql) && /"(users|doctors|appointments|reviews)"/.test(statement.sql),
      );
      // the caller's user, then at most one lookup per kind of name
      expect(lookups.length).toBeGreaterThanOrEqual(3);
      expect(lookups.length).toBeLessThanOrEqual(6);
      for (const statement of lookups) {
        const nodes = planNodes(await planAtScale(server.db, statement));
        const tables = nodes.filter((node) =>
          ['users', 'doctors', 'appointments', 'reviews'].includes(node['Relation Name'] ?? ''),
        );
        expect(tables.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
      }
    });

    test('every action the server records has words of its own in the page’s catalogue, and no other', () => {
      const actions = auditedActions(server.app.printRoutes({ commonPrefix: false }));
      expect(actions.length).toBeGreaterThan(60);
      expect(actions.filter((action) => !hasAuditActionText(action))).toEqual([]);
      const known = new Set(actions);
      const fhirRead = /^GET \/fhir\/R4\/[A-Z]/;
      expect(
        Object.keys(AUDIT_ACTION_TEXT).filter((action) => !known.has(action) && !fhirRead.test(action)),
      ).toEqual([]);
    });
  });
});

/** POSTs the recorder leaves out: they only read (recorder.ts's READ_ONLY_POSTS). */
const READ_ONLY_POSTS = new Set([
  'POST /api/user/getUser_id',
  'POST /api/doctor/get-doctor-info-by-id',
  'POST /api/doctor/get-doctor-info-by-user-id',
  'POST /api/bookAppointment/check-availability',
  'POST /api/leave-offer/read',
]);
const SIGN_IN_STEPS = new Set(['POST /api/user/login', 'POST /api/user/login-mfa']);
/** Reads recorded like changes: a copy of a person's data (recorder.ts's AUDITED_READS). */
const AUDITED_READS = new Set(['GET /api/user/my-data', 'GET /api/desk/patient-data']);

/**
 * Every action the audit log can record: the sign-in steps' words, each state-changing /api route
 * but those that only read, the copies of a person's data, and every call of an API client on the FHIR API. printRoutes draws a
 * tree: a line four characters deeper holds only its own part of the path ('-mfa' under
 * '/api/user/login').
 */
function auditedActions(tree: string): string[] {
  const parents: string[] = [];
  const routes = tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) return [];
    const depth = match[1].length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    return (match[3] ?? '')
      .split(', ')
      .filter((method) => method && method !== 'HEAD')
      .map((method) => `${method} ${path}`);
  });
  const audited = routes.filter((route) => {
    const [method, path] = route.split(' ');
    if (path.startsWith('/fhir/R4/') || AUDITED_READS.has(route)) return true;
    return (
      path.startsWith('/api/') && method !== 'GET' && !READ_ONLY_POSTS.has(route) && !SIGN_IN_STEPS.has(route)
    );
  });
  return ['sign-in', 'sign-in failed', 'sign-in code required', ...new Set(audited)];
}
