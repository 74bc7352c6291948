import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, login, post, get, put } from '../../helpers/server-calls';
import { codeAt, freshCode, turnOnMfa } from '../../helpers/scenarios/mfa';
import { openChallenge, takeChallengeTry } from '../../../src/server/accounts/mfa-challenges';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

const getUser = (auth: Record<string, string>) => post(server, '/api/user/getUser_id', {}, auth);
/** The newest audit row, once the writes of the calls made so far have landed. */
async function newestAudit() {
  await server.app.auditWritesSettled();
  return server.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'outcome'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
const sessionCount = async (userId: string) =>
  (await server.db.selectFrom('user_sessions').select('id').where('user_id', '=', userId).execute()).length;

test('setup answers a secret and its otpauth URL; a wrong code leaves it off; a right one turns it on with ten recovery codes', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-on@example.com' });
  const setup = await post(server, '/api/user/mfa/setup', {}, auth);
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/ClinicBook:mfa-on%40example\.com\?/);

  const stored = await server.db
    .selectFrom('user_mfa')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(stored.secret_enc).not.toContain(secret);

  const badInput = await post(server, '/api/user/mfa/enable', { code: '12ab' }, auth);
  expect(badInput.status).toBe(400);
  expect(badInput.body.message).toBe('Please enter the 6-digit code from your authenticator app');
  const current = Math.floor(server.clock.now() / 30_000);
  const wrong = await post(server, '/api/user/mfa/enable', { code: codeAt(secret, current + 5) }, auth);
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('Invalid authentication code');
  expect((await get(server, '/api/user/mfa/status', auth)).body.data).toEqual({
    enabled: false,
    required: false,
  });

  const enabled = await post(
    server,
    '/api/user/mfa/enable',
    { code: await freshCode(server, user.id, secret) },
    auth,
  );
  expect(enabled.status).toBe(200);
  const codes = (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  expect((await get(server, '/api/user/mfa/status', auth)).body.data).toEqual({
    enabled: true,
    required: false,
  });
  const hashes = await server.db
    .selectFrom('mfa_recovery_codes')
    .select('code_hash')
    .where('user_id', '=', user.id)
    .execute();
  expect(hashes).toHaveLength(10);
  for (const { code_hash } of hashes) expect(codes).not.toContain(code_hash);
  expect((await post(server, '/api/user/mfa/setup', {}, auth)).status).toBe(409);
});

test('with the second factor on, login asks for a code and opens no session; login-mfa answers the login success', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-login@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const before = await sessionCount(user.id);

  const first = await login(server, 'mfa-login@example.com');
  expect(first.status).toBe(200);
  expect(first.body).toEqual({
    success: false,
    mfaRequired: true,
    mfaToken: expect.any(String),
    message: 'Enter the code from your authenticator app',
  });
  expect(await sessionCount(user.id)).toBe(before);
  // the passcode step is not yet a sign-in, and the audit log says so
  expect(await newestAudit()).toEqual({
    action: 'sign-in code required',
    actor_id: user.id,
    outcome: 'success',
  });

  const missing = await post(server, '/api/user/login-mfa', { mfaToken: first.body.mfaToken });
  expect(missing.status).toBe(400);
  const second = await post(server, '/api/user/login-mfa', {
    mfaToken: first.body.mfaToken,
    code: await freshCode(server, user.id, secret),
  });
  expect(second.status).toBe(200);
  expect(second.body).toEqual({ success: true, message: 'Login successful', data: expect.any(String) });
  expect((await getUser(bearer(second.body.data as string))).body.data).toMatchObject({ _id: user.id });
  expect(await sessionCount(user.id)).toBe(before + 1);
  expect(await newestAudit()).toEqual({ action: 'sign-in', actor_id: user.id, outcome: 'success' });
  // the challenge is spent: refused before any code is looked at
  const again = await post(server, '/api/user/login-mfa', {
    mfaToken: first.body.mfaToken,
    code: codeAt(secret, Math.floor(server.clock.now() / 30_000)),
  });
  expect(again.body.message).toBe('Your sign-in has expired. Please sign in again.');
  expect(again.status).toBe(401);
  expect(await newestAudit()).toEqual({ action: 'sign-in failed', actor_id: null, outcome: 'failure' });
});

test('a sign-in waiting for its code ends with "sign out everywhere" and with a block', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-half@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const finish = async (mfaToken: unknown) =>
    post(server, '/api/user/login-mfa', { mfaToken, code: await freshCode(server, user.id, secret) });

  const beforeSignOut = await login(server, 'mfa-half@example.com');
  expect((await post(server, '/api/user/revoke-all-sessions', {}, auth)).status).toBe(200);
  const afterSignOut = await finish(beforeSignOut.body.mfaToken);
  expect([afterSignOut.status, afterSignOut.body.message]).toEqual([
    401,
    'Your sign-in has expired. Please sign in again.',
  ]);

  const beforeBlock = await login(server, 'mfa-half@example.com');
  const admin = await createUser(server, { email: 'mfa-half-admin@example.com', flags: { is_admin: true } });
  expect((await put(server, `/api/admin/block-user/${user.id}`, admin.auth)).status).toBe(200);
  expect((await finish(beforeBlock.body.mfaToken)).status).toBe(401);
});

test('a code is accepted once: the same code again, in the same window, is refused', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-replay@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const code = await freshCode(server, user.id, secret);
  const first = await login(server, 'mfa-replay@example.com');
  const ok = await post(server, '/api/user/login-mfa', { mfaToken: first.body.mfaToken, code });
  expect(ok.status).toBe(200);
  const replayLogin = await login(server, 'mfa-replay@example.com');
  const replay = await post(server, '/api/user/login-mfa', { mfaToken: replayLogin.body.mfaToken, code });
  expect(replay.status).toBe(401);
  expect(replay.body).toMatchObject({ success: false, message: 'Invalid authentication code' });
});

test('five wrong codes end the mfaToken: the right code after them is refused', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-wrong@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const { body } = await login(server, 'mfa-wrong@example.com');
  const wrong = codeAt(secret, Math.floor(server.clock.now() / 30_000) + 7);
  for (let i = 0; i < 5; i += 1) {
    const res = await post(server, '/api/user/login-mfa', { mfaToken: body.mfaToken, code: wrong });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid authentication code');
  }
  const right = await post(server, '/api/user/login-mfa', {
    mfaToken: body.mfaToken,
    code: await freshCode(server, user.id, secret),
  });
  expect(right.status).toBe(401);
  expect(right.body.message).toBe('Your sign-in has expired. Please sign in again.');
  expect(right.body.data).toBeUndefined();
});

test('an mfaToken expires after five minutes (clock injected into the challenge rules)', async () => {
  const { user } = await createUser(server, { email: 'mfa-clock@example.com' });
  const start = Date.now();
  const token = await openChallenge(server.db, user.id, start);
  await expect(takeChallengeTry(server.db, token, start + 4 * 60_000)).resolves.toBe(user.id);
  await expect(takeChallengeTry(server.db, token, start + 5 * 60_000 + 1)).rejects.toMatchObject({
    statusCode: 401,
  });
});

test('an mfaToken older than five minutes is refused by login-mfa', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-expired@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const { body } = await login(server, 'mfa-expired@example.com');
  await server.db
    .updateTable('mfa_challenges')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', user.id)
    .execute();
  const res = await post(server, '/api/user/login-mfa', {
    mfaToken: body.mfaToken,
    code: await freshCode(server, user.id, secret),
  });
  expect(res.status).toBe(401);
  expect(res.body.message).toBe('Your sign-in has expired. Please sign in again.');
});

test('a recovery code signs in once; used again it is refused', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-recovery@example.com' });
  const { recoveryCodes } = await turnOnMfa(server, user, auth);
  const first = await login(server, 'mfa-recovery@example.com');
  const ok = await post(server, '/api/user/login-mfa', {
    mfaToken: first.body.mfaToken,
    recoveryCode: recoveryCodes[3].toUpperCase(),
  });
  expect(ok.status).toBe(200);
  expect((await getUser(bearer(ok.body.data as string))).status).toBe(200);
  const second = await login(server, 'mfa-recovery@example.com');
  const reused = await post(server, '/api/user/login-mfa', {
    mfaToken: second.body.mfaToken,
    recoveryCode: recoveryCodes[3],
  });
  expect(reused.status).toBe(401);
  expect(reused.body.message).toBe('Invalid recovery code');
  const another = await post(server, '/api/user/login-mfa', {
    mfaToken: second.body.mfaToken,
    recoveryCode: recoveryCodes[4],
  });
  expect(another.status).toBe(200);
});

test('disable needs a right code; afterwards login answers the token at once', async () => {
  const { user, auth } = await createUser(server, { email: 'mfa-off@example.com' });
  const { secret } = await turnOnMfa(server, user, auth);
  const wrong = await post(
    server,
    '/api/user/mfa/disable',
    { code: codeAt(secret, Math.floor(server.clock.now() / 30_000) + 9) },
    auth,
  );
  expect(wrong.status).toBe(400);
  expect((await get(server, '/api/user/mfa/status', auth)).body.data).toMatchObject({ enabled: true });
  const off = await post(
    server,
    '/api/user/mfa/disable',
    { code: await freshCode(server, user.id, secret) },
    auth,
  );
  expect(off.status).toBe(200);
  expect(off.body.message).toBe('Two-factor sign-in is off');
  const plain = await login(server, 'mfa-off@example.com');
  expect(plain.body).toMatchObject({ success: true, message: 'Login successful', data: expect.any(String) });
});

test('the second-factor calls need a signed-in caller', async () => {
  expect((await post(server, '/api/user/mfa/setup', {})).status).toBe(401);
  expect((await post(server, '/api/user/mfa/enable', { code: '123456' })).status).toBe(401);
  expect((await post(server, '/api/user/mfa/disable', { code: '123456' })).status).toBe(401);
  expect((await post(server, '/api/user/login-mfa', { mfaToken: 'made-up', code: '123456' })).status).toBe(
    401,
  );
});
