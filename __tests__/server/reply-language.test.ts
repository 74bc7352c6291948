import fs from 'node:fs';
import path from 'node:path';
import { createUser, startTestServer, type TestServer } from '../helpers/server-app';
import { post, registration } from '../helpers/server-calls';

/**
 * Issue 29: refusals are said in the caller's language: their own choice when signed in, else the
 * browser's Accept-Language, else English. The words come from the shared catalogues.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const catalogue = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../src/locales/${language}/shared.json`), 'utf8'),
  ) as Record<string, string>;
const fr = catalogue('fr');
const ar = catalogue('ar');

const badRegistration = registration('reply-language@example.com', {
  name: '   ',
  confirmPassword: 'Other#2026',
});

test('a bad registration is answered in English by default', async () => {
  const res = await post(server, '/api/user/register', badRegistration);
  expect(res.status).toBe(400);
  expect(res.headers['content-language']).toBe('en');
  expect(res.body).toMatchObject({
    success: false,
    message: 'Please input your Full Name',
    errors: { name: 'Please input your Full Name', confirmPassword: 'The two passcodes do not match!' },
  });
});

test('the same registration is answered in French for a browser that prefers it', async () => {
  const res = await post(server, '/api/user/register', badRegistration, {
    'accept-language': 'fr-SN,fr;q=0.9',
  });
  expect(res.status).toBe(400);
  expect(res.headers['content-language']).toBe('fr');
  expect(res.body).toMatchObject({
    success: false,
    message: fr['shared.auth.nameRequired'],
    errors: { name: fr['shared.auth.nameRequired'], confirmPassword: fr['shared.messages.passcodesDiffer'] },
  });
  expect(res.body.message).toBe('Veuillez saisir votre nom complet');
});

test('a message with values is said with them: a name over 120 characters', async () => {
  const long = registration('reply-language-long@example.com', { name: 'A'.repeat(121) });
  const english = await post(server, '/api/user/register', long);
  expect(english.body.errors).toEqual({ name: 'Must be at most 120 characters' });
  const french = await post(server, '/api/user/register', long, { 'accept-language': 'fr' });
  expect(french.body.errors).toEqual({ name: '120 caractères au maximum' });
});

describe('a signed-in user who chose Arabic', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    ({ auth } = await createUser(server, { email: 'reply-language-ar@example.com' }));
    const saved = await post(server, '/api/user/update-language', { language: 'ar' }, auth);
    expect(saved.status).toBe(200);
    // said in the language just chosen
    expect(saved.body).toMatchObject({
      success: true,
      message: ar['shared.profile.languageSaved'],
      data: { language: 'ar' },
    });
  });

  test('is refused in Arabic whatever the browser asks for', async () => {
    const res = await post(
      server,
      '/api/user/update-mail-preferences',
      { appointmentMail: 'sometimes' },
      { ...auth, 'accept-language': 'fr-SN,fr;q=0.9' },
    );
    expect(res.status).toBe(400);
    expect(res.headers['content-language']).toBe('ar');
    expect(res.body).toMatchObject({
      success: false,
      message: ar['shared.profile.appointmentMail'],
      errors: { appointmentMail: ar['shared.profile.appointmentMail'] },
    });
  });

  test('update-language refuses a language ClinicBook does not speak, naming those it does', async () => {
    const res = await post(server, '/api/user/update-language', { language: 'xx' }, auth);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('يرجى اختيار إحدى اللغات المتاحة: en, fr, ha, yo, ig, ar');
    const stored = await server.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'reply-language-ar@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('ar');
  });
});

test('update-language refuses xx in English to an English caller', async () => {
  const { auth } = await createUser(server, { email: 'reply-language-en@example.com' });
  const res = await post(server, '/api/user/update-language', { language: 'xx' }, auth);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    message: 'Please choose one of the languages offered: en, fr, ha, yo, ig, ar',
    errors: { language: 'Please choose one of the languages offered: en, fr, ha, yo, ig, ar' },
  });
});
