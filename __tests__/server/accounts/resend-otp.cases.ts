import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post, registration } from '../../helpers/server-calls';
import { CODE_RESEND_SECONDS } from '../../../src/shared/vocabulary';

/** Verify OTP's "Send the code again": a fresh code for an account still waiting, at most one a minute. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESEND = '/api/user/resend-otp';
const ANSWER = {
  success: true,
  message: 'If this email is waiting for verification, a new code has been sent to it.',
  data: { retryAfter: CODE_RESEND_SECONDS },
};

const resend = (email: string) => post(server, RESEND, { email });
const verify = (email: string, otp: string) => post(server, '/api/user/verify-otp', { email, otp });
const mailsTo = (email: string) => server.smtp.messages.filter((m) => m.to.includes(email)).length;

/** The account's codes as if the newest had been issued `seconds` earlier than it was. */
async function ageCodes(email: string, seconds: number) {
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await sql`UPDATE one_time_codes SET created_at = created_at - make_interval(secs => ${seconds})
    WHERE user_id = ${user.id}`.execute(server.db);
}

async function registered(email: string): Promise<string> {
  expect((await post(server, '/api/user/register', registration(email))).status).toBe(201);
  return server.smtp.codeFor(email);
}

test('a new code is mailed once the last is a minute old; it verifies and the old one no longer does', async () => {
  const email = 'resend-ok@example.com';
  const first = await registered(email);
  await ageCodes(email, CODE_RESEND_SECONDS + 1);
  const sent = mailsTo(email);
  const res = await resend(email);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(ANSWER);
  expect(mailsTo(email)).toBe(sent + 1);
  const second = await server.smtp.codeFor(email, server.smtp.messages.length - 1);
  expect((await verify(email, first)).status).toBe(first === second ? 200 : 400);
  expect((await verify(email, second)).status).toBe(first === second ? 400 : 200);
});

test('within a minute of the last code none is sent, and the answer is the same; after it, one is', async () => {
  const email = 'resend-soon@example.com';
  const code = await registered(email);
  const sent = mailsTo(email);
  for (let i = 0; i < 3; i++) expect((await resend(email)).body).toEqual(ANSWER);
  expect(mailsTo(email)).toBe(sent);
  // the code already mailed still works meanwhile: asking again voided nothing
  await ageCodes(email, CODE_RESEND_SECONDS - 10);
  expect((await resend(email)).body).toEqual(ANSWER);
  expect(mailsTo(email)).toBe(sent);
  await ageCodes(email, 11);
  expect((await resend(email)).body).toEqual(ANSWER);
  expect(mailsTo(email)).toBe(sent + 1);
  expect((await verify(email, code)).status).toBe(400);
  expect((await verify(email, await server.smtp.codeFor(email))).status).toBe(200);
});

test('asked at once ten times, one code goes', async () => {
  const email = 'resend-burst@example.com';
  await registered(email);
  await ageCodes(email, CODE_RESEND_SECONDS + 1);
  const sent = mailsTo(email);
  const answers = await Promise.all(Array.from({ length: 10 }, () => resend(email)));
  expect(answers.every((res) => res.status === 200)).toBe(true);
  expect(mailsTo(email)).toBe(sent + 1);
});

test('an unknown, a verified or a blocked address gets the same answer and no mail', async () => {
  const verified = 'resend-done@example.com';
  const code = await registered(verified);
  expect((await verify(verified, code)).status).toBe(200);
  const blocked = 'resend-blocked@example.com';
  await registered(blocked);
  await server.db.updateTable('users').set({ is_blocked: true }).where('email', '=', blocked).execute();
  await ageCodes(verified, CODE_RESEND_SECONDS + 1);
  await ageCodes(blocked, CODE_RESEND_SECONDS + 1);
  const before = server.smtp.messages.length;
  for (const email of ['resend-nobody@example.com', verified, blocked, ' RESEND-Done@Example.com ']) {
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
  }
  expect(server.smtp.messages.length).toBe(before);
});

test('a malformed e-mail is refused as on the other code calls', async () => {
  for (const body of [{}, { email: 'not-an-email' }]) {
    const res = await post(server, RESEND, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  }
});

test('the call is in the audit log against the e-mail asked for, never a code', async () => {
  await resend('Resend-Audit@Example.com');
  await server.app.auditWritesSettled();
  const row = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', `POST ${RESEND}`)
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    target: 'resend-audit@example.com',
    actor_role: 'anonymous',
    outcome: 'success',
  });
});
