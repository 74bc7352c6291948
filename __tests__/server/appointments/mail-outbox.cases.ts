import { addDays } from '../../../src/shared/clinicDays';
import { drainOutbox, startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { startSmtpCapture, type SmtpCapture } from '../../helpers/smtp';
import type { ReadMail } from '../../helpers/mail-read';
import {
  CANCEL,
  DOCTOR_COMPLETE,
  RESCHEDULE,
  STATUS,
  TODAY,
  appointmentRow,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  arrivalWindowOf,
} from '../../helpers/appointment-fixtures';
import {
  approval,
  lagosInstant,
  longDate,
  mailTo,
  mailsOf,
  outboxOf,
  parsed,
  startHeldDoor,
  startMailingInstance,
  unsentAbout,
} from '../../helpers/mail-fixtures';
import { eventually } from '../../helpers/eventually';

const CLINIC = 'Lagoon Clinic';
const APP_URL = 'https://clinic.example';
const [D1, D2, D3, D4, D5] = [2, 3, 4, 5, 6].map((n) => addDays(TODAY, n));
const THIRTY_MINUTES = 30 * 60_000;

let server: TestServer;
let doctor: QuickDoctor;
beforeAll(async () => {
  server = await startTestServer({ env: { CLINIC_NAME: CLINIC, APP_URL } });
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 500 });
});
afterAll(() => server.close());

/** Each mail as [recipient, what it is about (the subject before the colon)], sorted. */
const summary = (mails: ReadMail[]) => mails.map((m) => [m.to.join(), m.subject.split(':')[0]]).sort();

/** The mail names the clinic, the doctor, service, place, the visit's long date and the app page, as text and as HTML. */
function expectDetails(mail: ReadMail, when: string, page: string, more: string[] = []) {
  for (const part of [mail.text, mail.html]) {
    for (const fact of [CLINIC, 'Dr. Ada Eze', 'Cardiology', 'Ikeja', when, `${APP_URL}${page}`, ...more]) {
      expect(part).toContain(fact);
    }
  }
}

/** The arrival window the visit was told at its approval. */
const windowOf = (id: string) => arrivalWindowOf(server, id);

test('booking, approval, the patient’s move, a new approval and the patient’s cancel each mail the right people, and keep one calendar entry up to date', async () => {
  const patient = await quickUser(server, { name: 'Grace Obi' });
  const [you, doc] = [patient.user.email, doctor.user.email];
  const uid = (id: string) => `${id}@clinicbook`;

  const booked = await mailsOf(server, () => book(server, patient, doctor, D1, '10:00'));
  const id = booked.answer;
  expect(summary(booked.mails)).toEqual([
    [doc, 'New booking'],
    [you, 'Booking received'],
  ]);
  expectDetails(mailTo(booked.mails, you), longDate(D1, '10:00'), '/appointments');
  expect(mailTo(booked.mails, you).calendar).toBeNull();
  expectDetails(mailTo(booked.mails, doc), longDate(D1, '10:00'), '/doctor/appointments', ['Grace Obi']);

  const approved = await mailsOf(server, () => post(server, STATUS, approval(id, D2), doctor.auth));
  expect(summary(approved.mails)).toEqual([[you, 'Appointment approved']]);
  const invitation = mailTo(approved.mails, you);
  // an approval tells the visit its arrival window: the mail and the invitation start at it
  const told = await windowOf(id);
  expectDetails(invitation, longDate(D2, told.arrive_from!), '/appointments', [
    'Bring your card',
    `Please come between ${told.arrive_from} and ${told.arrive_by}.`,
  ]);
  // a time at the clinic in Lagos (UTC+1) is an hour later than in UTC
  const start = lagosInstant(D2, told.arrive_from!);
  expect(invitation.calendar).toMatchObject({
    method: 'REQUEST',
    uid: uid(id),
    status: 'CONFIRMED',
    start,
    end: new Date(start.getTime() + THIRTY_MINUTES),
  });

  const moved = await mailsOf(server, () =>
    post(server, RESCHEDULE, { appointmentId: id, date: dmy(D3), time: '11:30' }, patient.auth),
  );
  expect(moved.answer.status).toBe(200);
  expect(moved.answer.body.message).toBe(`Appointment rescheduled to ${dmy(D3)}`);
  expect(summary(moved.mails)).toEqual([
    [doc, 'Appointment moved'],
    [you, 'Appointment moved'],
  ]);
  const update = mailTo(moved.mails, you);
  expectDetails(update, longDate(D3, '11:30'), '/appointments');
  expect(update.calendar).toMatchObject({
    method: 'REQUEST',
    uid: uid(id),
    start: lagosInstant(D3, '11:30'),
  });
  expect(update.calendar!.sequence).toBeGreaterThan(invitation.calendar!.sequence);
  expectDetails(mailTo(moved.mails, doc), longDate(D3, '11:30'), '/doctor/appointments', ['Grace Obi']);
  expect(mailTo(moved.mails, doc).calendar).toBeNull();

  const reapproved = await mailsOf(server, () => post(server, STATUS, approval(id, D4), doctor.auth));
  const reinvitation = mailTo(reapproved.mails, you);
  expect(reinvitation.calendar).toMatchObject({
    method: 'REQUEST',
    uid: uid(id),
    start: lagosInstant(D4, (await windowOf(id)).arrive_from!),
  });
  expect(reinvitation.calendar!.sequence).toBeGreaterThanOrEqual(update.calendar!.sequence);

  const cancelled = await mailsOf(server, () =>
    post(server, CANCEL, { appointmentId: id, reason: 'Travelling' }, patient.auth),
  );
  expect(cancelled.answer.body).toEqual({ success: true, message: 'Appointment cancelled' });
  expect(summary(cancelled.mails)).toEqual([
    [doc, 'Appointment cancelled'],
    [you, 'Appointment cancelled'],
  ]);
  const removal = mailTo(cancelled.mails, you);
  expectDetails(removal, longDate(D4, '11:30'), '/appointments', ['Travelling']);
  expect(removal.calendar).toMatchObject({
    method: 'CANCEL',
    status: 'CANCELLED',
    uid: uid(id),
    start: lagosInstant(D4, '11:30'),
  });
  expect(removal.calendar!.sequence).toBeGreaterThan(reinvitation.calendar!.sequence);
  expectDetails(mailTo(cancelled.mails, doc), longDate(D4, '11:30'), '/doctor/appointments', [
    'Grace Obi',
    'Travelling',
  ]);
});

test('an approval that moves an invited visit to another date raises the invitation’s SEQUENCE, so calendars take the new time', async () => {
  const patient = await quickUser(server);
  const you = patient.user.email;
  const id = await book(server, patient, doctor, D1, '10:00');
  await drainOutbox(server);
  const first = await mailsOf(server, () => post(server, STATUS, approval(id, D1), doctor.auth));
  const moved = await mailsOf(server, () =>
    post(server, RESCHEDULE, { appointmentId: id, date: dmy(D2), time: '10:00' }, patient.auth),
  );
  // the clinic approves the move, but for another day than the one asked for
  const second = await mailsOf(server, () => post(server, STATUS, approval(id, D3), doctor.auth));
  const [invited, update, reinvited] = [first, moved, second].map(
    (step) => mailTo(step.mails, you).calendar!,
  );
  expect(update.start).toEqual(lagosInstant(D2, '10:00'));
  expect(reinvited.start).toEqual(lagosInstant(D3, (await windowOf(id)).arrive_from!));
  // RFC 5546 2.1.4: a new DTSTART is a significant change, and the organizer MUST raise SEQUENCE for it
  expect(update.sequence).toBeGreaterThan(invited.sequence);
  expect(reinvited.sequence).toBeGreaterThan(update.sequence);
});

test('a rejection mails the patient the clinic’s comment', async () => {
  const patient = await quickUser(server);
  const id = await book(server, patient, doctor, D1);
  await drainOutbox(server);
  const rejection = { appointmentId: id, status: 'rejected', comment: 'Dr. Eze is away that week' };
  const { mails } = await mailsOf(server, () => post(server, STATUS, rejection, doctor.auth));
  expect(summary(mails)).toEqual([[patient.user.email, 'Appointment not approved']]);
  expectDetails(mails[0], longDate(D1, '10:00'), '/appointments', ['Dr. Eze is away that week']);
  expect(mails[0].calendar).toBeNull();
});

test('a completion with a follow-up mails the patient the follow-up date', async () => {
  const patient = await quickUser(server);
  const id = await book(server, patient, doctor, D1);
  await post(server, STATUS, approval(id, D1), doctor.auth);
  await drainOutbox(server);
  const completion = {
    appointmentId: id,
    comment: 'Healing well',
    followUpNeeded: 'yes',
    followUpDate: dmy(D5),
  };
  const { mails } = await mailsOf(server, () => post(server, DOCTOR_COMPLETE, completion, doctor.auth));
  expect(summary(mails)).toEqual([[patient.user.email, 'Follow-up visit']]);
  const told = await windowOf(id);
  expectDetails(mails[0], longDate(D5, told.arrive_from!), '/appointments', [
    'Healing well',
    `Please come between ${told.arrive_from} and ${told.arrive_by}.`,
  ]);
});

test('a refused change writes no mail: an approval onto a full date (409) and a stranger’s cancel (403)', async () => {
  const small = await quickDoctor(server, { firstName: 'Obi', totalSlots: 1 });
  const [first, second, stranger] = await Promise.all([1, 2, 3].map(() => quickUser(server)));
  const taken = await book(server, first, small, D1);
  const waiting = await book(server, second, small, D2);
  expect((await post(server, STATUS, approval(taken, D1), small.auth)).status).toBe(200);
  await drainOutbox(server);
  const countRows = async () => (await server.db.selectFrom('mail_outbox').select('id').execute()).length;
  const rowsBefore = await countRows();
  const mailsBefore = server.smtp.messages.length;

  const full = await post(server, STATUS, approval(waiting, D1), small.auth);
  expect(full.status).toBe(409);
  expect(full.body.success).toBe(false);
  const foreign = await post(server, CANCEL, { appointmentId: waiting, reason: 'Not mine' }, stranger.auth);
  expect(foreign.status).toBe(403);

  await drainOutbox(server);
  expect(await countRows()).toBe(rowsBefore);
  expect(server.smtp.messages.length).toBe(mailsBefore);
  expect((await appointmentRow(server, waiting)).status).toBe('pending');
});

test('who switches appointment mail off gets none while the doctor still gets theirs; one-time codes still go', async () => {
  const patient = await quickUser(server);
  const off = await post(
    server,
    '/api/user/update-mail-preferences',
    { appointmentMail: false },
    patient.auth,
  );
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({
    success: true,
    message: 'E-mail preferences saved',
    data: { appointmentMail: false },
  });

  const { answer: id, mails } = await mailsOf(server, async () => {
    const booked = await book(server, patient, doctor, D1);
    await post(server, STATUS, approval(booked, D1), doctor.auth);
    return booked;
  });
  expect(summary(mails)).toEqual([[doctor.user.email, 'New booking']]);
  expect((await outboxOf(server, id)).map((row) => row.to_address)).toEqual([doctor.user.email]);

  const before = server.smtp.messages.length;
  const reset = await post(server, '/api/reset-Password/generate-reset-otp', { email: patient.user.email });
  expect(reset.status).toBe(200);
  expect(await server.smtp.codeFor(patient.user.email, before)).toMatch(/^\d{6}$/);

  await post(server, '/api/user/update-mail-preferences', { appointmentMail: true }, patient.auth);
  const afterOn = await mailsOf(server, () =>
    post(server, CANCEL, { appointmentId: id, reason: 'Feeling better' }, patient.auth),
  );
  expect(summary(afterOn.mails)).toEqual([
    [doctor.user.email, 'Appointment cancelled'],
    [patient.user.email, 'Appointment cancelled'],
  ]);
});

test('with the mail server down the mails wait and are retried; once it is back each arrives once, and a restart resends nothing', async () => {
  // a port where no mail server listens until the test starts one there
  const probe = await startSmtpCapture();
  await probe.close();
  const smtpUrl = `smtp://127.0.0.1:${probe.port}`;
  const env = { MAIL_RETRY_SECONDS: '0.2' };
  // only the instance under test sends: the file's server would deliver to its own listener
  await server.app.jobs.outbox.stop();
  let instance = await startMailingInstance(server, smtpUrl, env);
  let listener: SmtpCapture | undefined;
  try {
    const patient = await quickUser(server);
    const id = await book(server, patient, doctor, D1);
    // written with the booking, before any attempt to send
    expect(await outboxOf(server, id)).toHaveLength(2);
    await eventually(
      async () => (await outboxOf(server, id)).every((row) => row.attempts >= 2),
      'two failed attempts of each mail',
    );
    for (const row of await outboxOf(server, id)) {
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }

    listener = await startSmtpCapture({ port: probe.port });
    await eventually(
      async () => (await outboxOf(server, id)).every((row) => row.sent_at !== null),
      'both mails marked sent after the mail server came back',
    );
    await instance.app.jobs.outbox.idle();
    const delivered = () => parsed(listener!.messages).then(summary);
    expect(await delivered()).toEqual([
      [doctor.user.email, 'New booking'],
      [patient.user.email, 'Booking received'],
    ]);

    await instance.close();
    instance = await startMailingInstance(server, smtpUrl, env);
    await drainOutbox(instance);
    expect(listener.messages).toHaveLength(2);
  } finally {
    await instance.close();
    await listener?.close();
    server.app.jobs.outbox.start();
  }
});

test('two instances sending one outbox deliver each of 60 mails exactly once', async () => {
  const second = await startSecondInstance(server);
  const senders = [server.app.jobs.outbox, second.app.jobs.outbox];
  await Promise.all(senders.map((job) => job.stop()));
  const before = server.smtp.messages.length;
  try {
    const patients = await Promise.all(Array.from({ length: 30 }, () => quickUser(server)));
    const ids = await Promise.all(patients.map((p) => book(server, p, doctor, D3)));
    // both start at once and race for the same 60 rows
    senders.forEach((job) => job.start());
    await eventually(async () => (await unsentAbout(server, ids)) === 0, 'all 60 mails marked sent', 30_000);
  } finally {
    await second.close();
    server.app.jobs.outbox.start();
  }
  await drainOutbox(server);
  const mails = await parsed(server.smtp.messages.slice(before));
  const distinct = new Set(mails.map((m) => `${m.to.join()} ${m.subject}`));
  expect(mails).toHaveLength(60);
  expect(distinct.size).toBe(60);
});

test('a sender whose lease ran out while its mail server was slow does not send the rest of its batch again', async () => {
  await server.app.jobs.outbox.stop();
  const door = await startHeldDoor(server.smtp.port);
  const slow = await startMailingInstance(server, door.url, {});
  let id = '';
  let before = 0;
  try {
    const patient = await quickUser(server);
    id = await book(server, patient, doctor, D1);
    // the slow instance claimed both mails (lease 120 s) and waits at the door with the first
    await eventually(
      async () => door.held() && (await outboxOf(server, id)).every((r) => r.attempts === 1),
      'the claim',
    );
    // as if the 120 s lease had passed while the mail server was still silent
    await server.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date() })
      .where('appointment_id', '=', id)
      .execute();
    server.app.jobs.outbox.start();
    await drainOutbox(server);
    expect(await unsentAbout(server, [id])).toBe(0);
    before = server.smtp.messages.length;
    door.open();
    await eventually(async () => server.smtp.messages.length > before, 'the slow instance’s first mail');
    await slow.app.jobs.outbox.idle();
  } finally {
    server.app.jobs.outbox.start();
    await door.close();
    await slow.close();
  }
  // the mail it was already sending cannot be called back; the other one it had not begun
  expect(server.smtp.messages.length - before).toBe(1);
});

test('an instance stopped while its mail server is slow sends the mail it began and hands the rest of its batch back at once', async () => {
  await server.app.jobs.outbox.stop();
  const door = await startHeldDoor(server.smtp.port);
  const slow = await startMailingInstance(server, door.url, {});
  let id = '';
  try {
    const patient = await quickUser(server);
    id = await book(server, patient, doctor, D2);
    await eventually(
      async () => door.held() && (await outboxOf(server, id)).every((r) => r.attempts === 1),
      'the claim',
    );
    const stopped = slow.app.jobs.outbox.stop();
    door.open();
    await stopped;
    const rows = await outboxOf(server, id);
    // the first mail was on its way and went; the second, not begun, is due now and its try uncounted
    expect(rows.map((r) => [r.sent_at !== null, r.attempts]).sort()).toEqual([
      [false, 0],
      [true, 1],
    ]);
    const [handedBack] = await server.db
      .selectFrom('mail_outbox')
      .select(['next_attempt_at'])
      .where('appointment_id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
    expect(handedBack!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
  } finally {
    server.app.jobs.outbox.start();
    await door.close();
    await slow.close();
  }
  await drainOutbox(server);
  expect(await unsentAbout(server, [id])).toBe(0);
});
