import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../server-app';
import { bearer, login, post } from '../server-calls';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for a base32 secret at the given step (RFC 6238, otpauth). */
export const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });

/**
 * A code the server has not yet accepted for this user: the current step, or the next one when the
 * current was spent (the server takes neighbouring steps). When both are spent, the server's clock
 * moves on to the next step rather than the test waiting for it.
 */
export async function freshCode(server: TestServer, userId: string, secret: string): Promise<string> {
  const row = await server.db
    .selectFrom('user_mfa')
    .select('last_step')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const last = Number(row?.last_step ?? 0);
  const current = () => Math.floor(server.clock.now() / PERIOD_MS);
  while (last + 1 > current() + 1) server.clock.advance(PERIOD_MS);
  return codeAt(secret, Math.max(current(), last + 1));
}

/** Turns two-factor sign-in on for a signed-in user; answers the secret and the recovery codes. */
export async function turnOnMfa(server: TestServer, user: { id: string }, auth: Record<string, string>) {
  const setup = await post(server, '/api/user/mfa/setup', {}, auth);
  const { secret } = setup.body.data as { secret: string };
  const enabled = await post(
    server,
    '/api/user/mfa/enable',
    { code: await freshCode(server, user.id, secret) },
    auth,
  );
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes };
}

/** Passcode then code: the token of a full sign-in with the second factor. */
export async function signInWithCode(
  server: TestServer,
  email: string,
  user: { id: string },
  secret: string,
  password?: string,
) {
  const first = await login(server, email, password);
  const mfaToken = first.body.mfaToken as string;
  const second = await post(server, '/api/user/login-mfa', {
    mfaToken,
    code: await freshCode(server, user.id, secret),
  });
  const token = second.body.data as string;
  return { first, second, token, auth: bearer(token) };
}
