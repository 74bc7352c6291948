import { randomUUID } from 'node:crypto';
import {
  createUser,
  GOOD_PASSWORD,
  startSecondInstance,
  startTestServer,
  type TestServer,
} from '../../helpers/server-app';
import { bearer, call, claimsOf, get, post, put } from '../../helpers/server-calls';

let server: TestServer;
/** Another instance on the same database: a revoked session must end there too. */
let other: TestServer;
let closeOther: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const second = await startSecondInstance(server);
  other = { ...server, app: second.app };
  closeOther = second.close;
}, 180_000);
afterAll(async () => {
  await closeOther();
  await server.close();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in through the login route from a given browser. */
async function signIn(email: string, userAgent: string) {
  const res = await call(server, 'POST', '/api/user/login', {
    payload: { email, password: GOOD_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  const token = res.body.data as string;
  return { token, auth: bearer(token), sid: claimsOf(token).sid as string };
}
const getUser = (target: TestServer, auth: Record<string, string>) =>
  post(target, '/api/user/getUser_id', {}, auth);

test('each sign-in opens a session; the list shows when, where, which browser and which one is this', async () => {
  await createUser(server, { email: 'sessions-list@example.com' });
  const chrome = await signIn('sessions-list@example.com', CHROME_LINUX);
  const firefox = await signIn('sessions-list@example.com', FIREFOX_WINDOWS);
  const res = await get(server, '/api/user/sessions', firefox.auth);
  expect(res.status).toBe(200);
  const list = res.body.data as Array<Record<string, unknown>>;
  const byId = new Map(list.map((item) => [item._id, item]));
  expect(byId.get(firefox.sid)).toMatchObject({
    browser: 'Firefox on Windows',
    current: true,
    ip: '127.0.0.1',
  });
  expect(byId.get(chrome.sid)).toMatchObject({ browser: 'Chrome on Linux', current: false });
  expect(Date.parse(String(byId.get(chrome.sid)?.createdAt))).toBeGreaterThan(Date.now() - 120_000);
  expect(list[0]._id).toBe(firefox.sid); // newest first
  expect((await get(server, '/api/user/sessions')).status).toBe(401);
});

test('a revoked session answers 401 on its next call, on every instance; the others go on', async () => {
  await createUser(server, { email: 'sessions-revoke@example.com' });
  const laptop = await signIn('sessions-revoke@example.com', CHROME_LINUX);
  const phone = await signIn('sessions-revoke@example.com', FIREFOX_WINDOWS);
  expect((await getUser(other, phone.auth)).status).toBe(200);
  const res = await post(server, '/api/user/revoke-session', { sessionId: phone.sid }, laptop.auth);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Session signed out');
  expect((await getUser(server, phone.auth)).status).toBe(401);
  expect((await getUser(other, phone.auth)).status).toBe(401);
  expect((await getUser(other, laptop.auth)).status).toBe(200);
  const ids = (
    (await get(server, '/api/user/sessions', laptop.auth)).body.data as Array<{ _id: string }>
  ).map((s) => s._id);
  expect(ids).not.toContain(phone.sid);
});

test('logout ends this session on the server, on every instance; the same user elsewhere goes on', async () => {
  await createUser(server, { email: 'sessions-logout@example.com' });
  const desk = await signIn('sessions-logout@example.com', CHROME_LINUX);
  const home = await signIn('sessions-logout@example.com', FIREFOX_WINDOWS);
  const res = await post(server, '/api/user/logout', {}, desk.auth);
  expect(res.status).toBe(200);
  expect((await getUser(other, desk.auth)).status).toBe(401);
  expect((await getUser(server, home.auth)).status).toBe(200);
  expect((await post(server, '/api/user/logout', {})).status).toBe(401);
});

test("another user's session cannot be revoked, and a bad id is a 400", async () => {
  await createUser(server, { email: 'sessions-owner@example.com' });
  await createUser(server, { email: 'sessions-stranger@example.com' });
  const owner = await signIn('sessions-owner@example.com', CHROME_LINUX);
  const stranger = await signIn('sessions-stranger@example.com', CHROME_LINUX);
  const res = await post(server, '/api/user/revoke-session', { sessionId: owner.sid }, stranger.auth);
  expect(res.status).toBe(404);
  expect((await getUser(server, owner.auth)).status).toBe(200);
  const bad = await post(server, '/api/user/revoke-session', { sessionId: 'x' }, stranger.auth);
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('Please choose a session');
});

test('sign out everywhere ends every session of the caller, this one included', async () => {
  await createUser(server, { email: 'sessions-all@example.com' });
  const one = await signIn('sessions-all@example.com', CHROME_LINUX);
  const two = await signIn('sessions-all@example.com', FIREFOX_WINDOWS);
  const res = await post(server, '/api/user/revoke-all-sessions', {}, one.auth);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Signed out everywhere');
  expect((await getUser(other, one.auth)).status).toBe(401);
  expect((await getUser(server, two.auth)).status).toBe(401);
  const fresh = await signIn('sessions-all@example.com', CHROME_LINUX);
  expect((await getUser(server, fresh.auth)).status).toBe(200);
});

test('an admin signs a user out everywhere; nobody else may', async () => {
  const admin = await createUser(server, { email: 'sessions-admin@example.com', flags: { is_admin: true } });
  const staff = await createUser(server, { email: 'sessions-staff@example.com', flags: { is_staff: true } });
  const { user } = await createUser(server, { email: 'sessions-target@example.com' });
  const target = await signIn('sessions-target@example.com', CHROME_LINUX);
  expect((await post(server, '/api/admin/sign-out-user', { userId: user.id }, staff.auth)).status).toBe(403);
  expect((await getUser(server, target.auth)).status).toBe(200);
  const res = await post(server, '/api/admin/sign-out-user', { userId: user.id }, admin.auth);
  expect(res.status).toBe(200);
  expect((await getUser(other, target.auth)).status).toBe(401);
  // an id of nobody (one made from a real id by changing its last digit was that very id one time in 16)
  const nobody = await post(server, '/api/admin/sign-out-user', { userId: randomUUID() }, admin.auth);
  expect(nobody.status).toBe(404);
  expect(nobody.body.message).toBe('User not found');
});

test('a block, a passcode reset and a deleted account are refused by the other instance as soon as they answer', async () => {
  const admin = await createUser(server, { email: 'sessions-ender@example.com', flags: { is_admin: true } });
  const ends: Array<[string, (userId: string, email: string) => Promise<number>]> = [
    ['block', async (userId) => (await put(server, `/api/admin/block-user/${userId}`, admin.auth)).status],
    [
      'passcode reset',
      async (_userId, email) => {
        const before = server.smtp.messages.length;
        await post(server, '/api/reset-Password/generate-reset-otp', { email });
        const otp = await server.smtp.codeFor(email, before);
        const password = 'Fresh$Start9';
        const reset = await post(server, '/api/reset-Password/reset-password', {
          email,
          otp,
          password,
          confirmPassword: password,
        });
        return reset.status;
      },
    ],
    [
      'deleted account',
      async (userId) => {
        await server.db.deleteFrom('users').where('id', '=', userId).execute();
        return 200;
      },
    ],
  ];
  for (const [how, end] of ends) {
    const email = `sessions-ended-${how.replace(/\W/g, '-')}@example.com`;
    const { user } = await createUser(server, { email });
    const session = await signIn(email, FIREFOX_WINDOWS);
    expect([how, (await getUser(other, session.auth)).status]).toEqual([how, 200]);
    expect([how, await end(user.id, email)]).toEqual([how, 200]);
    expect([how, (await getUser(other, session.auth)).status]).toEqual([how, 401]);
    expect([how, (await getUser(server, session.auth)).status]).toEqual([how, 401]);
  }
});

test('last seen is written at most once a minute', async () => {
  await createUser(server, { email: 'sessions-seen@example.com' });
  const session = await signIn('sessions-seen@example.com', CHROME_LINUX);
  const seen = async () =>
    (
      await server.db
        .selectFrom('user_sessions')
        .select('last_seen_at')
        .where('id', '=', session.sid)
        .executeTakeFirstOrThrow()
    ).last_seen_at;
  const first = await seen();
  await getUser(server, session.auth);
  expect((await seen()).getTime()).toBe(first.getTime());
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  await server.db
    .updateTable('user_sessions')
    .set({ last_seen_at: twoMinutesAgo })
    .where('id', '=', session.sid)
    .execute();
  await getUser(server, session.auth);
  expect((await seen()).getTime()).toBeGreaterThan(Date.now() - 60_000);
});

test('a token naming a session that never existed is 401', async () => {
  await createUser(server, { email: 'sessions-forged@example.com' });
  const real = await signIn('sessions-forged@example.com', CHROME_LINUX);
  await server.db.deleteFrom('user_sessions').where('id', '=', real.sid).execute();
  expect((await getUser(server, real.auth)).status).toBe(401);
});
