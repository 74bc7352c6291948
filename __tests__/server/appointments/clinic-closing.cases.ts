import { sql } from 'kysely';
import { drainOutbox, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  BOOK,
  CANCEL,
  CHECK,
  STATUS,
  TODAY,
  book,
  clinicDateOf,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  visitRow,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { waitForMail } from '../../helpers/mail-read';
import { addDays } from '../../../src/shared/clinicDays';
import type { ClosedClinicDay } from '../../../src/shared/schemas/capacity';
import type { AuditPage } from '../../../src/shared/answers/audit';

/** Closing a clinic day: close, preview, reopen, lists, rebook, on PGlite and PostgreSQL. */

let server: TestServer;
let as: Record<RoleName, Made>;
const DATE = addDays(TODAY, 2);
const CLOSE = '/api/admin/close-clinic-day';
const REOPEN = '/api/admin/reopen-clinic-day';
const PREVIEW = '/api/admin/clinic-day-closing-preview';
const CLOSINGS = '/api/admin/closed-clinic-days';
const REBOOK = '/api/bookAppointment/rebook';

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'close');
});
afterAll(() => server.close());

type Caller = { auth: Record<string, string> };

const close = (
  who: Caller,
  of: QuickDoctor,
  when: object = { date: dmy(DATE) },
  reason = 'Family emergency',
) => post(server, CLOSE, { doctorId: of.doctor.id, ...when, reason }, who.auth);

const closedMessage = (of: QuickDoctor, date: string, reason = 'Family emergency') =>
  `Dr. ${of.doctor.first_name} Eze is not holding clinic on ${dmy(date)}: ${reason}`;

async function closingsOf(of: QuickDoctor) {
  return server.db
    .selectFrom('closed_clinic_days')
    .select(['reason', 'closed_by_name', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .where('doctor_id', '=', of.doctor.id)
    .orderBy('date')
    .execute();
}

/** `count` fresh patients with a pending request each on `date`, booked at once. */
async function booked(of: QuickDoctor, count: number, date = DATE) {
  const patients = await Promise.all(Array.from({ length: count }, () => quickUser(server)));
  const ids = await Promise.all(patients.map((p) => book(server, p, of, date)));
  return patients.map((patient, i) => ({ patient, id: ids[i] }));
}

const approve = (id: string, date = DATE) =>
  post(
    server,
    STATUS,
    { appointmentId: id, status: 'approved', comment: 'See you', schedule_date: dmy(date) },
    as.admin.auth,
  );

describe('close-clinic-day: who', () => {
  test.each(['admin', 'staff'] as const)('%s closes any doctor’s day', async (role) => {
    const doctor = await quickDoctor(server, { firstName: `By${role}` });
    const res = await close(as[role], doctor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Closed 1 clinic day; 0 appointments cancelled',
      data: { dates: [DATE], cancelled: 0 },
    });
    expect(await closingsOf(doctor)).toEqual([
      { date: DATE, reason: 'Family emergency', closed_by_name: `close-${role}` },
    ]);
  });

  test('the doctor closes their own day, not another doctor’s; patients may not', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Self' });
    const other = await quickDoctor(server, { firstName: 'Other' });
    for (const who of [other, as.patient, as.regDoctor, as.doctor]) {
      const res = await close(who, doctor);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await closingsOf(doctor)).toEqual([]);
    const own = await close(doctor, doctor);
    expect(own.status).toBe(200);
    expect((await closingsOf(doctor)).map((c) => c.date)).toEqual([DATE]);
  });
});

describe('close-clinic-day: dates', () => {
  const monday = clinicDateOf(['Monday'], addDays(TODAY, 1));
  let weekly: QuickDoctor;
  beforeAll(async () => {
    weekly = await quickDoctor(server, { firstName: 'Weekly', clinicDays: ['Monday'] });
  });

  test('a range closes only its clinic days', async () => {
    const res = await close(as.staff, weekly, {
      from: dmy(addDays(monday, -1)),
      to: dmy(addDays(monday, 8)),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Closed 2 clinic days; 0 appointments cancelled',
      data: { dates: [monday, addDays(monday, 7)], cancelled: 0 },
    });
    const again = await close(as.staff, weekly, { date: dmy(monday) });
    expect(again.body).toMatchObject({ success: true, message: 'Those clinic days were already closed' });
  });

  test('a date or range without a clinic day, a past date, a missing reason: 400 and nothing closed', async () => {
    const before = await closingsOf(weekly);
    const tuesday = addDays(monday, 1);
    const cases: Array<[object, string, string]> = [
      [
        { from: dmy(tuesday), to: dmy(addDays(tuesday, 5)) },
        'x',
        `Dr. Weekly Eze does not hold clinic between ${dmy(tuesday)} and ${dmy(addDays(tuesday, 5))}`,
      ],
      [{ date: dmy(tuesday) }, 'x', `Dr. Weekly Eze does not hold clinic on ${dmy(tuesday)}`],
      [{ date: dmy(addDays(TODAY, -7)) }, 'x', 'Only today or later dates can be closed or reopened'],
      [{ date: dmy(addDays(monday, 14)) }, '   ', 'Please give a reason'],
    ];
    for (const [when, reason, message] of cases) {
      const res = await close(as.admin, weekly, when, reason);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const noReason = await post(
      server,
      CLOSE,
      { doctorId: weekly.doctor.id, date: dmy(monday) },
      as.admin.auth,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason');
    expect(await closingsOf(weekly)).toEqual(before);
  });
});

describe('a closing with 30 live appointments', () => {
  let doctor: QuickDoctor;
  let visits: Array<{ patient: QuickUser; id: string }>;
  let completed: string;
  let rejected: string;
  let waiting: QuickUser[];

  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Busy', totalSlots: 31 });
    // the doctor's own mails (a new request each) are not what this is about: switched off, as on /profile
    await server.db
      .updateTable('users')
      .set({ appointment_mail: false })
      .where('id', '=', doctor.user.id)
      .execute();
    [{ id: rejected }] = await booked(doctor, 1);
    await post(server, STATUS, { appointmentId: rejected, status: 'rejected', comment: 'No' }, as.admin.auth);
    visits = await booked(doctor, 30);
    [{ id: completed }] = await booked(doctor, 1);
    for (const { id } of visits.slice(0, 10)) expect((await approve(id)).status).toBe(200);
    await server.db
      .updateTable('appointments')
      .set({ status: 'follow-up', schedule_date: DATE, follow_up_date: DATE })
      .where(
        'id',
        'in',
        visits.slice(10, 20).map((v) => v.id),
      )
      .execute();
    await server.db
      .updateTable('appointments')
      .set({ status: 'completed' })
      .where('id', '=', completed)
      .execute();
    // the date is full: two patients wait for a place
    waiting = await Promise.all([quickUser(server), quickUser(server)]);
    for (const patient of waiting) {
      const res = await post(
        server,
        '/api/bookAppointment/join-waitlist',
        { doctorId: doctor.doctor.id, date: dmy(DATE), time: '11:00' },
        patient.auth,
      );
      expect(res.status).toBe(201);
    }
    // the approval mails sent now, so the closing's are what the outbox holds
    await drainOutbox(server);
  });

  test('the preview counts them; the closing cancels all 30 with the reason, in one transaction', async () => {
    const preview = await get(
      server,
      `${PREVIEW}?doctorId=${doctor.doctor.id}&date=${dmy(DATE)}`,
      as.staff.auth,
    );
    expect(preview.body).toEqual({ success: true, data: { dates: [DATE], appointments: 30 } });

    const res = await close(as.admin, doctor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Closed 1 clinic day; 30 appointments cancelled',
      data: { dates: [DATE], cancelled: 30 },
    });
    const ids = visits.map((v) => v.id);
    const rows = await server.db
      .selectFrom('appointments')
      .select(['id', 'status', 'cancel_reason'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'cancelled', cancel_reason: closedMessage(doctor, DATE) });
    }
    expect((await visitRow(server, completed)).status).toBe('completed');
    expect((await visitRow(server, rejected)).status).toBe('rejected');

    const mails = await server.db
      .selectFrom('mail_outbox')
      .select(['appointment_id', 'ics_method', 'created_at'])
      .where('kind', '=', 'clinic-closed')
      .where('appointment_id', 'in', ids)
      .execute();
    expect(mails.map((m) => m.appointment_id).sort()).toEqual([...ids].sort());
    // now() is the transaction's start: one time for all 30 rows means one transaction wrote them
    expect(new Set(mails.map((m) => m.created_at.toISOString())).size).toBe(1);
    const approvedIds = new Set(visits.slice(0, 10).map((v) => v.id));
    for (const m of mails.filter((row) => approvedIds.has(row.appointment_id ?? ''))) {
      expect(m.ics_method).toBe('CANCEL');
    }
  });

  test('each patient is told, with a one-click rebook of the next open date; the waitlist is dropped with a notice', async () => {
    const offer = `${closedMessage(doctor, DATE)}. Your appointment is cancelled. Rebook on ${dmy(addDays(DATE, 1))} in one click.`;
    for (const { patient, id } of visits) {
      expect(await notesOf(server, patient.user.id)).toContainEqual({
        message: offer,
        on_click_path: `/appointments?rebook=${id}`,
      });
    }
    for (const patient of waiting) {
      expect(await notesOf(server, patient.user.id)).toContainEqual({
        message: `${closedMessage(doctor, DATE)}. You are no longer on its waitlist.`,
        on_click_path: '/appointments',
      });
    }
    const left = await server.db
      .selectFrom('waitlist_entries')
      .select('id')
      .where('doctor_id', '=', doctor.doctor.id)
      .execute();
    expect(left).toEqual([]);
  });

  test('the approved visit’s mail carries a calendar CANCEL; a pending one’s none', async () => {
    await drainOutbox(server);
    const about = (patient: QuickUser) =>
      waitForMail(
        server.smtp,
        (m) => m.to.includes(patient.user.email) && m.subject.startsWith('Clinic day cancelled'),
      );
    const approvedMail = await about(visits[0].patient);
    expect(approvedMail.calendar).toMatchObject({ method: 'CANCEL' });
    expect(approvedMail.text).toContain('Family emergency');
    const pendingMail = await about(visits[29].patient);
    expect(pendingMail.calendar).toBeNull();
  });

  test('the date takes no booking, approval or check; closed-dates lists it with its reason', async () => {
    const patient = await quickUser(server);
    const slot = { doctorId: doctor.doctor.id, date: dmy(DATE), time: '10:00' };
    const refusal = { success: false, message: closedMessage(doctor, DATE) };
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, slot, patient.auth);
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: refusal });
    }
    const elsewhere = await book(server, patient, doctor, addDays(DATE, 3));
    const onto = await approve(elsewhere, DATE);
    expect({ status: onto.status, body: onto.body }).toEqual({ status: 409, body: refusal });
    expect((await visitRow(server, elsewhere)).status).toBe('pending');

    const listed = await get(
      server,
      `/api/bookAppointment/closed-dates?doctorId=${doctor.doctor.id}`,
      patient.auth,
    );
    expect(listed.body).toEqual({ success: true, data: [{ date: DATE, reason: 'Family emergency' }] });
  });

  test('rebook: the patient books again at the same time, once; nobody else', async () => {
    const [first, second] = visits.slice(20);
    const res = await post(server, REBOOK, { appointmentId: first.id }, first.patient.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Appointment booked successfully',
      data: { status: 'pending', time: '10:00', doctorInfo: { _id: doctor.doctor.id } },
    });
    const twice = await post(server, REBOOK, { appointmentId: first.id }, first.patient.auth);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      success: false,
      message: 'Only a visit cancelled by a closed clinic day can be rebooked',
    });
    const stranger = await post(server, REBOOK, { appointmentId: second.id }, first.patient.auth);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ success: false, message: 'Appointment not found' });
    // the same click sent three times at once books once
    const burst = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(server, REBOOK, { appointmentId: second.id }, second.patient.auth),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  test('rebook books the date the notification offered', async () => {
    const { patient, id } = visits[22];
    const [note] = (await notesOf(server, patient.user.id)).filter((n) =>
      n.on_click_path?.includes('rebook='),
    );
    const offered = /Rebook on (\d{2}-\d{2}-\d{4})/.exec(note.message)?.[1];
    const res = await post(server, REBOOK, { appointmentId: id }, patient.auth);
    expect(res.status).toBe(201);
    expect(dmy((res.body.data as { date: string }).date)).toBe(offered);
  });

  test('rebook of an ordinarily cancelled visit: 409', async () => {
    const [{ patient, id }] = await booked(doctor, 1, addDays(DATE, 4));
    expect((await post(server, CANCEL, { appointmentId: id, reason: 'Travel' }, patient.auth)).status).toBe(
      200,
    );
    const res = await post(server, REBOOK, { appointmentId: id }, patient.auth);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Only a visit cancelled by a closed clinic day can be rebooked',
    });
  });
});

describe('all or nothing', () => {
  test('a failure at the 15th mail leaves no visit cancelled, no closing and no mail', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Fragile', totalSlots: 30 });
    const visits = await booked(doctor, 30);
    for (const { id } of visits.slice(0, 5)) await approve(id);
    const ids = visits.map((v) => v.id);
    const snapshot = () =>
      server.db
        .selectFrom('appointments')
        .select(['id', 'status', 'cancel_reason', 'calendar_sequence', 'rebook_after'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    const closingMails = () =>
      server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'clinic-closed')
        .where('appointment_id', 'in', ids)
        .execute();
    const before = await snapshot();

    await sql`CREATE SEQUENCE outbox_inserts`.execute(server.db);
    await sql`CREATE FUNCTION fail_fifteenth_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('outbox_inserts') = 15 THEN RAISE EXCEPTION 'injected failure at the 15th mail'; END IF;
        RETURN NEW;
      END $$`.execute(server.db);
    await sql`CREATE TRIGGER fail_fifteenth_mail BEFORE INSERT ON mail_outbox
      FOR EACH ROW EXECUTE FUNCTION fail_fifteenth_mail()`.execute(server.db);
    let inserts = 0;
    const dropFailure = async () => {
      const { rows } = await sql<{ n: string }>`SELECT last_value AS n FROM outbox_inserts`.execute(
        server.db,
      );
      inserts = Number(rows[0].n);
      await sql`DROP TRIGGER fail_fifteenth_mail ON mail_outbox`.execute(server.db);
      await sql`DROP FUNCTION fail_fifteenth_mail()`.execute(server.db);
      await sql`DROP SEQUENCE outbox_inserts`.execute(server.db);
    };
    const failed = await close(as.admin, doctor).finally(dropFailure);
    // 14 mails were written before the 15th failed: all of them rolled back with the rest
    expect(inserts).toBe(15);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.body.success).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await closingsOf(doctor)).toEqual([]);
    expect(await closingMails()).toEqual([]);
    for (const { patient } of visits) {
      expect(
        (await notesOf(server, patient.user.id)).filter((n) => n.message.includes('not holding clinic')),
      ).toEqual([]);
    }

    // the same closing without the failure goes through whole
    const res = await close(as.admin, doctor);
    expect(res.body).toMatchObject({ data: { dates: [DATE], cancelled: 30 } });
    expect(await closingMails()).toHaveLength(30);
  });
});

describe('reopen, the list of closings, the audit log', () => {
  test('reopen makes a future date bookable again; its cancelled visits stay cancelled', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Reopen' });
    const [{ patient, id }] = await booked(doctor, 1);
    expect((await close(doctor, doctor)).status).toBe(200);
    expect((await visitRow(server, id)).status).toBe('cancelled');

    const res = await post(server, REOPEN, { doctorId: doctor.doctor.id, date: dmy(DATE) }, as.staff.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Reopened 1 clinic day', data: { dates: [DATE] } });
    expect((await visitRow(server, id)).status).toBe('cancelled');
    expect(await closingsOf(doctor)).toEqual([]);
    const listed = await get(
      server,
      `/api/bookAppointment/closed-dates?doctorId=${doctor.doctor.id}`,
      patient.auth,
    );
    expect(listed.body).toEqual({ success: true, data: [] });
    const check = await post(
      server,
      CHECK,
      { doctorId: doctor.doctor.id, date: dmy(DATE), time: '10:00' },
      patient.auth,
    );
    expect(check.status).toBe(200);
    expect((await book(server, patient, doctor, DATE)).length).toBeGreaterThan(0);
  });

  test('reopening a never-closed date: 404; a past date: 400; a patient or another doctor: 403', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Never' });
    const reopen = (who: Caller, date: string) =>
      post(server, REOPEN, { doctorId: doctor.doctor.id, date: dmy(date) }, who.auth);
    const never = await reopen(as.admin, DATE);
    expect({ status: never.status, body: never.body }).toEqual({
      status: 404,
      body: { success: false, message: 'No closed clinic days in that range' },
    });
    const past = await reopen(as.admin, addDays(TODAY, -1));
    expect({ status: past.status, message: past.body.message }).toEqual({
      status: 400,
      message: 'Only today or later dates can be closed or reopened',
    });
    await close(as.admin, doctor);
    for (const who of [as.patient, await quickDoctor(server, { firstName: 'Stranger' })]) {
      const res = await reopen(who, DATE);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
    }
    expect(await closingsOf(doctor)).toHaveLength(1);
  });

  test('closed-clinic-days: who, when and why, newest first; a doctor sees only their own; patients 403', async () => {
    const mine = await quickDoctor(server, { firstName: 'Mine' });
    const theirs = await quickDoctor(server, { firstName: 'Theirs' });
    await close(mine, mine, { date: dmy(addDays(DATE, 1)) }, 'Training');
    await close(as.staff, theirs, { date: dmy(addDays(DATE, 1)) }, 'Strike');
    await close(as.admin, mine, { date: dmy(DATE) }, 'Leave');

    const all = await get(server, `${CLOSINGS}?pageSize=100`, as.admin.auth);
    expect(all.status).toBe(200);
    const rows = all.body.data as ClosedClinicDay[];
    expect(all.body.total).toBe(rows.length);
    const times = rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]).toEqual({
      _id: expect.any(String),
      doctorId: mine.doctor.id,
      doctorName: 'Mine Eze',
      date: DATE,
      reason: 'Leave',
      closedByName: 'close-admin',
      createdAt: expect.any(String),
      leave: null,
    });

    const own = await get(server, `${CLOSINGS}?pageSize=100`, mine.auth);
    expect(own.status).toBe(200);
    expect((own.body.data as ClosedClinicDay[]).map((r) => [r.date, r.reason, r.closedByName])).toEqual([
      [DATE, 'Leave', 'close-admin'],
      [addDays(DATE, 1), 'Training', mine.user.name],
    ]);
    const filtered = await get(server, `${CLOSINGS}?doctorId=${theirs.doctor.id}`, as.staff.auth);
    expect((filtered.body.data as ClosedClinicDay[]).map((r) => r.reason)).toEqual(['Strike']);
    const patient = await get(server, CLOSINGS, as.patient.auth);
    expect({ status: patient.status, body: patient.body }).toEqual({ status: 403, body: FORBIDDEN });
  });

  test('the audit log has the closing and the reopening', async () => {
    const doctor = await quickDoctor(server, { firstName: 'Audited' });
    await close(as.staff, doctor);
    await post(server, REOPEN, { doctorId: doctor.doctor.id, date: dmy(DATE) }, as.staff.auth);
    await server.app.auditWritesSettled();
    const res = await get(server, '/api/admin/audit-log?action=clinic-day&pageSize=100', as.admin.auth);
    const page = res.body.data as AuditPage;
    const ours = page.rows.filter((r) => r.target === doctor.doctor.id);
    expect(ours.map((r) => [r.action, r.actorEmail, r.outcome]).sort()).toEqual([
      ['POST /api/admin/close-clinic-day', 'close-staff@example.com', 'success'],
      ['POST /api/admin/reopen-clinic-day', 'close-staff@example.com', 'success'],
    ]);
  });
});
