import { sql } from 'kysely';
import { MSG } from '../../../src/shared/messages';
import { createUser, GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, claimsOf, headerOf, login, post, registration } from '../../helpers/server-calls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const INVALID_LOGIN = { success: false, message: 'Invalid email or password' };

async function failuresFor(email: string): Promise<number> {
  const rows = await server.db.selectFrom('login_failures').select('id').where('email', '=', email).execute();
  return rows.length;
}

test('a verified user signs in and gets an HS256 token whose claims carry the flags', async () => {
  const { user } = await createUser(server, {
    email: 'login-staff@example.com',
    flags: { is_staff: true },
  });
  const res = await login(server, 'login-staff@example.com');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true });
  const token = res.body.data as string;
  expect(headerOf(token)).toMatchObject({ alg: 'HS256' });
  const claims = claimsOf(token);
  expect(claims).toMatchObject({
    sub: user.id,
    isAdmin: false,
    isDoctor: false,
    isStaff: true,
    regDoctor: false,
  });
  expect(typeof claims.iat).toBe('number');
  expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
  // the token is a working session
  const me = await post(server, '/api/user/getUser_id', {}, bearer(token));
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ _id: user.id, isStaff: true, role: 'staff' });
});

test('every role gets a token carrying its own flag only', async () => {
  const cases = [
    ['admin', { is_admin: true }, { isAdmin: true, isDoctor: false, isStaff: false, regDoctor: false }],
    ['doctor', { is_doctor: true }, { isAdmin: false, isDoctor: true, isStaff: false, regDoctor: false }],
    ['regdoctor', { reg_doctor: true }, { isAdmin: false, isDoctor: false, isStaff: false, regDoctor: true }],
    ['patient', {}, { isAdmin: false, isDoctor: false, isStaff: false, regDoctor: false }],
  ] as const;
  const made = await Promise.all(
    cases.map(([role, flags]) => createUser(server, { email: `login-flags-${role}@example.com`, flags })),
  );
  made.forEach(({ token }, i) => expect(claimsOf(token)).toMatchObject(cases[i][2]));
});

test('the login email is matched case-insensitively and trimmed', async () => {
  await createUser(server, { email: 'login-case@example.com' });
  const res = await login(server, '  LOGIN-Case@Example.com ');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
});

test('a wrong password and an unknown email get the same 401', async () => {
  await createUser(server, { email: 'login-wrong@example.com' });
  const wrong = await login(server, 'login-wrong@example.com', 'Wrong#Pass1');
  const unknown = await login(server, 'login-nobody@example.com', GOOD_PASSWORD);
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(wrong.body).toEqual(INVALID_LOGIN);
  expect(unknown.body).toEqual(INVALID_LOGIN);
});

test('a blocked user with the right password gets 403 and no token', async () => {
  const { user } = await createUser(server, { email: 'login-blocked@example.com' });
  await server.db.updateTable('users').set({ is_blocked: true }).where('id', '=', user.id).execute();
  const res = await login(server, 'login-blocked@example.com');
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ success: false, message: 'Your account has been blocked' });
});

test('an unverified user is sent to /verify-otp with a fresh code and no token', async () => {
  const email = 'login-unverified@example.com';
  expect((await post(server, '/api/user/register', registration(email))).status).toBe(201);
  const firstCode = await server.smtp.codeFor(email);
  const before = server.smtp.messages.length;

  const res = await login(server, email);
  expect(res.status).toBe(403);
  expect(res.body).toEqual({
    success: false,
    message: 'Please verify your email. A new code has been sent.',
    redirectTo: '/verify-otp',
  });

  const fresh = await server.smtp.codeFor(email, before);
  expect(server.smtp.messages.length).toBe(before + 1);
  const verify = await post(server, '/api/user/verify-otp', { email, otp: fresh });
  expect(verify.status).toBe(200);
  if (fresh !== firstCode) {
    // already verified, and the first code was voided anyway
    expect((await post(server, '/api/user/verify-otp', { email, otp: firstCode })).status).toBe(400);
  }
  expect((await login(server, email)).status).toBe(200);
});

test('an unverified user with a wrong password gets the plain 401 and no code', async () => {
  const email = 'login-unverified-wrong@example.com';
  expect((await post(server, '/api/user/register', registration(email))).status).toBe(201);
  await server.smtp.codeFor(email);
  const before = server.smtp.messages.length;
  const res = await login(server, email, 'Wrong#Pass1');
  expect(res.status).toBe(401);
  expect(res.body).toEqual(INVALID_LOGIN);
  // the server awaits the SMTP hand-over before it answers, so any mail has already arrived
  expect(server.smtp.messages.length).toBe(before);
});

describe('input checks', () => {
  test('missing email', async () => {
    const res = await post(server, '/api/user/login', { password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please input your Email Address!' });
  });
  test('invalid email', async () => {
    const res = await login(server, 'nope');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The input is not valid Email Address!' });
  });
  test('missing password', async () => {
    const res = await post(server, '/api/user/login', { email: 'login-x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please input your passcode!' });
  });
});

describe('too many failures', () => {
  test('10 failures within 15 minutes give 429 even with the right password, until the window passes', async () => {
    const email = 'login-locked@example.com';
    await createUser(server, { email });
    for (let i = 0; i < 10; i++) {
      const res = await login(server, email, `Wrong#Pass${i}`);
      expect(res.status).toBe(401);
    }
    expect(await failuresFor(email)).toBe(10);

    const right = await login(server, email);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, message: MSG.tooManyLogins });
    expect(right.body.data).toBeUndefined();

    // the count is per address, whatever its spelling
    expect((await login(server, ' LOGIN-Locked@example.com')).status).toBe(429);

    // once the window has passed, the right password works again and the count is cleared
    await sql`UPDATE login_failures SET created_at = now() - interval '16 minutes' WHERE email = ${email}`.execute(
      server.db,
    );
    const later = await login(server, email);
    expect(later.status).toBe(200);
    expect(later.body.success).toBe(true);
    expect(await failuresFor(email)).toBe(0);
  });

  test('an unknown address is locked out the same way', async () => {
    const email = 'login-ghost@example.com';
    await server.db
      .insertInto('login_failures')
      .values(Array.from({ length: 9 }, () => ({ email })))
      .execute();
    expect((await login(server, email)).status).toBe(401); // the tenth failure
    const res = await login(server, email);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: MSG.tooManyLogins });
  });

  test('failures older than 15 minutes do not count', async () => {
    const email = 'login-old-failures@example.com';
    await createUser(server, { email });
    const old = new Date(Date.now() - 16 * 60 * 1000);
    const recent = new Date(Date.now() - 14 * 60 * 1000);
    // twenty failures just outside the window and nine just inside it: still under the limit
    await server.db
      .insertInto('login_failures')
      .values([
        ...Array.from({ length: 20 }, () => ({ email, created_at: old })),
        ...Array.from({ length: 9 }, () => ({ email, created_at: recent })),
      ])
      .execute();
    const res = await login(server, email);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    // the success cleared the count; ten failures 14 minutes old are inside the window and lock it
    await server.db
      .insertInto('login_failures')
      .values(Array.from({ length: 10 }, () => ({ email, created_at: recent })))
      .execute();
    expect((await login(server, email)).status).toBe(429);
  });

  test('failures for one address do not lock another', async () => {
    const email = 'login-neighbour@example.com';
    await createUser(server, { email });
    await server.db
      .insertInto('login_failures')
      .values(Array.from({ length: 10 }, () => ({ email: 'login-someone-else@example.com' })))
      .execute();
    expect((await login(server, 'login-someone-else@example.com')).status).toBe(429);
    expect((await login(server, email)).status).toBe(200);
  });
});
