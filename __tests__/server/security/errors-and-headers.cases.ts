import { sql } from 'kysely';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { call, get, post } from '../../helpers/server-calls';

let server: TestServer;
let patient: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  patient = await createUser(server, { email: 'errors-patient@example.com' });
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json' };

describe('malformed requests', () => {
  test('a malformed JSON body is 400 with a message', async () => {
    const res = await call(server, 'POST', '/api/user/login', {
      payload: '{"email": "a@b.c",',
      headers: json,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  test('a body carrying __proto__ is refused and creates nothing', async () => {
    const res = await call(server, 'POST', '/api/user/register', {
      // written out by hand: an object literal's __proto__ would set the prototype, not a key
      payload:
        '{"name":"Proto Person","email":"errors-proto@example.com","phone":"08012345678",' +
        '"password":"Secret#2026","confirmPassword":"Secret#2026","__proto__":{"isAdmin":true}}',
      headers: json,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    const rows = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'errors-proto@example.com')
      .execute();
    expect(rows).toEqual([]);
  });

  test('an empty JSON body is 400 with a message', async () => {
    const res = await call(server, 'POST', '/api/user/login', { payload: '', headers: json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(typeof res.body.message).toBe('string');
  });

  test('a JSON body that is not an object is 400 with a field message', async () => {
    const res = await call(server, 'POST', '/api/user/login', { payload: '"just a string"', headers: json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(typeof res.body.message).toBe('string');
  });

  test('a POST without any body is validated as empty input', async () => {
    const res = await post(server, '/api/user/register');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please input your Full Name' });
  });

  test('an unsupported content type is 415', async () => {
    const res = await call(server, 'POST', '/api/user/login', {
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: 'Unsupported content type' });
  });

  test('a body over 1 MB is 413', async () => {
    const res = await call(server, 'POST', '/api/user/login', {
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
      headers: json,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The request is too large' });
  });
});

describe('unknown paths', () => {
  test.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/user/no-such-call'],
    ['GET', '/api/user/login'],
    ['PUT', '/api/admin/get-all-staff'],
  ] as const)('%s %s is a 404 in the JSON envelope', async (method, url) => {
    const res = await call(server, method, url, { headers: patient.auth });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });
});

describe('security headers', () => {
  test.each([
    ['a success', () => post(server, '/api/user/getUser_id', {}, patient.auth), 200],
    ['a 401', () => post(server, '/api/user/getUser_id'), 401],
    ['a 403', () => get(server, '/api/admin/get-all-staff', patient.auth), 403],
    ['a 404', () => get(server, '/api/nothing-here'), 404],
    ['a 400', () => post(server, '/api/user/login', { email: 'bad' }), 400],
  ])('%s carries nosniff, frame DENY and no-store', async (_label, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

test('an internal failure is a bare 500 "Something went wrong" with no internals', async () => {
  // take a table away underneath the server, then put it back
  await sql`ALTER TABLE notifications RENAME TO notifications_hidden`.execute(server.db);
  try {
    const res = await call(server, 'POST', '/api/user/getUser_id', { payload: {}, headers: patient.auth });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Something went wrong' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  } finally {
    await sql`ALTER TABLE notifications_hidden RENAME TO notifications`.execute(server.db);
  }
  expect((await post(server, '/api/user/getUser_id', {}, patient.auth)).status).toBe(200);
});
