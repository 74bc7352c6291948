import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../src/shared/clinicDays';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  BOOK,
  CANCEL,
  TODAY,
  atClinicTimeToday,
  dmy,
  quickDoctor,
  quickUser,
  visitRow,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { usersByRole, notificationsOf, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  chargeSuccess,
  paystackSignature,
  startFakePaystack,
  type FakePaystack,
} from '../../helpers/peers/fake-paystack';

const POLICY = '/api/admin/payment-policy';
const WEBHOOK = '/api/payments/paystack/webhook';
const VERIFY = '/api/payments/paystack/verify';
const REFUND = '/api/admin/refund-payment';

let paystack: FakePaystack;
let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;

beforeAll(async () => {
  paystack = await startFakePaystack();
  server = await startTestServer({ env: paystack.env });
  as = await usersByRole(server, 'paystack');
  doctor = await quickDoctor(server, { firstName: 'Funmi', totalSlots: 200 });
  // a deposit of half the ₦9,000 fee; half back after the cut-off; the place held 30 minutes
  const policy = { collect: 'deposit', depositPercent: 50, refundAfterCutoffPercent: 50, holdMinutes: 30 };
  expect((await post(server, POLICY, policy, as.admin.auth)).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await paystack.close();
});

interface Booked {
  _id: string;
  payment: {
    state: string;
    reference?: string;
    authorizationUrl?: string;
    amountKobo?: number;
    paidKobo: number;
  };
}

let day = 10;
/** Books the next free day ahead (or `date`) as `patient`, and answers the booking. */
async function bookOnline(
  patient: QuickUser,
  options: { date?: string; time?: string; with?: QuickDoctor } = {},
) {
  day += 1;
  const body = {
    doctorId: (options.with ?? doctor).doctor.id,
    date: options.date ?? dmy(addDays(TODAY, day)),
    time: options.time ?? '10:00',
  };
  const res = await post(server, BOOK, body, patient.auth);
  expect(res.status).toBe(201);
  return res.body.data as Booked;
}

const signed = (app: FastifyInstance, body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? paystackSignature(raw),
    },
  });
};

const paymentOf = (reference: string) =>
  server.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const successes = async (paymentId: string) =>
  (
    await server.db
      .selectFrom('payment_events')
      .select('kind')
      .where('payment_id', '=', paymentId)
      .where('kind', '=', 'success')
      .execute()
  ).length;
const transactionOf = (reference: string) => {
  const t = paystack.transactions.get(reference);
  if (!t) throw new Error(`Paystack has no ${reference}`);
  return t;
};

describe('booking a visit that needs a deposit', () => {
  it('answers the Paystack page to pay on, for the deposit, with our reference and the return address', async () => {
    const patient = await quickUser(server, { name: 'Deposit Payer' });
    const booked = await bookOnline(patient);
    expect(booked.payment).toMatchObject({
      state: 'initialized',
      paidKobo: 0,
      dueKobo: 900_000,
      amountKobo: 450_000,
    });
    expect(booked.payment.authorizationUrl).toMatch(new RegExp(`^${paystack.url}/checkout/`));
    const t = transactionOf(booked.payment.reference!);
    expect(t).toMatchObject({ amount: 450_000, currency: 'NGN', email: patient.user.email });
    expect(t.callbackUrl).toBe('http://localhost:3000/payment-return');
  });

  it('is recorded paid once the patient comes back from paying, and only the patient may ask', async () => {
    const patient = await quickUser(server, { name: 'Returning Payer' });
    const booked = await bookOnline(patient);
    const reference = booked.payment.reference!;
    const notPaid = await get(server, `${VERIFY}?reference=${reference}`, patient.auth);
    expect(notPaid.status).toBe(200);
    expect(notPaid.body).toMatchObject({
      message: 'The payment has not been completed',
      data: { paid: false },
    });

    const back = await paystack.pay(reference);
    expect(back).toBe(`http://localhost:3000/payment-return?trxref=${reference}&reference=${reference}`);
    const other = await quickUser(server, { name: 'Someone Else' });
    expect((await get(server, `${VERIFY}?reference=${reference}`, other.auth)).status).toBe(403);
    const res = await get(server, `${VERIFY}?reference=${reference}`, patient.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payment received',
      data: {
        appointmentId: booked._id,
        paid: true,
        payment: { state: 'success', paidKobo: 450_000, dueKobo: 450_000, covered: false },
      },
    });
    const row = await paymentOf(reference);
    expect(row.receipt_number).toBeGreaterThan(0);
    expect(row.hold_until).toBeNull();
    // coming back twice (a reload) records nothing more
    await get(server, `${VERIFY}?reference=${reference}`, patient.auth);
    expect(await successes(row.id)).toBe(1);
  });
});

describe("Paystack's webhook", () => {
  it('refuses a forged signature and records nothing', async () => {
    const booked = await bookOnline(await quickUser(server));
    const body = chargeSuccess({ ...transactionOf(booked.payment.reference!), id: 1 });
    const forged = await signed(
      server.app,
      body,
      paystackSignature(JSON.stringify(body), 'sk_test_not_ours'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: 'The signature does not match' });
    const unsigned = await server.app.inject({ method: 'POST', url: WEBHOOK, payload: body });
    expect(unsigned.statusCode).toBe(400);
    // the signature of a body is not the signature of the same event written differently
    const spaced = await signed(server.app, body, paystackSignature(JSON.stringify(body, null, 1)));
    expect(spaced.statusCode).toBe(400);
    expect((await paymentOf(booked.payment.reference!)).state).toBe('initialized');
  });

  it.each([
    ['a wrong amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
    ['a reference not ours', { reference: 'CB-not-ours' }],
  ])('refuses %s, signed as it may be', async (_what, change) => {
    const booked = await bookOnline(await quickUser(server));
    const t = transactionOf(booked.payment.reference!);
    const res = await signed(server.app, chargeSuccess({ ...t, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The amount, currency or reference does not match the payment',
    });
    expect((await paymentOf(t.reference)).state).toBe('initialized');
  });

  it('records a replay once', async () => {
    const booked = await bookOnline(await quickUser(server));
    const body = chargeSuccess(transactionOf(booked.payment.reference!));
    for (let i = 0; i < 3; i += 1) expect((await signed(server.app, body)).statusCode).toBe(200);
    const row = await paymentOf(booked.payment.reference!);
    expect(row.state).toBe('success');
    expect(await successes(row.id)).toBe(1);
  });

  it('sent 50 times to two instances at once records one success and one receipt number', async () => {
    const second = await startSecondInstance(server, paystack.env);
    try {
      const booked = await bookOnline(await quickUser(server));
      const body = chargeSuccess(transactionOf(booked.payment.reference!));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signed(i % 2 ? second.app : server.app, body)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      const row = await paymentOf(booked.payment.reference!);
      expect(row.state).toBe('success');
      expect(await successes(row.id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('receipt numbers', () => {
  it('run without gaps or doubles within the year', async () => {
    const rows = await server.db
      .selectFrom('payments')
      .select(['receipt_year', 'receipt_number'])
      .where('receipt_number', 'is not', null)
      .orderBy('receipt_number')
      .execute();
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((r) => r.receipt_number)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('refunds', () => {
  const paid = async (patient: QuickUser, options: Parameters<typeof bookOnline>[1] = {}) => {
    const booked = await bookOnline(patient, options);
    await paystack.pay(booked.payment.reference!);
    expect((await get(server, `${VERIFY}?reference=${booked.payment.reference}`, patient.auth)).status).toBe(
      200,
    );
    return booked;
  };

  it('give the whole deposit back for a visit cancelled before the cut-off', async () => {
    const patient = await quickUser(server);
    const booked = await paid(patient);
    const res = await post(
      server,
      CANCEL,
      { appointmentId: booked._id, reason: 'Feeling better' },
      patient.auth,
    );
    expect(res.status).toBe(200);
    expect(paystack.refunds).toContainEqual({ reference: booked.payment.reference, amount: 450_000 });
    const row = await paymentOf(booked.payment.reference!);
    expect(row).toMatchObject({ state: 'refunded', refunded_kobo: 450_000 });
  });

  it("give the policy's share back for a visit the clinic cancels after the cut-off", async () => {
    const patient = await quickUser(server);
    const booked = await atClinicTimeToday(server, '07:00', () =>
      paid(patient, { date: dmy(TODAY), time: '12:00' }),
    );
    // 11:00: an hour before the visit, inside the two hours' cut-off
    const res = await atClinicTimeToday(server, '11:00', () =>
      post(server, CANCEL, { appointmentId: booked._id, reason: 'Doctor called away' }, as.staff.auth),
    );
    expect(res.status).toBe(200);
    expect(paystack.refunds).toContainEqual({ reference: booked.payment.reference, amount: 225_000 });
    expect(await paymentOf(booked.payment.reference!)).toMatchObject({
      state: 'partially refunded',
      refunded_kobo: 225_000,
    });
  });

  it('are made by hand by an admin with a reason, never beyond what was paid', async () => {
    const patient = await quickUser(server);
    const booked = await paid(patient);
    const payment = await paymentOf(booked.payment.reference!);
    const tooMuch = await post(
      server,
      REFUND,
      { paymentId: payment.id, amountKobo: 450_001, reason: 'Goodwill' },
      as.admin.auth,
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(
      'A refund cannot be more than what is left of the payment (450000 kobo)',
    );
    expect(await paymentOf(booked.payment.reference!)).toMatchObject({ state: 'success', refunded_kobo: 0 });
    const noReason = await post(
      server,
      REFUND,
      { paymentId: payment.id, amountKobo: 100_000 },
      as.admin.auth,
    );
    expect(noReason.status).toBe(400);

    const part = await post(
      server,
      REFUND,
      { paymentId: payment.id, amountKobo: 100_000, reason: 'Goodwill' },
      as.admin.auth,
    );
    expect(part.status).toBe(200);
    const rest = await post(
      server,
      REFUND,
      { paymentId: payment.id, amountKobo: 350_001, reason: 'The rest' },
      as.admin.auth,
    );
    expect(rest.status).toBe(409);
    expect(
      (
        await post(
          server,
          REFUND,
          { paymentId: payment.id, amountKobo: 350_000, reason: 'The rest' },
          as.admin.auth,
        )
      ).status,
    ).toBe(200);
    expect(await paymentOf(booked.payment.reference!)).toMatchObject({
      state: 'refunded',
      refunded_kobo: 450_000,
    });
    expect(paystack.refunds.filter((r) => r.reference === booked.payment.reference)).toEqual([
      { reference: booked.payment.reference, amount: 100_000 },
      { reference: booked.payment.reference, amount: 350_000 },
    ]);
    const staff = await post(
      server,
      REFUND,
      { paymentId: payment.id, amountKobo: 1, reason: 'x' },
      as.staff.auth,
    );
    expect(staff.status).toBe(403);
  });
});

describe('an unpaid booking', () => {
  it('holds its place for the policy’s minutes, then is released: the patient told, the waitlist moved up', async () => {
    const full = await quickDoctor(server, { firstName: 'Bisi', totalSlots: 1 });
    const date = dmy(addDays(TODAY, 3));
    const unpaid = await quickUser(server, { name: 'Slow Payer' });
    const booked = await bookOnline(unpaid, { date, with: full });
    const waiting = await quickUser(server, { name: 'Waiting Patient' });
    const join = await post(
      server,
      '/api/bookAppointment/join-waitlist',
      { doctorId: full.doctor.id, date, time: '11:00' },
      waiting.auth,
    );
    expect(join.status).toBe(201);

    // 29 minutes on: still held
    server.clock.advance(29 * 60_000);
    server.app.jobs.holds.kick();
    await server.app.jobs.holds.idle();
    expect((await visitRow(server, booked._id)).status).toBe('pending');

    server.clock.advance(2 * 60_000);
    server.app.jobs.holds.kick();
    await server.app.jobs.holds.idle();
    expect(await visitRow(server, booked._id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Not paid within 30 minutes of booking',
    });
    expect((await paymentOf(booked.payment.reference!)).state).toBe('abandoned');
    expect((await notificationsOf(server, unpaid.user.id)).length).toBeGreaterThan(0);
    const promoted = await server.db
      .selectFrom('appointments')
      .select('status')
      .where('user_id', '=', waiting.user.id)
      .where('doctor_id', '=', full.doctor.id)
      .execute();
    expect(promoted).toEqual([{ status: 'pending' }]);
  });
});
