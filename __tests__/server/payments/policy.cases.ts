import { addDays } from '../../../src/shared/clinicDays';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { usersByRole, FORBIDDEN, type Made, type RoleName } from '../../helpers/doctor-fixtures';

const POLICY = '/api/admin/payment-policy';
const MINE = '/api/user/get-appointments-by-user-id';

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'pay-policy');
  doctor = await quickDoctor(server, { firstName: 'Kemi', totalSlots: 100 });
});
afterAll(async () => server.close());

const policyNow = async () => {
  const res = await get(server, POLICY, as.admin.auth);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown>;
};

describe('the payment policy', () => {
  it('is at the desk until an admin saves one, with the hold of PAYMENT_HOLD_MINUTES and no online payment without keys', async () => {
    expect(await policyNow()).toEqual({
      collect: 'desk',
      depositKobo: null,
      depositPercent: null,
      refundAfterCutoffPercent: 0,
      holdMinutes: 30,
      online: false,
    });
  });

  it('is saved by an admin, answered back and kept in the audit log', async () => {
    const body = { collect: 'deposit', depositPercent: 40, refundAfterCutoffPercent: 50, holdMinutes: 20 };
    const res = await post(server, POLICY, body, as.admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment policy saved');
    const saved = { ...body, depositKobo: null, online: false };
    expect(res.body.data).toEqual(saved);
    expect(await policyNow()).toEqual(saved);
    await server.app.auditWritesSettled();
    const entries = await server.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target', 'outcome'])
      .where('action', 'like', '%payment-policy%')
      .execute();
    expect(entries).toContainEqual({
      actor_id: as.admin.user.id,
      target: 'payment-policy',
      outcome: 'success',
    });
  });

  it('keeps no deposit for paying at the desk or in full', async () => {
    const res = await post(
      server,
      POLICY,
      { collect: 'full', depositKobo: 5000, refundAfterCutoffPercent: 0, holdMinutes: 15 },
      as.admin.auth,
    );
    expect(res.status).toBe(200);
    expect(await policyNow()).toMatchObject({ collect: 'full', depositKobo: null, depositPercent: null });
  });

  it.each([
    [
      { collect: 'deposit', refundAfterCutoffPercent: 0, holdMinutes: 30 },
      'A deposit is a fixed amount or a percentage of the fee, not both',
    ],
    [
      {
        collect: 'deposit',
        depositKobo: 100,
        depositPercent: 10,
        refundAfterCutoffPercent: 0,
        holdMinutes: 30,
      },
      'A deposit is a fixed amount or a percentage of the fee, not both',
    ],
    [
      { collect: 'later', refundAfterCutoffPercent: 0, holdMinutes: 30 },
      'Please choose when a visit is paid: at the desk, a deposit or in full',
    ],
    [
      { collect: 'desk', refundAfterCutoffPercent: 101, holdMinutes: 30 },
      'Please enter a percentage: a whole number from 0 to 100',
    ],
    [
      { collect: 'desk', refundAfterCutoffPercent: 10, holdMinutes: 0 },
      'Please enter how many minutes an unpaid booking is held: 1 to 1440',
    ],
    [
      { collect: 'deposit', depositKobo: 2.5, refundAfterCutoffPercent: 10, holdMinutes: 30 },
      'Please enter an amount in kobo: a whole number from 1 to 1000000000',
    ],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const before = await policyNow();
    const res = await post(server, POLICY, body, as.admin.auth);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await policyNow()).toEqual(before);
  });

  it.each(['staff', 'doctor', 'patient'] as const)('is neither read nor changed by a %s', async (role) => {
    const before = await policyNow();
    expect((await get(server, POLICY, as[role].auth)).body).toEqual(FORBIDDEN);
    const res = await post(
      server,
      POLICY,
      { collect: 'desk', refundAfterCutoffPercent: 0, holdMinutes: 30 },
      as[role].auth,
    );
    expect(res.status).toBe(403);
    expect(await policyNow()).toEqual(before);
  });
});

describe("an appointment row's payment", () => {
  it('says what was paid, net of refunds and voided payments, and what is still owed of the fee', async () => {
    const patient = await quickUser(server, { name: 'Payer One' });
    const first = await book(server, patient, doctor, dmy(addDays(TODAY, 3)));
    const second = await book(server, patient, doctor, dmy(addDays(TODAY, 4)));
    const third = await book(server, patient, doctor, dmy(addDays(TODAY, 5)));
    const pay = (appointmentId: string, values: Record<string, unknown>) =>
      server.db
        .insertInto('payments')
        .values({
          appointment_id: appointmentId,
          method: 'cash',
          state: 'success',
          amount_kobo: 300_000,
          reference: `test-${Math.random()}`,
          ...values,
        })
        .execute();
    await pay(second, { amount_kobo: 500_000, refunded_kobo: 100_000, state: 'partially refunded' });
    await pay(second, { amount_kobo: 200_000 });
    await pay(second, { amount_kobo: 900_000, voided_at: new Date(), void_reason: 'Typed twice' });
    await pay(third, { method: 'paystack', state: 'initialized', amount_kobo: 900_000 });

    const res = await get(server, `${MINE}?pageSize=10`, patient.auth);
    expect(res.status).toBe(200);
    const rows = res.body.data as { _id: string; payment: unknown }[];
    const byId = Object.fromEntries(rows.map((row) => [row._id, row.payment]));
    // the doctor's fee is ₦9,000: 900,000 kobo
    expect(byId[first]).toEqual({ state: 'none', paidKobo: 0, dueKobo: 900_000, covered: false });
    expect(byId[second]).toEqual({ state: 'success', paidKobo: 600_000, dueKobo: 300_000, covered: false });
    expect(byId[third]).toEqual({ state: 'initialized', paidKobo: 0, dueKobo: 900_000, covered: false });

    const all = await get(server, `/api/admin/get-all-appointments?pageSize=50`, as.staff.auth);
    const row = (all.body.data as { _id: string; payment: unknown }[]).find((r) => r._id === second);
    expect(row?.payment).toEqual(byId[second]);
  });

  it('is answered by book-appointment: nothing paid, the fee owed, nothing asked online without keys', async () => {
    const deposit = { collect: 'deposit', depositPercent: 50, refundAfterCutoffPercent: 0, holdMinutes: 30 };
    expect((await post(server, POLICY, deposit, as.admin.auth)).status).toBe(200);
    const patient = await quickUser(server, { name: 'Payer Two' });
    const res = await post(
      server,
      '/api/bookAppointment/book-appointment',
      { doctorId: doctor.doctor.id, date: dmy(addDays(TODAY, 6)), time: '10:00' },
      patient.auth,
    );
    expect(res.status).toBe(201);
    expect((res.body.data as { payment: unknown }).payment).toEqual({
      state: 'none',
      paidKobo: 0,
      dueKobo: 900_000,
      covered: false,
    });
  });

  it('keeps the history append-only', async () => {
    const patient = await quickUser(server, { name: 'Payer Three' });
    const id = await book(server, patient, doctor, dmy(addDays(TODAY, 7)));
    const payment = await server.db
      .insertInto('payments')
      .values({
        appointment_id: id,
        method: 'cash',
        state: 'success',
        amount_kobo: 1000,
        reference: 'append-only',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('payment_events')
      .values({ payment_id: payment.id, kind: 'recorded', amount_kobo: 1000 })
      .execute();
    await expect(server.db.updateTable('payment_events').set({ kind: 'changed' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.deleteFrom('payment_events').execute()).rejects.toThrow(/append-only/);
  });
});
