import { addDays } from '../../../src/shared/clinicDays';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import {
  STATUS,
  TODAY,
  book,
  clinicClockIn,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  arrivalWindowOf,
} from '../../helpers/appointment-fixtures';
import { approval } from '../../helpers/mail-fixtures';
import { eventually } from '../../helpers/eventually';
import { startTestSmsc, type TestSmsc } from '../../helpers/peers/test-smsc';
import { catalogue, filled } from '../../helpers/catalogue-text';

const TOMORROW = addDays(TODAY, 1);
let smsc: TestSmsc;
let server: TestServer;
let doctor: QuickDoctor;
let numbers = 0;
/** A fresh Nigerian mobile number for each patient, in E.164. */
const nextNumber = () => `+2348031${200000 + (numbers += 1)}`;

beforeAll(async () => {
  smsc = await startTestSmsc();
  server = await startTestServer({
    env: { SMS_SMPP_URL: smsc.url, SMS_QUIET_HOURS: 'off', MAIL_RETRY_SECONDS: '0.2' },
  });
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 1000 });
  await smsc.waitForBind();
});
afterAll(async () => {
  await server.close();
  await smsc.close();
});

const patientWithPhone = (language?: string) => quickUser(server, { phone: nextNumber(), language });

/** The texts the SMSC got for this number once `count` of them arrived. */
async function textsTo(number: string, count: number) {
  await eventually(async () => smsc.textsTo(number).length >= count, `${count} text(s) to ${number}`);
  return smsc.textsTo(number).map((t) => t.text);
}

const outboxOf = (appointmentId: string) =>
  server.db
    .selectFrom('sms_outbox')
    .select(['kind', 'state', 'failed_reason', 'parts'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('created_at')
    .execute();

/** The arrival window the visit was told at its approval. */
const windowOf = (id: string) => arrivalWindowOf(server, id);

/** An approved visit three hours from now, whose reminder (REMINDER_HOURS 24) is due at once. */
async function remindedVisit(language?: string) {
  const patient = await patientWithPhone(language);
  const id = await book(server, patient, doctor, TOMORROW);
  const { date, time } = clinicClockIn(3 * 3_600_000);
  await server.db.updateTable('appointments').set({ date, time }).where('id', '=', id).execute();
  expect((await post(server, STATUS, approval(id, date), doctor.auth)).status).toBe(200);
  server.app.jobs.reminders.kick();
  await server.app.jobs.reminders.idle();
  const number = patient.user.phone;
  await textsTo(number, 3);
  return { patient, id, number, date, time };
}

test('a booking and its approval are texted to the patient, and receipts settle each text', async () => {
  const patient = await patientWithPhone();
  const id = await book(server, patient, doctor, TOMORROW);
  expect((await post(server, STATUS, approval(id, TOMORROW), doctor.auth)).status).toBe(200);
  const [received, approved] = await textsTo(patient.user.phone, 2);
  expect(received).toBe(
    `We got your request to see Dr. Ada Eze on ${dmy(TOMORROW)} at 10:00. We will text you once it is approved.`,
  );
  const told = await windowOf(id);
  expect(approved).toBe(
    `Approved: Dr. Ada Eze, ${dmy(TOMORROW)}, Ikeja. Please come between ${told.arrive_from} and ${told.arrive_by}.`,
  );
  await eventually(async () => (await outboxOf(id)).every((t) => t.state === 'submitted'), 'both submitted');

  const [first, second] = smsc.textsTo(patient.user.phone);
  expect(await smsc.receipt(first!.messageIds[0]!, 'DELIVRD')).toBe(0);
  expect(await smsc.receipt(second!.messageIds[0]!, 'UNDELIV', '001')).toBe(0);
  expect(await outboxOf(id)).toEqual([
    { kind: 'booking-received', state: 'delivered', failed_reason: null, parts: 1 },
    { kind: 'approved', state: 'failed', failed_reason: 'UNDELIV (err 001)', parts: 1 },
  ]);
});

test("texts go in the patient's language; a long one in UCS-2 is cut into parts the phone joins again", async () => {
  const hausa = await patientWithPhone('ha');
  await book(server, hausa, doctor, TOMORROW);
  const [text] = await textsTo(hausa.user.phone, 1);
  expect(text).toBe(
    filled(catalogue('ha', 'sms')['sms.bookingReceived']!, {
      doctor: 'Dr. Ada Eze',
      date: dmy(TOMORROW),
      time: '10:00',
    }),
  );
  expect(smsc.textsTo(hausa.user.phone)[0]).toMatchObject({ dataCoding: 0, parts: 1 });

  const yoruba = await patientWithPhone('yo');
  await book(server, yoruba, doctor, TOMORROW);
  const [long] = await textsTo(yoruba.user.phone, 1);
  expect(long).toBe(
    filled(catalogue('yo', 'sms')['sms.bookingReceived']!, {
      doctor: 'Dr. Ada Eze',
      date: dmy(TOMORROW),
      time: '10:00',
    }),
  );
  const sent = smsc.textsTo(yoruba.user.phone)[0]!;
  expect(sent.dataCoding).toBe(8);
  expect(sent.parts).toBe(Math.ceil(long!.length / 67));
});

test('a family member without a phone is texted on the account holder’s phone', async () => {
  const holder = await patientWithPhone();
  const child = await server.db
    .insertInto('users')
    .values({ name: 'Tunde Obi', phone: '', holder_id: holder.user.id, relationship: 'child' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await post(
    server,
    '/api/bookAppointment/book-appointment',
    {
      doctorId: doctor.doctor.id,
      date: TOMORROW,
      time: '11:00',
      patientId: child.id,
    },
    holder.auth,
  );
  expect(res.status).toBe(201);
  const [text] = await textsTo(holder.user.phone, 1);
  expect(text).toContain(`Dr. Ada Eze on ${dmy(TOMORROW)} at 11:00`);
});

test('the reminder asks for 1 or 2; 1 confirms the visit, and the answer is in the audit log', async () => {
  const { id, number, date, time } = await remindedVisit();
  const reminders = await textsTo(number, 3);
  const told = await windowOf(id);
  // the visit's own check-in link follows, for its day (phone-check-in.cases.ts)
  expect(reminders[2]).toMatch(
    new RegExp(
      `^Reminder: Dr\\. Ada Eze, ${dmy(date)}, Ikeja\\. Please come between ${told.arrive_from} and ${told.arrive_by}\\. Reply 1 to confirm, 2 to cancel\\. On the day, check in here: http\\S+/check-in/v/\\S+$`,
    ),
  );
  expect(await smsc.reply(number, ' yes ')).toBe(0);
  const [answer] = (await textsTo(number, 4)).slice(3);
  expect(answer).toBe(`Thank you. Your visit with Dr. Ada Eze on ${dmy(date)} at ${time} is confirmed.`);
  const row = await server.db
    .selectFrom('appointments')
    .select('confirmed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.confirmed_at).toBeInstanceOf(Date);
  const audit = await server.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'outcome'])
    .where('target', '=', id)
    .where('action', 'like', 'SMS%')
    .execute();
  expect(audit).toEqual([{ action: 'SMS reply: confirm', target: id, outcome: 'success' }]);
});

test('2 cancels the reminded visit under the patient’s own rules, and the cancellation is texted', async () => {
  const { id, number, date } = await remindedVisit();
  await smsc.reply(number, '2');
  const texts = await textsTo(number, 4);
  expect(texts[3]).toBe(
    `Your visit with Dr. Ada Eze on ${dmy(date)} is cancelled. Reason: Cancelled by text`,
  );
  const row = await server.db
    .selectFrom('appointments')
    .select(['status', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'cancelled', cancel_reason: 'Cancelled by text' });
});

test('2 inside the cut-off changes nothing and says why', async () => {
  const { id, number } = await remindedVisit();
  // the visit moves to within the two-hour cut-off
  const { date, time } = clinicClockIn(30 * 60_000);
  await server.db
    .updateTable('appointments')
    .set({ date, time, schedule_date: date })
    .where('id', '=', id)
    .execute();
  await smsc.reply(number, 'CANCEL');
  expect((await textsTo(number, 4))[3]).toBe('It is too late to cancel by text. Please call the clinic.');
  const row = await server.db
    .selectFrom('appointments')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('approved');
});

test('STOP stops every text to the number until START; other words get the help text; strangers change nothing', async () => {
  const patient = await patientWithPhone();
  const number = patient.user.phone;
  await smsc.reply(number, 'STOP');
  expect(await textsTo(number, 1)).toEqual([
    'You will get no more texts from us. Reply START to get them again.',
  ]);
  const stopped = await server.db
    .selectFrom('users')
    .select('appointment_texts')
    .where('id', '=', patient.user.id)
    .executeTakeFirstOrThrow();
  expect(stopped.appointment_texts).toBe(false);
  const id = await book(server, patient, doctor, TOMORROW);
  expect(await outboxOf(id)).toEqual([]);

  await smsc.reply(number, 'start');
  expect((await textsTo(number, 2))[1]).toBe('Texts are on again. Reply STOP to stop them.');
  await smsc.reply(number, 'hello?');
  expect((await textsTo(number, 3))[2]).toBe(
    'Reply 1 to confirm your next visit, 2 to cancel it, STOP to stop texts.',
  );

  const before = smsc.texts().length;
  const auditBefore = await server.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(await smsc.reply('+2348099999999', 'STOP')).toBe(0);
  const auditAfter = await server.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(auditAfter.n).toBe(auditBefore.n);
  expect(smsc.texts().length).toBe(before);
});

test('a throttling SMSC slows the sender down; a text is still sent once', async () => {
  smsc.throttle(2);
  const patient = await patientWithPhone();
  await book(server, patient, doctor, TOMORROW);
  expect(await textsTo(patient.user.phone, 1)).toHaveLength(1);
});

test('while the SMSC is down texts wait; once it is back the link binds again and each goes once', async () => {
  const binds = smsc.binds();
  await smsc.down();
  const patient = await patientWithPhone();
  const id = await book(server, patient, doctor, TOMORROW);
  await eventually(async () => {
    const row = await server.db
      .selectFrom('sms_outbox')
      .select('last_error')
      .where('appointment_id', '=', id)
      .executeTakeFirst();
    return Boolean(row?.last_error);
  }, 'a failed attempt');
  expect(smsc.textsTo(patient.user.phone)).toEqual([]);
  await smsc.up();
  expect(await textsTo(patient.user.phone, 1)).toHaveLength(1);
  expect(smsc.binds()).toBeGreaterThan(binds);
  // the SMSC answers before the outbox writes it down
  await eventually(async () => (await outboxOf(id))[0]?.state === 'submitted', 'submitted');
  expect((await outboxOf(id)).map((t) => t.state)).toEqual(['submitted']);
});

test('two instances sending the same outbox send each text once', async () => {
  const second = await startSecondInstance(server, { SMS_SMPP_URL: smsc.url, SMS_QUIET_HOURS: 'off' });
  try {
    const patients = await Promise.all(Array.from({ length: 6 }, () => patientWithPhone()));
    await Promise.all(patients.map((p) => book(server, p, doctor, TOMORROW)));
    second.app.jobs.texts?.kick();
    for (const p of patients) await textsTo(p.user.phone, 1);
    await new Promise((resolve) => setImmediate(resolve));
    for (const p of patients) expect(smsc.textsTo(p.user.phone)).toHaveLength(1);
  } finally {
    await second.close();
  }
});

test("the desk reads an appointment's texts and their states; /metrics counts them", async () => {
  const patient = await patientWithPhone();
  const id = await book(server, patient, doctor, TOMORROW);
  await textsTo(patient.user.phone, 1);
  await eventually(async () => (await outboxOf(id))[0]?.state === 'submitted', 'submitted');
  const staff = await quickUser(server, { flags: { is_staff: true } });
  const res = await server.app.inject({
    url: `/api/desk/appointment-texts?appointmentId=${id}`,
    headers: staff.auth,
  });
  expect(res.json()).toMatchObject({
    success: true,
    data: [
      { kind: 'booking-received', toNumber: patient.user.phone, state: 'submitted', failedReason: null },
    ],
  });
  const own = await server.app.inject({
    url: `/api/desk/appointment-texts?appointmentId=${id}`,
    headers: patient.auth,
  });
  expect(own.statusCode).toBe(403);
  const metrics = (await server.app.inject({ url: '/metrics' })).body;
  expect(metrics).toMatch(/clinicbook_sms_texts_total\{state="submitted"\} [1-9]/);
  expect(metrics).toMatch(/clinicbook_sms_outbox_queued \d/);
});
