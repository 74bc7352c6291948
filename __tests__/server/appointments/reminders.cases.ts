import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { addDays } from '../../../src/shared/clinicDays';
import { drainOutbox, startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { startServerProcess } from '../../helpers/server-process';
import {
  CANCEL,
  RESCHEDULE,
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
import {
  approval,
  lagosInstant,
  longDate,
  mailsTo,
  parsed,
  scanReminders,
} from '../../helpers/mail-fixtures';
import { eventually } from '../../helpers/eventually';

const HOUR = 3_600_000;
const onPostgres = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE === 'postgres';

let server: TestServer;
let doctor: QuickDoctor;
beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 1000 });
});
afterAll(() => server.close());

const approve = (appointmentId: string, date: string) =>
  post(server, STATUS, approval(appointmentId, date), doctor.auth);

/**
 * A patient's visit approved through the API for the clinic's date and minute `msFromNow` from now;
 * the booking's date and time are set straight in the database, as booking only takes clinic hours.
 */
async function approvedVisitIn(msFromNow: number) {
  const patient = await quickUser(server);
  const id = await book(server, patient, doctor, addDays(TODAY, 1));
  const { date, time } = clinicClockIn(msFromNow);
  await server.db.updateTable('appointments').set({ date, time }).where('id', '=', id).execute();
  expect((await approve(id, date)).status).toBe(200);
  await drainOutbox(server);
  return { id, patient, email: patient.user.email, date, time, visitAt: lagosInstant(date, time) };
}

const reminderRows = (appointmentId: string) =>
  server.db
    .selectFrom('appointment_reminders')
    .select(['visit_at', 'due_at', 'sent_at'])
    .where('appointment_id', '=', appointmentId)
    .execute();

/** Every reminder owed for the appointment falls due now, as if the hours had passed. */
const makeDue = (appointmentId: string) =>
  server.db
    .updateTable('appointment_reminders')
    .set({ due_at: sql<Date>`now() - interval '1 minute'` })
    .where('appointment_id', '=', appointmentId)
    .execute();

/** The arrival window the visit was told at its approval. */
const windowOf = (id: string) => arrivalWindowOf(server, id);

const remindersTo = async (email: string) =>
  (await mailsTo(server, email)).filter((m) => m.subject.startsWith('Reminder:'));

test('a visit approved 3 days ahead owes one reminder 24 h before it, sent once when due', async () => {
  const visit = await approvedVisitIn(3 * 24 * HOUR);
  expect(await reminderRows(visit.id)).toEqual([
    { visit_at: visit.visitAt, due_at: new Date(visit.visitAt.getTime() - 24 * HOUR), sent_at: null },
  ]);
  await scanReminders(server);
  expect(await remindersTo(visit.email)).toHaveLength(0);

  await makeDue(visit.id);
  await scanReminders(server);
  const [reminder, ...more] = await remindersTo(visit.email);
  expect(more).toHaveLength(0);
  // said at the start of the arrival window the visit was told
  const told = await windowOf(visit.id);
  expect(reminder.subject).toBe(`Reminder: Dr. Ada Eze, ${longDate(visit.date, told.arrive_from!)}`);
  expect(reminder.text).toContain(longDate(visit.date, told.arrive_from!));
  expect(reminder.text).toContain(`Please come between ${told.arrive_from} and ${told.arrive_by}.`);
  expect((await reminderRows(visit.id))[0].sent_at).toBeInstanceOf(Date);

  await scanReminders(server);
  await scanReminders(server);
  expect(await remindersTo(visit.email)).toHaveLength(1);
});

test('approved less than 24 h ahead: reminded at once for a visit in 5 h, not at all for one in 90 min', async () => {
  const soon = await approvedVisitIn(5 * HOUR);
  const tooSoon = await approvedVisitIn(1.5 * HOUR);
  const [row] = await reminderRows(soon.id);
  expect(row.due_at.getTime()).toBeLessThanOrEqual(Date.now());
  expect(row.due_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(await reminderRows(tooSoon.id)).toEqual([]);

  await scanReminders(server);
  expect(await remindersTo(soon.email)).toHaveLength(1);
  expect(await remindersTo(tooSoon.email)).toHaveLength(0);
});

describe('no reminder for a time the visit no longer has', () => {
  const moveTo = (id: string, auth: Record<string, string>, date: string) =>
    post(server, RESCHEDULE, { appointmentId: id, date: dmy(date), time: '11:00' }, auth);
  const NEW_DATE = addDays(TODAY, 5);

  test('cancelled by the patient', async () => {
    const visit = await approvedVisitIn(3 * 24 * HOUR);
    const res = await post(
      server,
      CANCEL,
      { appointmentId: visit.id, reason: 'Travelling' },
      visit.patient.auth,
    );
    expect(res.status).toBe(200);
    await makeDue(visit.id);
    await scanReminders(server);
    expect(await remindersTo(visit.email)).toHaveLength(0);
  });

  test('moved and then rejected', async () => {
    const visit = await approvedVisitIn(3 * 24 * HOUR);
    expect((await moveTo(visit.id, visit.patient.auth, NEW_DATE)).status).toBe(200);
    const rejected = { appointmentId: visit.id, status: 'rejected', comment: 'Fully booked' };
    expect((await post(server, STATUS, rejected, doctor.auth)).status).toBe(200);
    await makeDue(visit.id);
    await scanReminders(server);
    expect(await remindersTo(visit.email)).toHaveLength(0);
  });

  test('moved and approved again: one reminder, for the new time', async () => {
    const visit = await approvedVisitIn(3 * 24 * HOUR);
    expect((await moveTo(visit.id, visit.patient.auth, NEW_DATE)).status).toBe(200);
    expect((await approve(visit.id, NEW_DATE)).status).toBe(200);
    expect(await reminderRows(visit.id)).toMatchObject([{ visit_at: lagosInstant(NEW_DATE, '11:00') }]);
    await makeDue(visit.id);
    await scanReminders(server);
    const reminders = await remindersTo(visit.email);
    const told = await windowOf(visit.id);
    expect(reminders.map((m) => m.subject)).toEqual([
      `Reminder: Dr. Ada Eze, ${longDate(NEW_DATE, told.arrive_from!)}`,
    ]);
  });
});

/**
 * `count` approved visits of as many new patients, two days ahead, each with its reminder due now;
 * written straight into the database (approving each through the API is shown above). Their addresses.
 */
async function dueReminders(count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const date = addDays(TODAY, 2);
  const patients = await server.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Reminded ${i}`,
        email: `reminded-${tag}-${i}@example.com`,
        phone: '+234 800 000 0000',
        password_hash: 'not-a-hash',
        is_verified: true,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const visits = await server.db
    .insertInto('appointments')
    .values(
      patients.map((p) => ({
        user_id: p.id,
        doctor_id: doctor.doctor.id,
        date,
        time: '10:00',
        status: 'approved' as const,
        schedule_date: date,
      })),
    )
    .returning('id')
    .execute();
  await server.db
    .insertInto('appointment_reminders')
    .values(
      visits.map((v) => ({
        appointment_id: v.id,
        visit_at: lagosInstant(date, '10:00'),
        due_at: sql<Date>`now() - interval '1 minute'`,
      })),
    )
    .execute();
  return patients.map((p) => p.email);
}

/** How many reminder mails each address received. */
async function remindersPer(emails: string[]): Promise<number[]> {
  const wanted = new Set(emails);
  const mails = await parsed(server.smtp.messages.filter((m) => m.to.some((to) => wanted.has(to))));
  const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
  return emails.map((email) => reminders.filter((m) => m.to.includes(email)).length);
}

const unsentReminders = async () => {
  const row = await server.db
    .selectFrom('appointment_reminders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sent_at', 'is', null)
    .where('due_at', '<=', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const unsentMails = async () => {
  const row = await server.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

test('two instances scanning every 50 ms send each of 100 due reminders exactly once, and a restart sends none again', async () => {
  const emails = await dueReminders(100);
  const fast = { REMINDER_SCAN_SECONDS: '0.05' };
  const instances = await Promise.all([startSecondInstance(server, fast), startSecondInstance(server, fast)]);
  try {
    await eventually(
      async () => (await unsentReminders()) === 0 && (await unsentMails()) === 0,
      'every reminder queued and mailed',
      30_000,
    );
  } finally {
    await Promise.all(instances.map((i) => i.close()));
  }
  await drainOutbox(server);
  expect(await remindersPer(emails)).toEqual(emails.map(() => 1));

  const restarted = await startSecondInstance(server, fast);
  await scanReminders(server, restarted.app);
  await restarted.close();
  await drainOutbox(server);
  expect(await remindersPer(emails)).toEqual(emails.map(() => 1));
});

/** The due reminders of these patients that a scan could claim now (FOR UPDATE SKIP LOCKED, as it does). */
const CLAIMABLE = `
  SELECT r.appointment_id FROM appointment_reminders AS r
  JOIN appointments AS a ON a.id = r.appointment_id JOIN users AS u ON u.id = a.user_id
  WHERE u.email = ANY($1) AND r.sent_at IS NULL AND r.due_at <= now()
  FOR UPDATE OF r SKIP LOCKED`;

/**
 * Sessions waiting for a lock while they write mails into the outbox. Asked outside the blocking
 * transaction: inside one, pg_stat_activity keeps showing what it showed first.
 */
const QUEUEING_WAITS = sql<{ pid: number }>`
  SELECT pid FROM pg_stat_activity
  WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO mail_outbox%'`;

/** A connection of its own to the file's PostgreSQL schema. */
async function connect() {
  const client = new pg.Client({
    connectionString: server.target.url,
    options: `-c search_path=${server.target.schema}`,
  });
  await client.connect();
  return client;
}

(onPostgres ? describe : describe.skip)(
  'a scanner that dies mid-batch loses no reminder (PostgreSQL only: embedded PGlite lives and dies with its one process)',
  () => {
    test('rows held by a transaction whose connection is cut are skipped meanwhile, then claimed by the next scan and sent once', async () => {
      const emails = await dueReminders(10);
      const crashing = await connect();
      crashing.on('error', () => undefined);
      await crashing.query('BEGIN');
      // the claim sendDueReminders makes, by a scanner that then dies before it commits
      const held = await crashing.query(CLAIMABLE, [emails]);
      expect(held.rowCount).toBe(10);
      await scanReminders(server);
      expect(await remindersPer(emails)).toEqual(emails.map(() => 0));

      crashing.connection.stream.destroy();
      await eventually(async () => {
        await scanReminders(server);
        return (await remindersPer(emails)).every((n) => n > 0);
      }, 'the reminders of the dead scanner sent by the next scan');
      expect(await remindersPer(emails)).toEqual(emails.map(() => 1));
    });

    test('kill -9 of a server process inside its reminder batch: the next scan sends each of those reminders once', async () => {
      const { url, schema } = server.target;
      const scoped = new URL(url ?? '');
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      const child = await startServerProcess({
        DATABASE_URL: scoped.toString(),
        SMTP_URL: server.smtp.url,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        REMINDER_SCAN_SECONDS: '0.05',
      });
      // holding back writes to the outbox stops the process's scan after its claim, inside the batch;
      // this instance's own scan waits until then, so the claim is the process's
      await server.app.jobs.reminders.stop();
      const blocker = await connect();
      let emails: string[] = [];
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE mail_outbox IN SHARE MODE');
        emails = await dueReminders(10);
        await eventually(
          async () => (await QUEUEING_WAITS.execute(server.db)).rows.length > 0,
          'the process stopped inside its batch',
          8000,
        );
        // every one of them is held by the process's open transaction
        expect((await blocker.query(CLAIMABLE, [emails])).rowCount).toBe(0);
      } finally {
        await child.stop('SIGKILL');
        await blocker.query('COMMIT');
        await blocker.end();
        server.app.jobs.reminders.start();
      }
      await eventually(async () => {
        await scanReminders(server);
        return (await remindersPer(emails)).every((n) => n > 0);
      }, 'the reminders of the killed process sent by the next scan');
      expect(await remindersPer(emails)).toEqual(emails.map(() => 1));
    });
  },
);
