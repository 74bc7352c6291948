import { MSG } from '../../../src/shared/messages';
import { GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { post, registration, usersWithEmail } from '../../helpers/server-calls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (payload: object) => post(server, '/api/user/register', payload);

test('a valid registration answers 201, stores an unverified patient and mails a 6-digit code', async () => {
  const email = 'reg-ok@example.com';
  const res = await register(registration(email));
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ success: true });
  expect(typeof res.body.message).toBe('string');

  const row = await server.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    name: 'Amaka Obi',
    phone: '+2348012345678',
    is_verified: false,
    is_admin: false,
    is_staff: false,
    is_doctor: false,
    reg_doctor: false,
    is_blocked: false,
  });
  // argon2id, never the password itself
  expect(row.password_hash).toMatch(/^\$argon2id\$/);
  expect(row.password_hash).not.toContain(GOOD_PASSWORD);

  const code = await server.smtp.codeFor(email);
  expect(code).toMatch(/^\d{6}$/);
  // the code is kept only as a hash
  const codes = await server.db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('user_id', '=', row.id)
    .execute();
  expect(codes).toHaveLength(1);
  expect(codes[0].purpose).toBe('verify');
  expect(codes[0].code_hash).not.toContain(code);
  const ttl = codes[0].expires_at.getTime() - codes[0].created_at.getTime();
  expect(ttl).toBeGreaterThan(9 * 60 * 1000);
  expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
});

describe('each invalid field is refused with its spec message and nothing is stored', () => {
  const longPassword = `Aa1#${'x'.repeat(125)}`; // 129 characters
  test.each([
    ['missing name', { name: undefined }, 'name', 'Please input your Full Name'],
    ['blank name', { name: '   ' }, 'name', 'Please input your Full Name'],
    ['missing email', { email: undefined }, 'email', 'Please input your E-mail!'],
    ['bad email', { email: 'not-an-email' }, 'email', 'The input is not valid E-mail!'],
    ['missing phone', { phone: undefined }, 'phone', 'Please input your Phone Number!'],
    ['blank phone', { phone: '' }, 'phone', 'Please input your Phone Number!'],
    ['missing password', { password: undefined }, 'password', 'Please input your password!'],
    [
      'password without a digit',
      { password: 'Secret#abc', confirmPassword: 'Secret#abc' },
      'password',
      MSG.passwordRule,
    ],
    [
      'password without a special character',
      { password: 'Secret2026', confirmPassword: 'Secret2026' },
      'password',
      MSG.passwordRule,
    ],
    [
      'password without an uppercase letter',
      { password: 'secret#2026', confirmPassword: 'secret#2026' },
      'password',
      MSG.passwordRule,
    ],
    [
      'password without a lowercase letter',
      { password: 'SECRET#2026', confirmPassword: 'SECRET#2026' },
      'password',
      MSG.passwordRule,
    ],
    [
      'password of 7 characters',
      { password: 'Se#2026', confirmPassword: 'Se#2026' },
      'password',
      MSG.passwordRule,
    ],
    [
      'password over 128 characters',
      { password: longPassword, confirmPassword: longPassword },
      'password',
      MSG.passwordRule,
    ],
    [
      'missing confirmation',
      { confirmPassword: undefined },
      'confirmPassword',
      'Please input your password!',
    ],
    [
      'confirmation mismatch',
      { confirmPassword: 'Secret#2027' },
      'confirmPassword',
      'The two passcodes do not match!',
    ],
  ])('%s', async (_label, overrides, field, message) => {
    const email = `reg-bad-${field}-${Math.random().toString(36).slice(2)}@example.com`;
    const payload = registration(email, overrides);
    const res = await register(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body.errors).toMatchObject({ [field]: message });
    expect(await usersWithEmail(server, email)).toBe(0);
  });
});

test('a password of exactly 128 characters is accepted and signs in after verification', async () => {
  const email = 'reg-128@example.com';
  const password = `Aa1#${'y'.repeat(124)}`;
  expect(password).toHaveLength(128);
  const res = await register(registration(email, { password, confirmPassword: password }));
  expect(res.status).toBe(201);
  const otp = await server.smtp.codeFor(email);
  expect((await post(server, '/api/user/verify-otp', { email, otp })).status).toBe(200);
  const signIn = await post(server, '/api/user/login', { email, password });
  expect(signIn.status).toBe(200);
  expect(signIn.body.success).toBe(true);
});

test('an email already registered is refused whatever its case and surrounding spaces', async () => {
  const email = 'reg-dup@example.com';
  expect((await register(registration(email))).status).toBe(201);

  for (const variant of [email, 'REG-DUP@Example.COM', '  Reg-Dup@example.com  ']) {
    const res = await register(registration(variant, { name: 'Someone Else' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists' });
  }
  const rows = await server.db.selectFrom('users').select('name').where('email', '=', email).execute();
  expect(rows).toEqual([{ name: 'Amaka Obi' }]);
});

test('two simultaneous registrations of one address: one succeeds, the other is 409', async () => {
  const [a, b] = await Promise.all([
    register(registration('reg-race@example.com', { name: 'First' })),
    register(registration('REG-RACE@example.com', { name: 'Second' })),
  ]);
  expect([a.status, b.status].sort()).toEqual([201, 409]);
  expect((a.status === 409 ? a : b).body).toEqual({
    success: false,
    message: 'An account with this email already exists',
  });
  expect(await usersWithEmail(server, 'reg-race@example.com')).toBe(1);
});

test('the email is stored trimmed and in lower case', async () => {
  const res = await register(registration('  Reg-Case@Example.COM '));
  expect(res.status).toBe(201);
  expect(await usersWithEmail(server, 'reg-case@example.com')).toBe(1);
  expect(await server.smtp.codeFor('reg-case@example.com')).toMatch(/^\d{6}$/);
});

test('role and status fields sent with a registration are ignored: the account is a plain unverified patient', async () => {
  const email = 'reg-sneaky@example.com';
  const res = await register(
    registration(email, {
      isAdmin: true,
      isStaff: true,
      isDoctor: true,
      regDoctor: true,
      is_admin: true,
      is_verified: true,
      isVerified: true,
      role: 'admin',
      token_version: 99,
    }),
  );
  expect(res.status).toBe(201);
  const row = await server.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    is_admin: false,
    is_staff: false,
    is_doctor: false,
    reg_doctor: false,
    is_verified: false,
    token_version: 0,
  });

  // and the login that follows is the unverified one, not a session
  const signIn = await post(server, '/api/user/login', { email, password: GOOD_PASSWORD });
  expect(signIn.body).toMatchObject({ success: false, redirectTo: '/verify-otp' });
  expect(signIn.body.data).toBeUndefined();
});
