import { catalogue, filled } from '../../helpers/catalogue-text';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post, registration } from '../../helpers/server-calls';
import { BOOK, CHECK, TODAY, book, dmy, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * Refusals are said in the caller's language: their own choice when signed in, else the
 * browser's Accept-Language, else English. The words come from the shared catalogues.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fr = catalogue('fr', 'shared');
const ar = catalogue('ar', 'shared');
// the server's own replies (routes and refusals) live in the server-only area
const frServer = catalogue('fr', 'server');
const arServer = catalogue('ar', 'server');
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

describe("the server's own replies", () => {
  const FULL_DATE = addDays(TODAY, 2);
  let doctorId: string;
  beforeAll(async () => {
    const small = await quickDoctor(server, { firstName: 'Amina', totalSlots: 1 });
    doctorId = small.doctor.id;
    await book(server, await quickUser(server), small, FULL_DATE);
  });

  test('a full date is refused in French, flagged full whatever the words', async () => {
    const patient = await quickUser(server);
    const res = await post(
      server,
      CHECK,
      { doctorId, date: FULL_DATE, time: '10:00' },
      { ...patient.auth, 'accept-language': 'fr' },
    );
    expect(res.status).toBe(409);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.body).toEqual({
      success: false,
      message: filled(frServer['server.appointments.noSlotsLeft']!, { date: dmy(FULL_DATE) }),
      full: true,
    });
    expect(res.body.message).toBe(`Plus de créneaux disponibles le ${dmy(FULL_DATE)}`);
  });

  test('an unknown doctor is a 404 in French', async () => {
    const res = await post(
      server,
      '/api/doctor/get-doctor-info-by-id',
      { doctorId: '00000000-0000-4000-8000-000000000000' },
      { ...(await quickUser(server)).auth, 'accept-language': 'fr-SN,fr;q=0.9' },
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: frServer['server.doctors.notFound'] });
  });

  test('a success is said in the caller’s language too: the booking of a free date', async () => {
    const patient = await quickUser(server);
    const res = await post(
      server,
      BOOK,
      { doctorId, date: addDays(FULL_DATE, 1), time: '10:00' },
      { ...patient.auth, 'accept-language': 'ar' },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(arServer['server.appointments.booked']);
  });
});

test('the cancellation-notice histogram names its bars in Arabic', async () => {
  const admin = await quickUser(server, { flags: { is_admin: true } });
  const res = await get(server, '/api/insights/breakdown?by=cancel-notice', {
    ...admin.auth,
    'accept-language': 'ar',
  });
  expect(res.status).toBe(200);
  const labels = (res.body.data as Array<{ label: string }>).map((row) => row.label);
  expect(labels).toEqual(
    ['noticeAfter', 'noticeUnder2h', 'notice2to24h', 'notice1to3d', 'notice3to7d', 'notice7dPlus'].map(
      (what) => arServer[`server.insights.${what}`],
    ),
  );
  expect(labels[0]).toBe('بعد موعد الزيارة');
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

  test('signing out is said in Arabic; the ended session is then refused in Arabic', async () => {
    const res = await post(server, '/api/user/logout', {}, { ...auth, 'accept-language': 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: arServer['server.accounts.loggedOut'] });
    const after = await post(server, '/api/user/logout', {}, { ...auth, 'accept-language': 'ar' });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: arServer['server.session.ended'] });
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
