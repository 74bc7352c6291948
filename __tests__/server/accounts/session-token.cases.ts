import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { tokenClaims } from '../../helpers/appointment-fixtures';
import {
  bearer,
  claimsOf,
  get,
  post,
  serverSecret,
  signWith,
  unsignedToken,
} from '../../helpers/server-calls';

let server: TestServer;
let patient: Awaited<ReturnType<typeof createUser>>;
let secret: string;
/** The session of the patient's sign-in, which every token re-signed below names. */
let sid: string;
beforeAll(async () => {
  server = await startTestServer();
  patient = await createUser(server, { email: 'token-patient@example.com', name: 'Tunde Bello' });
  secret = await serverSecret(server);
  sid = claimsOf(patient.token).sid as string;
});
afterAll(() => server.close());

const getUser = (headers?: Record<string, string>, body: object = {}) =>
  post(server, '/api/user/getUser_id', body, headers);

/** The claims a genuine token for this user would carry, in the patient's session. */
const claimsFor = (user: typeof patient.user) => tokenClaims(user, sid);

test('with no token getUser_id is 401', async () => {
  const res = await getUser();
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: false });
  expect(typeof res.body.message).toBe('string');
});

test.each([
  ['garbage', 'Bearer not-a-token'],
  ['three garbage parts', 'Bearer aaa.bbb.ccc'],
  ['empty bearer', 'Bearer '],
  ['another scheme', `Basic dG9rZW4tcGF0aWVudDpwdw==`],
])('a %s authorization header is 401', async (_label, authorization) => {
  const res = await getUser({ authorization });
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
});

test('a token re-signed with the server key is accepted (so the refusals below are about the signature)', async () => {
  const res = await getUser(bearer(signWith(secret, claimsFor(patient.user))));
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ _id: patient.user.id });
});

test('a rightly signed token that names no session, or one that never existed, is 401', async () => {
  const { sid: _sid, ...withoutSession } = claimsFor(patient.user);
  expect((await getUser(bearer(signWith(secret, withoutSession)))).status).toBe(401);
  const unknown = { ...withoutSession, sid: '00000000-0000-4000-8000-000000000000' };
  expect((await getUser(bearer(signWith(secret, unknown)))).status).toBe(401);
  expect((await getUser(bearer(signWith(secret, { ...withoutSession, sid: 'not-a-uuid' })))).status).toBe(
    401,
  );
});

test('a token signed with another secret is 401', async () => {
  const forged = signWith('another-secret-another-secret-another-secret', claimsFor(patient.user));
  const res = await getUser(bearer(forged));
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
});

test('an unsigned token (alg "none") is 401', async () => {
  const res = await getUser(bearer(unsignedToken(claimsFor(patient.user))));
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
});

test('a genuine token with its signature altered is 401', async () => {
  const [head, body, sig] = patient.token.split('.');
  const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
  const res = await getUser(bearer(`${head}.${body}.${flipped}`));
  expect(res.status).toBe(401);
});

test('a token older than 24 hours is 401', async () => {
  const expired = signWith(secret, claimsFor(patient.user), Date.now() - 25 * 60 * 60 * 1000);
  expect(Number(claimsOf(expired).exp) * 1000).toBeLessThan(Date.now());
  const res = await getUser(bearer(expired));
  expect(res.status).toBe(401);
});

test('roles come from the database, not from the token: a patient token claiming admin is refused', async () => {
  const boastful = signWith(secret, { ...claimsFor(patient.user), isAdmin: true, isStaff: true });
  const res = await get(server, '/api/admin/get-all-staff', bearer(boastful));
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this' });
});

test('a role granted in the database takes effect on the existing token', async () => {
  const { user, token } = await createUser(server, { email: 'token-promoted@example.com' });
  expect((await get(server, '/api/admin/get-all-staff', bearer(token))).status).toBe(403);
  await server.db.updateTable('users').set({ is_staff: true }).where('id', '=', user.id).execute();
  expect((await get(server, '/api/admin/get-all-staff', bearer(token))).status).toBe(200);
});

test("a blocked user's existing token is 401", async () => {
  const { user, token } = await createUser(server, { email: 'token-blocked@example.com' });
  expect((await getUser(bearer(token))).status).toBe(200);
  await server.db.updateTable('users').set({ is_blocked: true }).where('id', '=', user.id).execute();
  const res = await getUser(bearer(token));
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
});

test("a deleted user's token is 401", async () => {
  const { user, token } = await createUser(server, { email: 'token-deleted@example.com' });
  await server.db.deleteFrom('users').where('id', '=', user.id).execute();
  expect((await getUser(bearer(token))).status).toBe(401);
});

test('a token carrying an older token version is 401', async () => {
  const stale = signWith(secret, { ...claimsFor(patient.user), ver: patient.user.token_version - 1 });
  expect((await getUser(bearer(stale))).status).toBe(401);
  const { ver: _ver, ...withoutVersion } = claimsFor(patient.user);
  expect((await getUser(bearer(signWith(secret, withoutVersion)))).status).toBe(401);
});

describe('getUser_id', () => {
  test('returns the caller with notification lists and no password, hash, code or token fields', async () => {
    const res = await getUser(patient.auth);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const user = res.body.data as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'name',
        'email',
        'phone',
        'role',
        'isAdmin',
        'isDoctor',
        'isStaff',
        'regDoctor',
        'isBlocked',
        'isVerified',
        'appointmentMail',
        'appointmentTexts',
        'reviewName',
        'privacy',
        'language',
        'createdAt',
        'seenNotifications',
        'unseenNotifications',
      ].sort(),
    );
    expect(user).toMatchObject({
      _id: patient.user.id,
      name: 'Tunde Bello',
      email: 'token-patient@example.com',
      role: 'patient',
      isVerified: true,
      isBlocked: false,
      reviewName: true,
      privacy: { currentVersion: null, acceptedVersion: null, acceptedAt: null },
      seenNotifications: [],
      unseenNotifications: [],
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password|hash|otp|code|token_version/i);
    expect(text).not.toContain(patient.user.password_hash);
  });

  test('accepts the token in the body, as the browser sends it', async () => {
    const res = await getUser(undefined, { token: patient.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: patient.user.id });
  });

  test('a bad token in the body is 401', async () => {
    const res = await getUser(undefined, { token: 'nonsense' });
    expect(res.status).toBe(401);
  });
});

describe('many calls at once', () => {
  test('each is answered as its own user, and a blocked or deleted user in the crowd gets 401', async () => {
    const people = await Promise.all(
      ['crowd-a', 'crowd-b', 'crowd-c'].map((name) =>
        createUser(server, { email: `${name}@example.com`, name: `Crowd ${name.slice(-1).toUpperCase()}` }),
      ),
    );
    const staff = await createUser(server, { email: 'crowd-staff@example.com', flags: { is_staff: true } });
    const blocked = await createUser(server, { email: 'crowd-blocked@example.com' });
    const deleted = await createUser(server, { email: 'crowd-deleted@example.com' });
    await server.db
      .updateTable('users')
      .set({ is_blocked: true })
      .where('id', '=', blocked.user.id)
      .execute();
    await server.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();

    const rounds = [1, 2, 3];
    const [own, staffList, patientList, refused] = await Promise.all([
      Promise.all(rounds.flatMap(() => people.map((person) => getUser(person.auth)))),
      Promise.all(rounds.map(() => get(server, '/api/admin/get-all-staff', staff.auth))),
      Promise.all(rounds.map(() => get(server, '/api/admin/get-all-staff', people[0].auth))),
      Promise.all(rounds.flatMap(() => [getUser(blocked.auth), getUser(deleted.auth)])),
    ]);

    expect(own.map((res) => [res.status, (res.body.data as { name?: string } | undefined)?.name])).toEqual(
      rounds.flatMap(() => [
        [200, 'Crowd A'],
        [200, 'Crowd B'],
        [200, 'Crowd C'],
      ]),
    );
    expect(staffList.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(patientList.map((res) => res.status)).toEqual([403, 403, 403]);
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  test('a block that commits between two bursts refuses the second burst', async () => {
    const { user, auth } = await createUser(server, { email: 'crowd-later@example.com' });
    const burst = () => Promise.all([1, 2, 3, 4].map(() => getUser(auth)));
    expect((await burst()).map((res) => res.status)).toEqual([200, 200, 200, 200]);
    await server.db.updateTable('users').set({ is_blocked: true }).where('id', '=', user.id).execute();
    expect((await burst()).map((res) => res.status)).toEqual([401, 401, 401, 401]);
  });
});

test('a token naming its user in upper case is still that user, as the database compares ids', async () => {
  const shouting = signWith(secret, { ...claimsFor(patient.user), sub: patient.user.id.toUpperCase() });
  const res = await getUser(bearer(shouting));
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ _id: patient.user.id });
});
