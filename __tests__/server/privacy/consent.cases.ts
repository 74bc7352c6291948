import { addDays } from '../../../src/shared/clinicDays';
import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { bearer, get, post, registration } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  sessionToken,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { usersByRole, FORBIDDEN, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import { eventually } from '../../helpers/eventually';
import { startTestSmsc, type TestSmsc } from '../../helpers/peers/test-smsc';

const PUBLISH = '/api/admin/publish-privacy-notice';
const NOTICES = '/api/admin/privacy-notices';
const ACCEPT = '/api/user/accept-privacy';
const CONSENT = '/api/user/update-consent';
const EVENTS = '/api/user/consent-events';
const ME = '/api/user/getUser_id';

let smsc: TestSmsc;
let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
/** The release before the notice (schema up to migration 029): a patient who registered then. */
async function fillRelease029(db: Kysely<unknown>) {
  await sql`INSERT INTO users (name, email, phone, password_hash, is_verified, appointment_texts)
    VALUES ('Earlier Patient', 'earlier@consent.test', '+2348031234500', 'x', true, false)`.execute(db);
}

// the clinic's database upgraded from the release before, so the cases also see a person from then
beforeAll(async () => {
  smsc = await startTestSmsc();
  server = await startTestServer({
    env: { SMS_SMPP_URL: smsc.url, SMS_QUIET_HOURS: 'off' },
    upgradeFrom: { migration: '029_published_files', fill: fillRelease029 },
  });
  as = await usersByRole(server, 'consent');
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 1000 });
  await smsc.waitForBind();
}, UPGRADE_START_MS);
afterAll(async () => {
  await server.close();
  await smsc.close();
});

interface Privacy {
  currentVersion: number | null;
  acceptedVersion: number | null;
  acceptedAt: string | null;
}
interface Event {
  consent: string;
  given: boolean;
  noticeVersion: number | null;
  method: string;
  at: string;
}

const privacyOf = async (auth: Record<string, string>) => {
  const res = await post(server, ME, {}, auth);
  expect(res.status).toBe(200);
  return (res.body.data as { privacy: Privacy }).privacy;
};
const eventsOf = async (auth: Record<string, string>, query = '') => {
  const res = await get(server, `${EVENTS}${query}`, auth);
  expect(res.status).toBe(200);
  return res.body as unknown as { data: Event[]; total: number };
};
const publish = async (en: string, others: Record<string, string> = {}) => {
  const res = await post(server, PUBLISH, { texts: { en, ...others } }, as.admin.auth);
  expect(res.status).toBe(201);
  return (res.body.data as { version: number }).version;
};
/** Publishes the next version once the clock has moved on, so each event's time is its own. */
const nextVersion = async (en: string) => {
  server.clock.advance(60_000);
  return publish(en);
};
let numbers = 0;
const nextNumber = () => `+2348032${300000 + (numbers += 1)}`;

// One server for the file: the cases run in order, as the clinic's notice moves from none to its
// versions, and each case reads the version in force from the last.
test('before any notice, the user answers nulls and sign-up needs no acceptance; then admins publish numbered versions', async () => {
  // a person from the release before keeps their choices and has accepted nothing yet
  const earlier = await server.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'earlier@consent.test')
    .executeTakeFirstOrThrow();
  const earlierAuth = bearer(await sessionToken(server, earlier));
  expect((await post(server, ME, {}, earlierAuth)).body.data).toMatchObject({
    appointmentTexts: false,
    appointmentMail: true,
    reviewName: true,
    privacy: { currentVersion: null, acceptedVersion: null, acceptedAt: null },
  });
  expect((await eventsOf(earlierAuth)).total).toBe(0);
  expect(await privacyOf(as.patient.auth)).toEqual({
    currentVersion: null,
    acceptedVersion: null,
    acceptedAt: null,
  });
  expect((await get(server, '/api/privacy-notice')).body).toEqual({ success: true, data: null });
  expect((await post(server, '/api/user/register', registration('before-notice@example.com'))).status).toBe(
    201,
  );

  const blank = await post(server, PUBLISH, { texts: { en: '  ', fr: 'Avis' } }, as.admin.auth);
  expect(blank.status).toBe(400);
  expect(blank.body).toMatchObject({
    success: false,
    message: 'Please write the privacy notice in English (at most 20000 characters)',
    errors: { 'texts.en': 'Please write the privacy notice in English (at most 20000 characters)' },
  });

  expect(
    await publish('We keep your visits to care for you.', { ha: 'Muna adana ziyarar ku.', fr: ' ' }),
  ).toBe(1);
  expect(await nextVersion('We keep your visits and texts to care for you.')).toBe(2);
  const notice = await get(server, '/api/privacy-notice');
  expect(notice.body.data).toEqual({
    version: 2,
    texts: { en: 'We keep your visits and texts to care for you.' },
    publishedAt: expect.any(String),
  });
  const page = await get(server, `${NOTICES}?pageSize=1&page=2`, as.admin.auth);
  expect(page.body).toMatchObject({ total: 2, page: 2 });
  // a blank language is no text: English is shown instead
  expect((page.body.data as { texts: unknown }[])[0].texts).toEqual({
    en: 'We keep your visits to care for you.',
    ha: 'Muna adana ziyarar ku.',
  });
  expect(await privacyOf(as.patient.auth)).toEqual({
    currentVersion: 2,
    acceptedVersion: null,
    acceptedAt: null,
  });
});

test('registration without accepting the notice in force is refused, naming the field; accepted, it is recorded with its time', async () => {
  const refused = await post(server, '/api/user/register', registration('no-accept@example.com'));
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    message: 'Please read and accept the privacy notice',
    errors: { privacyVersion: 'Please read and accept the privacy notice' },
  });
  const stale = await post(
    server,
    '/api/user/register',
    registration('stale@example.com', { privacyVersion: 1 }),
  );
  expect(stale.status).toBe(400);
  expect(stale.body.errors).toEqual({
    privacyVersion: 'The privacy notice has changed (now version 2). Please read it again and accept it.',
  });
  const french = await post(server, '/api/user/register', registration('no-accept-fr@example.com'), {
    'accept-language': 'fr',
  });
  expect(french.body.message).toBe('Veuillez lire et accepter l’avis de confidentialité');
  expect(
    await server.db.selectFrom('users').select('id').where('email', 'like', 'no-accept%').execute(),
  ).toEqual([]);

  const before = server.clock.now();
  const ok = await post(
    server,
    '/api/user/register',
    registration('accepts@example.com', { privacyVersion: 2 }),
  );
  expect(ok.status).toBe(201);
  const row = await server.db
    .selectFrom('users')
    .select(['id', 'privacy_version', 'privacy_accepted_at'])
    .where('email', '=', 'accepts@example.com')
    .executeTakeFirstOrThrow();
  expect(row.privacy_version).toBe(2);
  expect(row.privacy_accepted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  const events = await server.db
    .selectFrom('consent_events')
    .select(['consent', 'given', 'notice_version', 'method'])
    .where('user_id', '=', row.id)
    .orderBy('consent')
    .execute();
  expect(events).toEqual(
    ['appointmentMail', 'appointmentTexts', 'privacyNotice', 'reviewName'].map((consent) => ({
      consent,
      given: true,
      notice_version: 2,
      method: 'web',
    })),
  );
});

test('the desk registers a patient only with the notice accepted, recorded as given at the desk by that staff member', async () => {
  const patient = { name: 'Desk Walkin', phone: '0803 555 1212' };
  const refused = await post(server, '/api/desk/register-patient', patient, as.staff.auth);
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual({ privacyVersion: 'Please read and accept the privacy notice' });
  const made = await post(
    server,
    '/api/desk/register-patient',
    { ...patient, privacyVersion: 2 },
    as.staff.auth,
  );
  expect(made.status).toBe(201);
  const id = (made.body.data as { _id: string })._id;
  const events = await server.db
    .selectFrom('consent_events')
    .select(['consent', 'method', 'recorded_by'])
    .where('user_id', '=', id)
    .where('consent', '=', 'privacyNotice')
    .execute();
  expect(events).toEqual([{ consent: 'privacyNotice', method: 'desk', recorded_by: as.staff.user.id }]);
});

test('accepting: only the version in force; a new version asks again while other calls still answer', async () => {
  const patient = await quickUser(server);
  const older = await post(server, ACCEPT, { version: 1 }, patient.auth);
  expect(older.status).toBe(409);
  expect(older.body).toEqual({
    success: false,
    message:
      'This is not the privacy notice in force. Please read the current one (version 2) and accept it.',
  });
  expect((await post(server, ACCEPT, { version: 7 }, patient.auth)).status).toBe(409);
  expect((await post(server, ACCEPT, { version: 'two' }, patient.auth)).status).toBe(400);

  const accepted = await post(server, ACCEPT, { version: 2 }, patient.auth);
  expect(accepted.status).toBe(200);
  expect(accepted.body.message).toBe('Thank you. You have accepted the privacy notice.');
  const first = await privacyOf(patient.auth);
  expect(first).toMatchObject({ currentVersion: 2, acceptedVersion: 2 });
  expect(new Date(first.acceptedAt!).getTime()).toBeLessThanOrEqual(server.clock.now());

  const three = await nextVersion('We keep your visits, texts and reviews to care for you.');
  // asked again: the screens show the notice; the API still serves the person and the desk
  expect(await privacyOf(patient.auth)).toEqual({ ...first, currentVersion: three });
  expect((await get(server, '/api/user/get-appointments-by-user-id', patient.auth)).status).toBe(200);
  expect((await post(server, ACCEPT, { version: 2 }, patient.auth)).status).toBe(409);
  expect((await post(server, ACCEPT, { version: three }, patient.auth)).status).toBe(200);
  // accepting again records nothing more
  expect((await post(server, ACCEPT, { version: three }, patient.auth)).status).toBe(200);
  const again = await privacyOf(patient.auth);
  expect(again).toMatchObject({ currentVersion: three, acceptedVersion: three });
  const events = await eventsOf(patient.auth);
  expect(events.data.map((e) => [e.consent, e.given, e.noticeVersion, e.method])).toEqual([
    ['privacyNotice', true, three, 'web'],
    ['privacyNotice', true, 2, 'web'],
  ]);
});

test('a withdrawn consent takes effect: no texts are queued, and published reviews show no name', async () => {
  const patient = await quickUser(server, { name: 'Ngozi Okafor', phone: nextNumber() });
  const date = dmy(addDays(TODAY, 2));
  const reviewed = await book(server, patient, doctor, date, '09:00');
  await server.db
    .insertInto('reviews')
    .values({
      appointment_id: reviewed,
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      rating: 4,
      comment: 'Kind and clear',
      status: 'approved',
    })
    .execute();
  const names = async () => {
    const res = await get(server, '/api/doctor/get-my-reviews', doctor.auth);
    const reviews = (res.body.data as { reviews: { userId: { name: string | null } }[] }).reviews;
    return reviews.map((review) => review.userId.name);
  };
  expect(await names()).toEqual(['Ngozi Okafor']);

  for (const consent of ['appointmentTexts', 'reviewName']) {
    server.clock.advance(1000);
    const res = await post(server, CONSENT, { consent, given: false }, patient.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Consent withdrawn');
  }
  // a choice already in place records nothing
  expect((await post(server, CONSENT, { consent: 'reviewName', given: false }, patient.auth)).status).toBe(
    200,
  );
  const me = (await post(server, ME, {}, patient.auth)).body.data as Record<string, unknown>;
  expect(me).toMatchObject({ appointmentTexts: false, reviewName: false, appointmentMail: true });

  expect(await names()).toEqual([null]);
  // moderation still sees who wrote it
  const all = await get(server, '/api/admin/get-all-reviews?search=Ngozi', as.staff.auth);
  expect((all.body.data as { userId: { name: string } }[])[0].userId.name).toBe('Ngozi Okafor');

  const visit = await book(server, patient, doctor, dmy(addDays(TODAY, 3)), '10:00');
  const texts = await server.db
    .selectFrom('sms_outbox')
    .select('id')
    .where('appointment_id', '=', visit)
    .execute();
  expect(texts).toEqual([]);

  // the mail switch is the same consent
  server.clock.advance(1000);
  expect(
    (await post(server, '/api/user/update-mail-preferences', { appointmentMail: false }, patient.auth))
      .status,
  ).toBe(200);
  const page = await eventsOf(patient.auth, '?pageSize=2');
  expect(page.total).toBe(3);
  expect(page.data.map((e) => [e.consent, e.given, e.method])).toEqual([
    ['appointmentMail', false, 'web'],
    ['reviewName', false, 'web'],
  ]);
  const second = await eventsOf(patient.auth, '?pageSize=2&page=2');
  expect(second.data.map((e) => [e.consent, e.given, e.noticeVersion])).toEqual([
    ['appointmentTexts', false, 3],
  ]);
});

test('STOP by text is recorded as a withdrawal by text, START as consent given again', async () => {
  const patient = await quickUser(server, { phone: nextNumber() });
  await smsc.reply(patient.user.phone, 'STOP');
  await eventually(async () => (await eventsOf(patient.auth)).total === 1, 'the STOP recorded');
  await smsc.reply(patient.user.phone, 'START');
  await eventually(async () => (await eventsOf(patient.auth)).total === 2, 'the START recorded');
  const { data } = await eventsOf(patient.auth, '?order=asc');
  expect(data.map((e) => [e.consent, e.given, e.method, e.noticeVersion])).toEqual([
    ['appointmentTexts', false, 'text', 3],
    ['appointmentTexts', true, 'text', 3],
  ]);
});

test('the data copy holds the notice accepted, the consents and every event', async () => {
  const patient = await quickUser(server);
  expect((await post(server, ACCEPT, { version: 3 }, patient.auth)).status).toBe(200);
  expect((await post(server, CONSENT, { consent: 'reviewName', given: false }, patient.auth)).status).toBe(
    200,
  );
  const copy = (await get(server, '/api/user/my-data', patient.auth)).body as Record<string, unknown>;
  expect(copy.choices).toEqual({ appointmentMail: true, appointmentTexts: true, reviewName: false });
  expect(copy.privacyNotice).toEqual({ acceptedVersion: 3, acceptedAt: expect.any(String) });
  expect((copy.consentEvents as Event[]).map((e) => [e.consent, e.given, e.noticeVersion, e.method])).toEqual(
    [
      ['privacyNotice', true, 3, 'web'],
      ['reviewName', false, 3, 'web'],
    ],
  );
});

test('access: each person reads and changes only their own; notices are the admin’s; events cannot be rewritten', async () => {
  expect((await get(server, EVENTS)).status).toBe(401);
  expect((await post(server, ACCEPT, { version: 3 })).status).toBe(401);
  expect((await post(server, CONSENT, { consent: 'reviewName', given: true })).status).toBe(401);
  expect((await post(server, PUBLISH, { texts: { en: 'x' } })).status).toBe(401);
  for (const role of ['patient', 'staff', 'doctor'] as const) {
    expect(await post(server, PUBLISH, { texts: { en: 'x' } }, as[role].auth)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect((await get(server, NOTICES, as[role].auth)).status).toBe(403);
  }
  // a list of one's own: nothing names another person, and a stray parameter is refused
  expect((await get(server, `${EVENTS}?userId=${as.admin.user.id}`, as.patient.auth)).status).toBe(400);
  const mine = await eventsOf(as.patient.auth);
  expect(mine.total).toBe(0);
  expect(
    (await post(server, CONSENT, { consent: 'privacyNotice', given: false }, as.patient.auth)).status,
  ).toBe(400);

  await expect(server.db.updateTable('consent_events').set({ given: true }).execute()).rejects.toThrow(
    /append-only/,
  );
  await expect(server.db.deleteFrom('consent_events').execute()).rejects.toThrow(/append-only/);
});
