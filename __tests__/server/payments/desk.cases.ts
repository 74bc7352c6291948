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

const RECORD = '/api/desk/record-payment';
const VOID = '/api/desk/void-payment';
const ALL = '/api/admin/get-all-appointments?pageSize=100';

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
let day = 1;

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'desk-pay');
  doctor = await quickDoctor(server, { firstName: 'Tunde', totalSlots: 100 });
});
afterAll(async () => server.close());

const visit = async () => {
  day += 1;
  return book(server, await quickUser(server), doctor, dmy(addDays(TODAY, day)));
};
const paymentOfVisit = async (id: string) => {
  const res = await get(server, ALL, as.staff.auth);
  return (res.body.data as { _id: string; payment: unknown }[]).find((row) => row._id === id)?.payment;
};
const year = Number(TODAY.slice(0, 4));

describe('payments at the desk', () => {
  it('are recorded with a receipt number, and the visit shows what is paid and owed', async () => {
    const id = await visit();
    const res = await post(
      server,
      RECORD,
      { appointmentId: id, method: 'pos', amountKobo: 400_000, reference: 'POS-7781' },
      as.staff.auth,
    );
    expect(res.status).toBe(201);
    const data = res.body.data as { paymentId: string; receiptNumber: string };
    expect(data.receiptNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(res.body.message).toBe(`Payment recorded: receipt ${data.receiptNumber}`);
    expect(await paymentOfVisit(id)).toEqual({
      state: 'success',
      paidKobo: 400_000,
      dueKobo: 500_000,
      covered: false,
    });
    const row = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', data.paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      method: 'pos',
      outside_reference: 'POS-7781',
      recorded_by: as.staff.user.id,
    });
  });

  it('refuse more than is owed, and bad input, changing nothing', async () => {
    const id = await visit();
    const tooMuch = await post(
      server,
      RECORD,
      { appointmentId: id, method: 'cash', amountKobo: 900_001 },
      as.staff.auth,
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('That is more than is owed for this visit (900000 kobo)');
    const badMethod = await post(
      server,
      RECORD,
      { appointmentId: id, method: 'cheque', amountKobo: 100 },
      as.staff.auth,
    );
    expect(badMethod.status).toBe(400);
    expect(JSON.stringify(badMethod.body)).toContain('Please choose cash, POS or transfer');
    const fraction = await post(
      server,
      RECORD,
      { appointmentId: id, method: 'cash', amountKobo: 10.5 },
      as.staff.auth,
    );
    expect(fraction.status).toBe(400);
    expect(await paymentOfVisit(id)).toEqual({
      state: 'none',
      paidKobo: 0,
      dueKobo: 900_000,
      covered: false,
    });
  });

  it('are not recorded by a patient or a doctor', async () => {
    const id = await visit();
    for (const role of ['patient', 'doctor'] as const) {
      const res = await post(
        server,
        RECORD,
        { appointmentId: id, method: 'cash', amountKobo: 100 },
        as[role].auth,
      );
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await paymentOfVisit(id)).toMatchObject({ paidKobo: 0 });
  });

  it('are voided with a reason, kept, and count for nothing after', async () => {
    const id = await visit();
    const res = await post(
      server,
      RECORD,
      { appointmentId: id, method: 'cash', amountKobo: 900_000 },
      as.staff.auth,
    );
    const { paymentId } = res.body.data as { paymentId: string };
    expect((await post(server, VOID, { paymentId }, as.staff.auth)).status).toBe(400);
    const voided = await post(server, VOID, { paymentId, reason: 'Typed on the wrong visit' }, as.staff.auth);
    expect(voided.status).toBe(200);
    expect(voided.body.message).toBe('Payment voided');
    expect(await paymentOfVisit(id)).toEqual({
      state: 'none',
      paidKobo: 0,
      dueKobo: 900_000,
      covered: false,
    });
    const row = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ void_reason: 'Typed on the wrong visit', voided_by: as.staff.user.id });
    const again = await post(server, VOID, { paymentId, reason: 'Twice' }, as.staff.auth);
    expect(again.status).toBe(409);
    expect((await post(server, VOID, { paymentId, reason: 'x' }, as.patient.auth)).status).toBe(403);
  });

  it('number their receipts without gaps, also when many desks record at once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => visit()));
    const answers = await Promise.all(
      ids.map((appointmentId) =>
        post(server, RECORD, { appointmentId, method: 'transfer', amountKobo: 1000 }, as.staff.auth),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const rows = await server.db
      .selectFrom('payments')
      .select('receipt_number')
      .where('receipt_year', '=', year)
      .orderBy('receipt_number')
      .execute();
    expect(rows.map((r) => r.receipt_number)).toEqual(rows.map((_, i) => i + 1));
  });
});
