import { startTestServer, GOOD_PASSWORD, type TestServer } from '../../helpers/server-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('a new patient registers, verifies with the mailed code and signs in', async () => {
  const email = 'ngozi@example.com';
  const register = await server.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      name: 'Ngozi Eze',
      email,
      phone: '08012345678',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    },
  });
  expect(register.statusCode).toBe(201);
  expect(register.json()).toMatchObject({ success: true });

  const early = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  expect(early.json()).toMatchObject({ success: false, redirectTo: '/verify-otp' });

  const code = await server.smtp.codeFor(email);
  const verify = await server.app.inject({
    method: 'POST',
    url: '/api/user/verify-otp',
    payload: { email, otp: code },
  });
  expect(verify.json()).toMatchObject({ success: true });

  const login = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json().data as string;
  const me = await server.app.inject({
    method: 'POST',
    url: '/api/user/getUser_id',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.json().data).toMatchObject({
    email,
    name: 'Ngozi Eze',
    role: 'patient',
    unseenNotifications: [],
  });
  expect(JSON.stringify(me.json())).not.toMatch(/password|hash/i);
});
