import { startTestServer, type TestServer } from '../../helpers/server-app';
import { login, otherCode, post, registration } from '../../helpers/server-calls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const INVALID = { success: false, message: 'Invalid or expired OTP' };

const verify = (email: string, otp: string) => post(server, '/api/user/verify-otp', { email, otp });

/** Registers an account and returns the code mailed for it. */
async function registered(email: string): Promise<string> {
  const res = await post(server, '/api/user/register', registration(email));
  expect(res.status).toBe(201);
  return server.smtp.codeFor(email);
}

async function isVerified(email: string): Promise<boolean> {
  const row = await server.db
    .selectFrom('users')
    .select('is_verified')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.is_verified;
}

test('the mailed code verifies the account, after which the login succeeds', async () => {
  const email = 'otp-ok@example.com';
  const code = await registered(email);
  const res = await verify(email, code);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true });
  expect(await isVerified(email)).toBe(true);
  const signIn = await login(server, email);
  expect(signIn.status).toBe(200);
  expect(typeof signIn.body.data).toBe('string');
});

test('the email of a verification is matched case-insensitively and trimmed', async () => {
  const email = 'otp-case@example.com';
  const code = await registered(email);
  expect((await verify('  OTP-Case@Example.com ', code)).status).toBe(200);
  expect(await isVerified(email)).toBe(true);
});

test('a wrong code is refused and leaves the account unverified', async () => {
  const email = 'otp-wrong@example.com';
  const code = await registered(email);
  const res = await verify(email, otherCode(code));
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await isVerified(email)).toBe(false);
});

test('a code works once only', async () => {
  const email = 'otp-once@example.com';
  const code = await registered(email);
  expect((await verify(email, code)).status).toBe(200);
  const again = await verify(email, code);
  expect(again.status).toBe(400);
  expect(again.body).toEqual(INVALID);
});

test('the same code sent six times at once verifies once', async () => {
  const email = 'otp-race@example.com';
  const code = await registered(email);
  const results = await Promise.all(Array.from({ length: 6 }, () => verify(email, code)));
  expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
});

test('wrong codes sent all at once still void the code after five', async () => {
  const email = 'otp-burst@example.com';
  const code = await registered(email);
  const burst = await Promise.all(Array.from({ length: 8 }, () => verify(email, otherCode(code))));
  expect(burst.every((r) => r.status === 400)).toBe(true);
  const res = await verify(email, code);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await isVerified(email)).toBe(false);
});

test('an expired code is refused', async () => {
  const email = 'otp-expired@example.com';
  const code = await registered(email);
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('one_time_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', user.id)
    .execute();
  const res = await verify(email, code);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await isVerified(email)).toBe(false);
});

test('four wrong tries still leave the right code usable', async () => {
  const email = 'otp-four@example.com';
  const code = await registered(email);
  for (let i = 0; i < 4; i++) expect((await verify(email, otherCode(code))).status).toBe(400);
  expect((await verify(email, code)).status).toBe(200);
  expect(await isVerified(email)).toBe(true);
});

test('five wrong tries void the code: the right one then fails too', async () => {
  const email = 'otp-five@example.com';
  const code = await registered(email);
  for (let i = 0; i < 5; i++) {
    const res = await verify(email, otherCode(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  }
  const res = await verify(email, code);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await isVerified(email)).toBe(false);

  // a fresh code (sent by the unverified login) works again
  const before = server.smtp.messages.length;
  await login(server, email);
  const fresh = await server.smtp.codeFor(email, before);
  expect((await verify(email, fresh)).status).toBe(200);
});

test('a newer code voids the older one', async () => {
  const email = 'otp-newer@example.com';
  const first = await registered(email);
  const before = server.smtp.messages.length;
  const signIn = await login(server, email); // unverified: mails a new code
  expect(signIn.body).toMatchObject({ success: false, redirectTo: '/verify-otp' });
  const second = await server.smtp.codeFor(email, before);
  if (first !== second) {
    const old = await verify(email, first);
    expect(old.status).toBe(400);
    expect(old.body).toEqual(INVALID);
  }
  expect((await verify(email, second)).status).toBe(200);
});

test('an unknown email gets the same answer as a wrong code', async () => {
  const res = await verify('otp-nobody@example.com', '123456');
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
});

test('a password-reset code cannot verify an email', async () => {
  const email = 'otp-purpose@example.com';
  const verifyCode = await registered(email);
  const before = server.smtp.messages.length;
  await post(server, '/api/reset-Password/generate-reset-otp', { email });
  const resetCode = await server.smtp.codeFor(email, before);
  if (resetCode !== verifyCode) {
    const res = await verify(email, resetCode);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await isVerified(email)).toBe(false);
  }
  // the verification code is untouched by the reset request
  expect((await verify(email, verifyCode)).status).toBe(200);
});

describe('malformed input', () => {
  test('a missing code is refused with the spec message', async () => {
    const res = await post(server, '/api/user/verify-otp', { email: 'otp-x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please input the OTP!' });
  });

  test('a code that is not 6 digits is refused as invalid', async () => {
    const res = await verify('otp-x@example.com', '12ab56');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID);
  });

  test('a bad email is refused with the spec message', async () => {
    const res = await verify('nope', '123456');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The input is not valid E-mail!' });
  });
});
