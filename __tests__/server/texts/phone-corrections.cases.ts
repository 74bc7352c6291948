import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { quickUser, type QuickUser } from '../../helpers/appointment-fixtures';

/**
 * A number that cannot receive texts is corrected, by the account holder on their profile
 * (update-phone) or by the desk with the patient (update-patient-phone): stored in E.164, its mark
 * cleared, so it leaves the desk's list. A number that cannot take texts is refused and changes nothing.
 */
const CANNOT_TEXT = 'This number cannot receive text messages. Enter a mobile number, e.g. 0803 123 4567.';
const NOT_A_PHONE = 'Please enter a valid phone number';
const LIST = '/api/desk/unusable-phones';

let server: TestServer;
let staff: QuickUser;
let admin: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  staff = await quickUser(server, { flags: { is_staff: true } });
  admin = await quickUser(server, { flags: { is_admin: true } });
});
afterAll(() => server.close());

/** A patient whose number the background conversion could not read. */
async function unusable(name: string, phone = '01 280 1234'): Promise<QuickUser> {
  const patient = await quickUser(server, { name });
  await server.db
    .updateTable('users')
    .set({ phone, phone_unusable: true })
    .where('id', '=', patient.user.id)
    .execute();
  return patient;
}

const stored = (id: string) =>
  server.db
    .selectFrom('users')
    .select(['phone', 'phone_unusable'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const listed = async () =>
  ((await get(server, `${LIST}?pageSize=100`, staff.auth)).body.data as Array<{ name: string }>).map(
    (row) => row.name,
  );

describe('update-phone: the caller’s own number', () => {
  test('stores a mobile number in E.164, clears the mark and answers the updated user', async () => {
    const patient = await unusable('Own Number');
    expect(await listed()).toContain('Own Number');

    const res = await post(server, '/api/user/update-phone', { phone: '0803 123 4567' }, patient.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Phone number saved',
      data: { _id: patient.user.id, phone: '+2348031234567' },
    });
    expect(await stored(patient.user.id)).toEqual({ phone: '+2348031234567', phone_unusable: false });
    expect(await listed()).not.toContain('Own Number');
  });

  test('any role changes its own number', async () => {
    const doctor = await quickUser(server, { flags: { is_doctor: true } });
    for (const caller of [doctor, staff]) {
      const res = await post(server, '/api/user/update-phone', { phone: '+234 805 000 1111' }, caller.auth);
      expect(res.status).toBe(200);
      expect((await stored(caller.user.id)).phone).toBe('+2348050001111');
    }
  });

  test.each([
    ['a landline', '0201 280 1234', CANNOT_TEXT],
    ['a toll-free number', '0800 123 4567', CANNOT_TEXT],
    ['words', 'call me', NOT_A_PHONE],
  ])('%s is 400 and changes nothing', async (_what, phone, message) => {
    const patient = await unusable(`Own Refused ${phone}`);
    const res = await post(server, '/api/user/update-phone', { phone }, patient.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, errors: { phone: message } });
    expect(await stored(patient.user.id)).toEqual({ phone: '01 280 1234', phone_unusable: true });
  });
});

describe('update-patient-phone: the desk corrects a patient’s number', () => {
  const correct = (body: object, caller: QuickUser = staff) =>
    post(server, '/api/desk/update-patient-phone', body, caller.auth);

  test('staff and admin store it in E.164; the patient leaves the list; the audit log names them', async () => {
    const first = await unusable('Desk Fix One', 'call me');
    const second = await unusable('Desk Fix Two');
    expect(await listed()).toEqual(expect.arrayContaining(['Desk Fix One', 'Desk Fix Two']));

    const res = await correct({ userId: first.user.id, phone: '0803 555 0101' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Phone number corrected',
      data: { _id: first.user.id, phone: '+2348035550101' },
    });
    expect((await correct({ userId: second.user.id, phone: '09051234567' }, admin)).status).toBe(200);
    expect(await stored(first.user.id)).toEqual({ phone: '+2348035550101', phone_unusable: false });
    expect(await stored(second.user.id)).toEqual({ phone: '+2349051234567', phone_unusable: false });
    const names = await listed();
    expect(names).not.toContain('Desk Fix One');
    expect(names).not.toContain('Desk Fix Two');

    await server.app.auditWritesSettled();
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target', 'outcome'])
      .where('action', '=', 'POST /api/desk/update-patient-phone')
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      { actor_id: staff.user.id, target: first.user.id, outcome: 'success' },
      { actor_id: admin.user.id, target: second.user.id, outcome: 'success' },
    ]);
  });

  test('a landline is 400 with the sign-up’s message and changes nothing', async () => {
    const patient = await unusable('Desk Landline');
    const res = await correct({ userId: patient.user.id, phone: '0201 280 1234' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: CANNOT_TEXT, errors: { phone: CANNOT_TEXT } });
    expect(await stored(patient.user.id)).toEqual({ phone: '01 280 1234', phone_unusable: true });
    expect(await listed()).toContain('Desk Landline');
  });

  test('an unknown user, or staff and doctors (not patients), is 404 and changes nothing', async () => {
    const doctor = await quickUser(server, { flags: { is_doctor: true }, phone: '+2348060000001' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const userId of [unknown, doctor.user.id, admin.user.id]) {
      const res = await correct({ userId, phone: '0803 123 4567' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Patient not found' });
    }
    expect((await stored(doctor.user.id)).phone).toBe('+2348060000001');
  });
});
