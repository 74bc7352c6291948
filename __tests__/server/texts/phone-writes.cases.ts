import { catalogue } from '../../helpers/catalogue-text';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post, registration } from '../../helpers/server-calls';
import { quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import type { DeskPatientRow } from '../../../src/shared/patientTypes';

/**
 * Every write of a person's phone stores E.164, read in the clinic's country (NG), and
 * refuses a number that cannot receive texts in the caller's language, writing nothing.
 */
const CANNOT_TEXT = 'This number cannot receive text messages. Enter a mobile number, e.g. 0803 123 4567.';
const CANNOT_TEXT_FR = catalogue('fr', 'server')['server.phones.cannotText'];
const LANDLINE = '0201 280 1234';

let server: TestServer;
let admin: QuickUser;
let staff: QuickUser;
let holder: QuickUser;
let dependantId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { flags: { is_admin: true } });
  staff = await quickUser(server, { flags: { is_staff: true } });
  holder = await quickUser(server);
  const res = await post(
    server,
    '/api/user/add-dependant',
    { name: 'Tolu Ade', dateOfBirth: '2016-02-03', relationship: 'Child' },
    holder.auth,
  );
  dependantId = (res.body.data as { _id: string })._id;
});
afterAll(() => server.close());

const phoneWhere = async (column: 'email' | 'id', value: string) =>
  (await server.db.selectFrom('users').select('phone').where(column, '=', value).executeTakeFirst())?.phone;

const child = (phone: string) => ({
  name: 'Tolu Ade',
  dateOfBirth: '2016-02-03',
  relationship: 'Child',
  phone,
});

const language = (lang?: string): Record<string, string> => (lang ? { 'accept-language': lang } : {});

/** The last write's answer. */
let answer: { status: number; body: Record<string, unknown> };
const keep = (res: { status: number; body: Record<string, unknown> }) => {
  answer = { status: res.status, body: res.body };
  return res;
};

/** Each write: the call with a phone, and the phone it stored (undefined: nothing written). */
const WRITES: Array<[string, (phone: string, tag: string, lang?: string) => Promise<string | undefined>]> = [
  [
    'sign-up',
    async (phone, tag, lang) => {
      const email = `sign-up-${tag}@example.com`;
      keep(await post(server, '/api/user/register', registration(email, { phone }), language(lang)));
      return phoneWhere('email', email);
    },
  ],
  [
    'staff registration',
    async (phone, tag, lang) => {
      const email = `staff-${tag}@example.com`;
      const body = { ...registration(email, { phone }), role: 'staff' };
      keep(await post(server, '/api/admin/register', body, { ...admin.auth, ...language(lang) }));
      return phoneWhere('email', email);
    },
  ],
  [
    'desk registration',
    async (phone, tag, lang) => {
      const email = `desk-${tag}@example.com`;
      const body = { name: `Desk ${tag}`, phone, email };
      keep(await post(server, '/api/desk/register-patient', body, { ...staff.auth, ...language(lang) }));
      return phoneWhere('email', email);
    },
  ],
  [
    'a family member added',
    async (phone, _tag, lang) => {
      const headers = { ...holder.auth, ...language(lang) };
      const res = keep(await post(server, '/api/user/add-dependant', child(phone), headers));
      const id = (res.body.data as { _id?: string } | undefined)?._id;
      return id && phoneWhere('id', id);
    },
  ],
  [
    'a family member updated',
    async (phone, _tag, lang) => {
      await server.db.updateTable('users').set({ phone: '' }).where('id', '=', dependantId).execute();
      const body = { ...child(phone), dependantId };
      keep(await post(server, '/api/user/update-dependant', body, { ...holder.auth, ...language(lang) }));
      return (await phoneWhere('id', dependantId)) || undefined;
    },
  ],
];

describe.each(WRITES)('%s', (_what, write) => {
  test('stores the mobile number in E.164', async () => {
    expect(await write('0803 123 4567', 'good')).toBe('+2348031234567');
    expect(answer.status).toBeLessThan(300);
  });

  test('refuses a landline with 400 in the caller’s language and writes nothing', async () => {
    expect(await write(LANDLINE, 'landline')).toBeUndefined();
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: CANNOT_TEXT, errors: { phone: CANNOT_TEXT } },
    });
    expect(await write('+234 800 123 4567', 'toll-free', 'fr')).toBeUndefined();
    expect(answer.body.message).toBe(CANNOT_TEXT_FR);
  });
});

test('a family member’s number stays optional, and a new one clears a mark the conversion left', async () => {
  await server.db
    .updateTable('users')
    .set({ phone: '01 280 1234', phone_unusable: true })
    .where('id', '=', dependantId)
    .execute();
  const { phone: _none, ...withoutPhone } = child('');
  const res = await post(server, '/api/user/update-dependant', { ...withoutPhone, dependantId }, holder.auth);
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom('users')
    .select(['phone', 'phone_unusable'])
    .where('id', '=', dependantId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ phone: '', phone_unusable: false });
});

describe('the desk', () => {
  test('a caller already on record with the number as typed before (national form) is the same patient', async () => {
    const old = await server.db
      .insertInto('users')
      .values({ name: 'Grace Bello', email: null, phone: '0809 111 2222', password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { name: 'GRACE bello', phone: '+234 809 111 2222' };
    const res = await post(server, '/api/desk/register-patient', body, staff.auth);
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ _id: old.id });
  });

  test('finds +2348135550101 by 0813 555 0101, by part of it, and a record typed nationally by +234', async () => {
    const body = { name: 'Search Sade', phone: '0813 555 0101' };
    expect((await post(server, '/api/desk/register-patient', body, staff.auth)).status).toBe(201);
    const find = async (search: string) => {
      const res = await get(
        server,
        `/api/desk/find-patients?search=${encodeURIComponent(search)}`,
        staff.auth,
      );
      return (res.body.data as DeskPatientRow[]).map((row) => `${row.name} ${row.phone}`);
    };
    expect(await find('0813 555 0101')).toEqual(['Search Sade +2348135550101']);
    expect(await find('0813-555')).toEqual(['Search Sade +2348135550101']);
    expect(await find('+234 809 111 2222')).toEqual(['Grace Bello 0809 111 2222']);
  });
});
