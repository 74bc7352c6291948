import { createUser, startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, claimsOf, get, login, post } from '../../helpers/server-calls';
import { freshCode, turnOnMfa } from '../../helpers/scenarios/mfa';

let server: TestServer;
/** The same database served with MFA_REQUIRED_ROLES=admin,staff. */
let strict: TestServer;
let closeStrict: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const second = await startSecondInstance(server, { MFA_REQUIRED_ROLES: 'admin,staff' });
  strict = { ...server, app: second.app };
  closeStrict = second.close;
}, 180_000);
afterAll(async () => {
  await closeStrict();
  await server.close();
});

describe('MFA_REQUIRED_ROLES', () => {
  test('a staff member without a second factor gets a token good only for setting one up, then a full one', async () => {
    const { user } = await createUser(server, { email: 'mfa-staff@example.com', flags: { is_staff: true } });
    const first = await login(strict, 'mfa-staff@example.com');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      mfaSetupRequired: true,
      message: 'Set up two-factor sign-in to continue',
    });
    const limited = bearer(first.body.data as string);
    expect(claimsOf(first.body.data as string).scope).toBe('mfa-setup');
    for (const [method, url] of [
      ['POST', '/api/user/getUser_id'],
      ['GET', '/api/user/sessions'],
      ['GET', '/api/admin/get-all-users'],
      ['POST', '/api/user/mfa/disable'],
    ] as const) {
      const res =
        method === 'GET'
          ? await get(strict, url, limited)
          : await post(strict, url, { code: '123456' }, limited);
      expect({ url, status: res.status, message: res.body.message }).toEqual({
        url,
        status: 403,
        message: 'Set up two-factor sign-in to continue',
      });
    }
    expect((await get(strict, '/api/user/mfa/status', limited)).body.data).toEqual({
      enabled: false,
      required: true,
    });
    const setup = await post(strict, '/api/user/mfa/setup', {}, limited);
    const { secret } = setup.body.data as { secret: string };
    const enabled = await post(
      strict,
      '/api/user/mfa/enable',
      { code: await freshCode(server, user.id, secret) },
      limited,
    );
    expect(enabled.status).toBe(200);
    const { token, recoveryCodes } = enabled.body.data as { token: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(claimsOf(token).scope).toBeUndefined();
    expect((await post(strict, '/api/user/getUser_id', {}, bearer(token))).status).toBe(200);
    // the limited token stays limited
    expect((await post(strict, '/api/user/getUser_id', {}, limited)).status).toBe(403);
    // the next sign-in asks for the code
    expect((await login(strict, 'mfa-staff@example.com')).body).toMatchObject({ mfaRequired: true });
  });

  test('a token of a required role issued before the rule is refused everywhere but the setup calls', async () => {
    const { auth } = await createUser(server, {
      email: 'mfa-admin-old@example.com',
      flags: { is_admin: true },
    });
    expect((await post(server, '/api/user/getUser_id', {}, auth)).status).toBe(200);
    const refused = await post(strict, '/api/user/getUser_id', {}, auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Set up two-factor sign-in to continue');
    expect((await post(strict, '/api/user/mfa/setup', {}, auth)).status).toBe(200);
  });

  test('a role not named signs in as before, and a required role may not turn the second factor off', async () => {
    await createUser(server, { email: 'mfa-patient@example.com' });
    expect((await login(strict, 'mfa-patient@example.com')).body).toMatchObject({
      success: true,
      message: 'Login successful',
    });
    const { user, auth } = await createUser(server, {
      email: 'mfa-admin-on@example.com',
      flags: { is_admin: true },
    });
    const { secret, recoveryCodes } = await turnOnMfa(server, user, auth);
    const first = await login(strict, 'mfa-admin-on@example.com');
    // a recovery code here leaves the next step's code for turning it off (no wait for the clock)
    const second = await post(strict, '/api/user/login-mfa', {
      mfaToken: first.body.mfaToken,
      recoveryCode: recoveryCodes[0],
    });
    expect(second.status).toBe(200);
    const off = await post(
      strict,
      '/api/user/mfa/disable',
      { code: await freshCode(server, user.id, secret) },
      bearer(second.body.data as string),
    );
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Your role must use two-factor sign-in');
  });
});

describe('admin reset of a second factor', () => {
  test('an admin resets a user: their next login needs no code, and the audit log names the user', async () => {
    const admin = await createUser(server, {
      email: 'mfa-reset-admin@example.com',
      flags: { is_admin: true },
    });
    const { user, auth } = await createUser(server, { email: 'mfa-reset-user@example.com' });
    await turnOnMfa(server, user, auth);
    expect((await login(server, 'mfa-reset-user@example.com')).body).toMatchObject({ mfaRequired: true });

    expect((await post(server, '/api/admin/reset-mfa', { userId: user.id }, auth)).status).toBe(403);
    const bad = await post(server, '/api/admin/reset-mfa', { userId: 'nobody' }, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose a user');
    const reset = await post(server, '/api/admin/reset-mfa', { userId: user.id }, admin.auth);
    expect(reset.status).toBe(200);
    expect((await login(server, 'mfa-reset-user@example.com')).body).toMatchObject({
      success: true,
      message: 'Login successful',
    });
    expect((await get(server, '/api/user/mfa/status', auth)).body.data).toMatchObject({ enabled: false });

    await server.app.auditWritesSettled();
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'POST /api/admin/reset-mfa')
      .execute();
    expect(rows.map((row) => [row.target, row.outcome, row.actor_id])).toContainEqual([
      user.id,
      'success',
      admin.user.id,
    ]);
  });
});
