import { MSG } from '../../../src/shared/messages';
import { createUser, GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, login, otherCode, post, registration } from '../../helpers/server-calls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Fresh$Start9';
const INVALID = { success: false, message: 'Invalid or expired OTP' };

const requestReset = (email: string) => post(server, '/api/reset-Password/generate-reset-otp', { email });
const reset = (email: string, otp: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post(server, '/api/reset-Password/reset-password', { email, otp, password, confirmPassword });

async function passwordState(userId: string) {
  return server.db
    .selectFrom('users')
    .select(['password_hash', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Asks for a reset code and returns it once mailed. */
async function resetCode(email: string): Promise<string> {
  const before = server.smtp.messages.length;
  const res = await requestReset(email);
  expect(res.status).toBe(200);
  return server.smtp.codeFor(email, before);
}

test('generate-reset-otp answers identically for known and unknown addresses, and mails only the known one', async () => {
  await createUser(server, { email: 'reset-known@example.com' });
  const before = server.smtp.messages.length;
  const known = await requestReset('reset-known@example.com');
  const unknown = await requestReset('reset-unknown@example.com');
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(known.status);
  expect(known.body).toEqual({ success: true, message: MSG.resetSent });
  expect(unknown.body).toEqual(known.body);

  await server.smtp.codeFor('reset-known@example.com', before);
  // the server awaits the SMTP hand-over before it answers, so any mail has already arrived
  const mailedTo = server.smtp.messages.slice(before).flatMap((m) => m.to);
  expect(mailedTo).toEqual(['reset-known@example.com']);
});

test('a blocked account gets the same answer and no code', async () => {
  const { user } = await createUser(server, { email: 'reset-blocked@example.com' });
  await server.db.updateTable('users').set({ is_blocked: true }).where('id', '=', user.id).execute();
  const before = server.smtp.messages.length;
  const res = await requestReset('reset-blocked@example.com');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: MSG.resetSent });
  // the server awaits the SMTP hand-over before it answers, so any mail has already arrived
  expect(server.smtp.messages.length).toBe(before);
});

test('the mailed code sets a new password: the old one fails, the new one works', async () => {
  const email = 'reset-ok@example.com';
  await createUser(server, { email });
  const code = await resetCode(email);
  const res = await reset(email, code);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true });

  const old = await login(server, email, GOOD_PASSWORD);
  expect(old.status).toBe(401);
  expect(old.body).toEqual({ success: false, message: 'Invalid email or password' });
  const fresh = await login(server, email, NEW_PASSWORD);
  expect(fresh.status).toBe(200);
  expect(fresh.body.success).toBe(true);
});

test('a reset code works once', async () => {
  const email = 'reset-once@example.com';
  await createUser(server, { email });
  const code = await resetCode(email);
  expect((await reset(email, code)).status).toBe(200);
  const again = await reset(email, code, 'Third#Time3');
  expect(again.status).toBe(400);
  expect(again.body).toEqual(INVALID);
  expect((await login(server, email, NEW_PASSWORD)).status).toBe(200);
});

test('a wrong code is refused and the password stays as it was', async () => {
  const email = 'reset-badcode@example.com';
  const { user } = await createUser(server, { email });
  const code = await resetCode(email);
  const res = await reset(email, otherCode(code));
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await passwordState(user.id)).toEqual({
    password_hash: user.password_hash,
    token_version: user.token_version,
  });
});

test('four wrong tries leave the reset code usable', async () => {
  const email = 'reset-four@example.com';
  await createUser(server, { email });
  const code = await resetCode(email);
  for (let i = 0; i < 4; i++) expect((await reset(email, otherCode(code))).status).toBe(400);
  expect((await reset(email, code)).status).toBe(200);
  expect((await login(server, email, NEW_PASSWORD)).status).toBe(200);
});

test('five wrong tries void the reset code: the right one then fails and the password stays', async () => {
  const email = 'reset-five@example.com';
  const { user } = await createUser(server, { email });
  const code = await resetCode(email);
  for (let i = 0; i < 5; i++) {
    const res = await reset(email, otherCode(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  }
  const res = await reset(email, code);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
  expect(await passwordState(user.id)).toEqual({
    password_hash: user.password_hash,
    token_version: user.token_version,
  });

  // a fresh code works again
  const fresh = await resetCode(email);
  expect((await reset(email, fresh)).status).toBe(200);
});

test('an expired reset code is refused', async () => {
  const email = 'reset-expired@example.com';
  const { user } = await createUser(server, { email });
  const code = await resetCode(email);
  await server.db
    .updateTable('one_time_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', user.id)
    .execute();
  const res = await reset(email, code);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
});

test('a verification code cannot reset a password', async () => {
  const email = 'reset-purpose@example.com';
  expect((await post(server, '/api/user/register', registration(email))).status).toBe(201);
  const verifyCode = await server.smtp.codeFor(email);
  const res = await reset(email, verifyCode);
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
});

test('reset-password for an unknown address gets the same 400 as a wrong code', async () => {
  const res = await reset('reset-nobody@example.com', '123456');
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID);
});

describe('the password rule applies to the new password', () => {
  test.each([
    ['weak', 'password1', 'password1', MSG.passwordRule],
    ['too long', `Aa1#${'z'.repeat(125)}`, `Aa1#${'z'.repeat(125)}`, MSG.passwordRule],
    ['mismatched', NEW_PASSWORD, 'Other$Start9', 'The two passcodes do not match!'],
    ['missing confirmation', NEW_PASSWORD, '', 'Please confirm your passcode!'],
  ])('%s new password is refused and the code stays usable', async (label, password, confirm, message) => {
    const email = `reset-rule-${label.replace(/ /g, '-')}@example.com`;
    const { user } = await createUser(server, { email });
    const code = await resetCode(email);
    const res = await reset(email, code, password, confirm);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await passwordState(user.id)).password_hash).toBe(user.password_hash);
    // the refused request did not spend the code
    expect((await reset(email, code)).status).toBe(200);
  });

  test('a missing code is refused with the spec message', async () => {
    const res = await post(server, '/api/reset-Password/reset-password', {
      email: 'reset-x@example.com',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please input your OTP Code!' });
  });

  test('a code that is not 6 digits is refused with the spec message', async () => {
    const res = await reset('reset-x@example.com', 'abc');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The input is not a valid OTP Code!' });
  });
});

test('after a reset every token issued before it gets 401; a new login works', async () => {
  const email = 'reset-tokens@example.com';
  const { token: first } = await createUser(server, { email });
  const second = (await login(server, email)).body.data as string;
  for (const token of [first, second]) {
    expect((await post(server, '/api/user/getUser_id', {}, bearer(token))).status).toBe(200);
  }

  const code = await resetCode(email);
  expect((await reset(email, code)).status).toBe(200);

  for (const token of [first, second]) {
    const res = await post(server, '/api/user/getUser_id', {}, bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  }
  const fresh = (await login(server, email, NEW_PASSWORD)).body.data as string;
  const me = await post(server, '/api/user/getUser_id', {}, bearer(fresh));
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ email });
});

test('a reset also verifies an unverified account (the code proved the inbox)', async () => {
  const email = 'reset-unverified@example.com';
  expect((await post(server, '/api/user/register', registration(email))).status).toBe(201);
  await server.smtp.codeFor(email);
  const code = await resetCode(email);
  expect((await reset(email, code)).status).toBe(200);
  const res = await login(server, email, NEW_PASSWORD);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
});
