import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import moment from 'moment';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/connect';
import { readConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { drainOutbox, type TestServer } from './server-app';
import { dmy } from './appointment-fixtures';
import { readMail, type ReadMail } from './mail-read';
import type { CapturedMail } from './smtp';

type Instance = { app: FastifyInstance; db: Db };

/** The captured mails, parsed as a mail client reads them, in order of arrival. */
export const parsed = (messages: readonly CapturedMail[]): Promise<ReadMail[]> =>
  Promise.all(messages.map((m) => readMail(m.raw)));

/** What `change` answered, and the mails received while it ran and the outbox was then sent, parsed. */
export async function mailsOf<T>(server: TestServer, change: () => Promise<T>) {
  const before = server.smtp.messages.length;
  const answer = await change();
  await drainOutbox(server);
  return { answer, mails: await parsed(server.smtp.messages.slice(before)) };
}

/** The one mail of `mails` that went to `address`. */
export function mailTo(mails: ReadMail[], address: string): ReadMail {
  const found = mails.filter((m) => m.to.includes(address));
  if (found.length !== 1) throw new Error(`expected one mail to ${address}, found ${found.length}`);
  return found[0];
}

/** The mails captured so far that went to `address`. */
export const mailsTo = (server: TestServer, address: string) =>
  parsed(server.smtp.messages.filter((m) => m.to.includes(address)));

/** The outbox rows written about an appointment, oldest first. */
export const outboxOf = (server: TestServer, appointmentId: string) =>
  server.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'attempts', 'sent_at', 'last_error'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('created_at')
    .execute();

/** One run of the reminder scan of `app` (the server's own unless told), then the server's outbox sent. */
export async function scanReminders(server: Instance, app: FastifyInstance = server.app): Promise<void> {
  app.jobs.reminders.kick();
  await app.jobs.reminders.idle();
  await drainOutbox(server);
}

/**
 * Another app on the server's database whose mail goes to `smtpUrl`, e.g. a port where no mail
 * server listens yet (startSecondInstance always mails to the server's own listener).
 */
export async function startMailingInstance(server: TestServer, smtpUrl: string, env: Record<string, string>) {
  const config = readConfig({ SEED: 'none', AUTH_RATE_PER_MINUTE: '1000000', ...env });
  const mailer = createMailer({ smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, db: server.db, listen: server.listen, mailer });
  return { app, db: server.db, close: () => app.close() };
}

/** A clinic date and time as the mails write them, 'MMMM Do YYYY, h:mm a' (apart from the server's code). */
export const longDate = (date: string, time: string) =>
  moment(`${date} ${time}`, 'YYYY-MM-DD HH:mm').format('MMMM Do YYYY, h:mm a');

/** The change-appointment-status body that approves the visit for `date` ('YYYY-MM-DD'). */
export const approval = (appointmentId: string, date: string, comment = 'Bring your card') => ({
  appointmentId,
  status: 'approved',
  comment,
  schedule_date: dmy(date),
});

/** The instant of a clinic date and time in Africa/Lagos (UTC+1 all year), apart from the server's code. */
export const lagosInstant = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

/** How many mails about these appointments are not yet marked sent. */
export async function unsentAbout(server: TestServer, appointmentIds: string[]): Promise<number> {
  const row = await server.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('appointment_id', 'in', appointmentIds)
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A door on a free loopback port to the mail server on `port`: connections wait at it, unanswered,
 * until `open()`; a mail server that has become very slow.
 */
export async function startHeldDoor(port: number) {
  let opened = false;
  const waiting: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const door = net.createServer((socket) => {
    sockets.add(socket);
    const through = () => {
      const upstream = net.connect(port, '127.0.0.1');
      sockets.add(upstream);
      socket.pipe(upstream).pipe(socket);
    };
    if (opened) through();
    else waiting.push(through);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(door.address() as net.AddressInfo).port}`,
    /** Whether a connection is waiting at the door. */
    held: () => waiting.length > 0,
    open() {
      opened = true;
      waiting.splice(0).forEach((through) => through());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        door.close(() => resolve());
      }),
  };
}
