import { Writable } from 'node:stream';
import { GOOD_PASSWORD, startTestServer, type TestServer } from '../../helpers/server-app';
import { BOOK, TODAY, quickDoctor } from '../../helpers/appointment-fixtures';
import { bearer, login, otherCode, post, registration } from '../../helpers/server-calls';
import { addDays } from '../../../src/shared/clinicDays';
import { codeAt, signInWithCode, turnOnMfa } from '../../helpers/scenarios/mfa';

/** Every line the server logs, as written. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let server: TestServer;
// opening a database takes long on a busy machine
beforeAll(async () => {
  // trace: whatever any part of the server logs at any level is looked at
  server = await startTestServer({ logger: { level: 'trace', stream: capture } });
}, 120_000);
afterAll(() => server.close());

const EMAIL = 'log-watch@example.com';
const PHONE = '08031234567';
const NEW_PASSWORD = 'Fresh$Start9';

/**
 * Whether the log holds the secret. A six-digit code also turns up by chance inside a
 * timestamp or a response time (`"time":1764170091100` holds 700911), so an all-digit
 * secret counts only where it is not part of a longer number.
 */
function appearsIn(log: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return log.includes(secret);
  return new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log);
}

/** What the flows below handle and the log must never hold. */
const secrets: string[] = [GOOD_PASSWORD, NEW_PASSWORD, PHONE];

test('sign-in, registration, reset, booking and two-factor sign-in leave no passcode, code, secret, token or phone in the log', async () => {
  // registration and the one-time code, a wrong one first
  let before = server.smtp.messages.length;
  expect((await post(server, '/api/user/register', registration(EMAIL, { phone: PHONE }))).status).toBe(201);
  const otp = await server.smtp.codeFor(EMAIL, before);
  secrets.push(otp);
  expect((await post(server, '/api/user/verify-otp', { email: EMAIL, otp: otherCode(otp) })).status).toBe(
    400,
  );
  expect((await post(server, '/api/user/verify-otp', { email: EMAIL, otp })).status).toBe(200);

  // sign-in: a wrong passcode, then the right one
  expect((await login(server, EMAIL, 'Wrong#Pass1')).body.success).toBe(false);
  secrets.push('Wrong#Pass1');
  const signedIn = await login(server, EMAIL);
  const token = signedIn.body.data as string;
  expect(token).toMatch(/^ey/);
  secrets.push(token);
  expect((await post(server, '/api/user/getUser_id', {}, bearer(token))).status).toBe(200);

  // a booking, and a search whose query string holds the phone
  const doctor = await quickDoctor(server);
  const booked = await post(
    server,
    BOOK,
    { doctorId: doctor.doctor.id, date: addDays(TODAY, 1), time: '10:00' },
    bearer(token),
  );
  expect(booked.status).toBe(201);
  await server.app.inject({
    method: 'GET',
    url: `/api/user/get-all-approved-doctors?search=${PHONE}`,
    headers: doctor.auth,
  });
  secrets.push(doctor.token);

  // reset: a code mailed, used with a new passcode
  before = server.smtp.messages.length;
  expect((await post(server, '/api/reset-Password/generate-reset-otp', { email: EMAIL })).status).toBe(200);
  const resetOtp = await server.smtp.codeFor(EMAIL, before);
  secrets.push(resetOtp);
  const reset = await post(server, '/api/reset-Password/reset-password', {
    email: EMAIL,
    otp: resetOtp,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  expect(reset.status).toBe(200);
  const renewed = await login(server, EMAIL, NEW_PASSWORD);
  expect(renewed.body.success).toBe(true);
  secrets.push(renewed.body.data as string);

  // two-factor sign-in: setup and enable, then login-mfa with a code and with a recovery code
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', EMAIL)
    .executeTakeFirstOrThrow();
  const { secret, recoveryCodes } = await turnOnMfa(server, user, bearer(renewed.body.data as string));
  secrets.push(secret, ...recoveryCodes);
  const step = Math.floor(server.clock.now() / 30_000);
  secrets.push(codeAt(secret, step - 1), codeAt(secret, step), codeAt(secret, step + 1));
  const withCode = await signInWithCode(server, EMAIL, user, secret, NEW_PASSWORD);
  expect(withCode.second.status).toBe(200);
  secrets.push(withCode.first.body.mfaToken as string, withCode.token);
  const challenged = await login(server, EMAIL, NEW_PASSWORD);
  const mfaToken = challenged.body.mfaToken as string;
  const byRecovery = await post(server, '/api/user/login-mfa', { mfaToken, recoveryCode: recoveryCodes[0] });
  expect(byRecovery.status).toBe(200);
  secrets.push(mfaToken, byRecovery.body.data as string);

  // the log did record these 11 requests: one JSON object per line, each request’s lines with its id
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = entries.filter((e) => e.msg === 'incoming request' || e.msg === 'request completed');
  expect(requestLines.length).toBeGreaterThanOrEqual(2 * 11);
  for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
  expect(requestLines.map((e) => (e.req as { url?: string } | undefined)?.url)).toContain('/api/user/login');

  const log = lines.join('\n');
  for (const secret of secrets)
    expect({ secret, found: appearsIn(log, secret) }).toEqual({ secret, found: false });
  // nor the phone's digits in another spelling, nor any bearer header
  expect(log).not.toContain('8031234567');
  expect(log).not.toMatch(/Bearer /i);
});
