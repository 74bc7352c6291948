import { randomUUID } from 'node:crypto';
import { MSG } from '../../../src/shared/messages';
import { createUser, GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, call, claimsOf, get, login, post, put, usersWithEmail } from '../../helpers/server-calls';

type Made = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
const as: Record<'admin' | 'staff' | 'doctor' | 'regDoctor' | 'patient', Made> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  const [admin, staff, doctor, regDoctor, patient] = await Promise.all([
    createUser(server, { email: 'people-admin@example.com', flags: { is_admin: true } }),
    createUser(server, { email: 'people-staff@example.com', flags: { is_staff: true } }),
    createUser(server, { email: 'people-doctor@example.com', flags: { is_doctor: true } }),
    createUser(server, { email: 'people-regdoctor@example.com', flags: { reg_doctor: true } }),
    createUser(server, { email: 'people-patient@example.com' }),
  ]);
  Object.assign(as, { admin, staff, doctor, regDoctor, patient });
});
afterAll(() => server.close());

const FORBIDDEN = { success: false, message: 'You do not have permission to do this' };
const NOT_FOUND = { success: false, message: 'User not found' };

const newAccount = (email: string, role: string, extra: object = {}) => ({
  name: 'New Person',
  email,
  phone: '08099990000',
  password: GOOD_PASSWORD,
  role,
  ...extra,
});

async function row(id: string) {
  return server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('who may read the people lists', () => {
  const lists = ['get-all-staff', 'get-all-users', 'get-all-admin'];

  test.each(lists.flatMap((list) => (['admin', 'staff'] as const).map((role) => [list, role])))(
    '%s is open to %s',
    async (list, role) => {
      const res = await get(server, `/api/admin/${list}`, as[role as 'admin'].auth);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(Array.isArray(res.body.data)).toBe(true);
    },
  );

  test.each(
    lists.flatMap((list) => (['patient', 'regDoctor', 'doctor'] as const).map((role) => [list, role])),
  )('%s is forbidden to %s', async (list, role) => {
    const res = await get(server, `/api/admin/${list}`, as[role as 'admin'].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  test.each(lists)('%s needs a sign-in', async (list) => {
    const res = await get(server, `/api/admin/${list}`);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toBeUndefined();
  });
});

describe('what the people lists hold', () => {
  const emails = async (list: string) => {
    // every one of the file's people fits one page of 100; total says the page is the whole list
    const res = await get(server, `/api/admin/${list}?pageSize=100`, as.staff.auth);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe((res.body.data as unknown[]).length);
    return (res.body.data as Array<{ email: string }>).map((p) => p.email).sort();
  };

  test('get-all-users lists patients only: never staff, admins, doctors or registered doctors', async () => {
    const list = await emails('get-all-users');
    expect(list).toContain('people-patient@example.com');
    expect(list).not.toContain('people-regdoctor@example.com');
    expect(list).not.toContain('people-staff@example.com');
    expect(list).not.toContain('people-admin@example.com');
    expect(list).not.toContain('people-doctor@example.com');
  });

  test('get-all-staff lists staff only and get-all-admin admins only', async () => {
    const staff = await emails('get-all-staff');
    expect(staff).toContain('people-staff@example.com');
    for (const other of ['admin', 'doctor', 'regdoctor', 'patient']) {
      expect(staff).not.toContain(`people-${other}@example.com`);
    }
    const admins = await emails('get-all-admin');
    expect(admins).toContain('people-admin@example.com');
    for (const other of ['staff', 'doctor', 'regdoctor', 'patient']) {
      expect(admins).not.toContain(`people-${other}@example.com`);
    }
  });

  test('list entries carry the person and no secrets', async () => {
    const res = await get(server, '/api/admin/get-all-users?pageSize=100', as.admin.auth);
    const entry = (res.body.data as Array<Record<string, unknown>>).find(
      (p) => p.email === 'people-patient@example.com',
    );
    expect(entry).toMatchObject({
      _id: as.patient.user.id,
      role: 'patient',
      isBlocked: false,
      isVerified: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
  });
});

describe('admin register', () => {
  test.each(['staff', 'patient', 'doctor', 'regDoctor'] as const)(
    'is forbidden to %s and creates nothing',
    async (role) => {
      const email = `people-by-${role.toLowerCase()}@example.com`;
      const res = await post(server, '/api/admin/register', newAccount(email, 'staff'), as[role].auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      expect(await usersWithEmail(server, email)).toBe(0);
    },
  );

  test('needs a sign-in', async () => {
    const res = await post(server, '/api/admin/register', newAccount('people-anon-new@example.com', 'admin'));
    expect(res.status).toBe(401);
    expect(await usersWithEmail(server, 'people-anon-new@example.com')).toBe(0);
  });

  test("role 'doctor' creates a verified regDoctor who can sign in at once", async () => {
    const email = 'people-made-doctor@example.com';
    const res = await post(server, '/api/admin/register', newAccount(email, 'doctor'), as.admin.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { email, regDoctor: true, isDoctor: false } });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);

    const signIn = await login(server, email);
    expect(signIn.status).toBe(200);
    expect(claimsOf(signIn.body.data as string)).toMatchObject({
      regDoctor: true,
      isDoctor: false,
      isStaff: false,
      isAdmin: false,
    });
  });

  test("role 'staff' creates a staff account that can read the staff list", async () => {
    const email = 'people-made-staff@example.com';
    const res = await post(
      server,
      '/api/admin/register',
      // the flag fields the browser sends alongside the role are ignored
      newAccount(email, 'staff', { isAdmin: true, isStaff: false, regDoctor: true }),
      as.admin.auth,
    );
    expect(res.status).toBe(201);
    const signIn = await login(server, email);
    expect(signIn.status).toBe(200);
    const token = signIn.body.data as string;
    expect(claimsOf(token)).toMatchObject({
      isStaff: true,
      isAdmin: false,
      regDoctor: false,
      isDoctor: false,
    });
    expect((await get(server, '/api/admin/get-all-staff', bearer(token))).status).toBe(200);
    const promote = await post(
      server,
      '/api/admin/register',
      newAccount('people-by-new-staff@example.com', 'admin'),
      bearer(token),
    );
    expect(promote.status).toBe(403);
  });

  test("role 'admin' creates an administrator", async () => {
    const email = 'people-made-admin@example.com';
    const res = await post(server, '/api/admin/register', newAccount(email, 'admin'), as.admin.auth);
    expect(res.status).toBe(201);
    const created = await server.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ is_admin: true, is_staff: false, reg_doctor: false, is_verified: true });
    const signIn = await login(server, email);
    expect(claimsOf(signIn.body.data as string)).toMatchObject({ isAdmin: true });
  });

  test('a duplicate email is 409 whatever its case', async () => {
    const res = await post(
      server,
      '/api/admin/register',
      newAccount(' People-Patient@Example.com ', 'staff'),
      as.admin.auth,
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists' });
    expect((await row(as.patient.user.id)).is_staff).toBe(false);
  });

  test.each([
    ['an unknown role', { role: 'superuser' }, 'Please choose a user role'],
    ['no role', { role: undefined }, 'Please choose a user role'],
    ['a weak password', { password: 'weakpass' }, MSG.passwordRule],
    ['no password', { password: undefined }, 'Please input your password!'],
    ['a bad email', { email: 'not-an-email' }, 'The input is not valid E-mail!'],
  ])('%s is refused', async (_label, extra, message) => {
    const email = `people-invalid-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await post(server, '/api/admin/register', newAccount(email, 'staff', extra), as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await usersWithEmail(server, email)).toBe(0);
  });
});

describe('block-user and unblock-user', () => {
  test('blocking ends the target session and login gives 403; unblocking restores login', async () => {
    const target = await createUser(server, { email: 'people-block-me@example.com' });
    expect((await post(server, '/api/user/getUser_id', {}, target.auth)).status).toBe(200);

    const block = await put(server, `/api/admin/block-user/${target.user.id}`, as.admin.auth);
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ success: true, message: 'User blocked successfully' });
    expect((await row(target.user.id)).is_blocked).toBe(true);

    const session = await post(server, '/api/user/getUser_id', {}, target.auth);
    expect(session.status).toBe(401);
    const signIn = await login(server, 'people-block-me@example.com');
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ success: false, message: 'Your account has been blocked' });

    // the admin sees the block in the list
    const list = await get(server, '/api/admin/get-all-users?pageSize=100', as.admin.auth);
    expect(
      (list.body.data as Array<{ _id: string; isBlocked: boolean }>).find((p) => p._id === target.user.id),
    ).toMatchObject({ isBlocked: true });

    const unblock = await put(server, `/api/admin/unblock-user/${target.user.id}`, as.admin.auth);
    expect(unblock.status).toBe(200);
    expect(unblock.body).toMatchObject({ success: true });
    expect((await row(target.user.id)).is_blocked).toBe(false);

    const again = await login(server, 'people-block-me@example.com');
    expect(again.status).toBe(200);
    const fresh = again.body.data as string;
    expect((await post(server, '/api/user/getUser_id', {}, bearer(fresh))).status).toBe(200);
    // the session the block ended stays ended
    expect((await post(server, '/api/user/getUser_id', {}, target.auth)).status).toBe(401);
  });

  test('an admin cannot block themself: 400 and nothing changes', async () => {
    const before = await row(as.admin.user.id);
    const res = await put(server, `/api/admin/block-user/${as.admin.user.id}`, as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(typeof res.body.message).toBe('string');
    const after = await row(as.admin.user.id);
    expect(after.is_blocked).toBe(false);
    expect(after.token_version).toBe(before.token_version);
    expect((await get(server, '/api/admin/get-all-admin', as.admin.auth)).status).toBe(200);
  });

  test('an admin can block another admin', async () => {
    const other = await createUser(server, {
      email: 'people-admin-two@example.com',
      flags: { is_admin: true },
    });
    const res = await put(server, `/api/admin/block-user/${other.user.id}`, as.admin.auth);
    expect(res.status).toBe(200);
    expect((await get(server, '/api/admin/get-all-admin', other.auth)).status).toBe(401);
  });

  test.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['a number', '12345'],
    ['an injection attempt', "1'%20OR%20'1'='1"],
  ])('%s is 404 User not found', async (_label, id) => {
    for (const action of ['block-user', 'unblock-user']) {
      const res = await put(server, `/api/admin/${action}/${id}`, as.admin.auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  test.each(['staff', 'doctor', 'regDoctor', 'patient'] as const)(
    '%s may not block or unblock, and the target is untouched',
    async (role) => {
      const target = as.patient.user.id === as[role].user.id ? as.regDoctor.user : as.patient.user;
      for (const action of ['block-user', 'unblock-user']) {
        const res = await put(server, `/api/admin/${action}/${target.id}`, as[role].auth);
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
      expect((await row(target.id)).is_blocked).toBe(false);
    },
  );

  test('block-user needs a sign-in', async () => {
    const res = await put(server, `/api/admin/block-user/${as.patient.user.id}`);
    expect(res.status).toBe(401);
    expect((await row(as.patient.user.id)).is_blocked).toBe(false);
  });

  test('block-user answers PUT only', async () => {
    const res = await call(server, 'POST', `/api/admin/block-user/${as.patient.user.id}`, {
      headers: as.admin.auth,
    });
    expect(res.status).toBe(404);
    expect((await row(as.patient.user.id)).is_blocked).toBe(false);
  });
});

test('a patient the desk registered without an e-mail is listed with none, not a failed list', async () => {
  const { body } = await post(
    server,
    '/api/desk/register-patient',
    { name: 'Mallam Bature', phone: '08031112233' },
    as.staff.auth,
  );
  const id = (body.data as { _id: string })._id;
  const res = await get(server, '/api/admin/get-all-users?search=Bature', as.admin.auth);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([expect.objectContaining({ _id: id, name: 'Mallam Bature', email: null })]);
});
