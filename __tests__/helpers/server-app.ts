import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { openDatabase, type Db, type OpenDatabase } from '../../src/server/db/connect';
import { readConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { startSmtpCapture } from './smtp';
import { cheapHash } from './cheap-hash';
import { migratedTemplate } from './pglite-template';
import { databaseFromTemplate } from './postgres-template';
import { earlierRelease, type EarlierRelease } from './scenarios/earlier-release';
import { smsTransportOf } from './peers/sms-transport';

/** The server's clock for two-factor codes: the real one, moved on by what a test skips ahead. */
function testClock() {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    /** Moves the clock on instead of waiting for it. */
    advance: (ms: number) => {
      ahead += ms;
    },
  };
}

/**
 * Where a server-pg file's data lives: a copy of the migrated template database, or for an upgrade
 * test (which starts from an earlier schema) an empty schema of its own on TEST_DATABASE_URL.
 */
async function postgresTarget(empty: boolean) {
  const url = process.env.TEST_DATABASE_URL as string;
  if (!empty) return databaseFromTemplate(url);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await onServer(`CREATE SCHEMA ${schema}`);
  return { url, schema, drop: () => onServer(`DROP SCHEMA ${schema} CASCADE`) };
}

/**
 * A whole server for one test file: a fresh in-memory PGlite (jest project "server"), or in project
 * "server-pg" a fresh copy of the migrated PostgreSQL template; mail goes to a real SMTP listener on loopback.
 */
export async function startTestServer(
  options: {
    staticDir?: string;
    env?: Record<string, string>;
    logger?: AppDeps['logger'];
    /** start on a database at an earlier release's schema, filled with its data (upgrade tests) */
    upgradeFrom?: EarlierRelease;
    /** told of every route as it is registered */
    onRoute?: AppDeps['onRoute'];
  } = {},
) {
  const onPostgres = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE === 'postgres';
  const where = onPostgres ? await postgresTarget(Boolean(options.upgradeFrom)) : undefined;
  const url = where?.url;
  const startFrom = options.upgradeFrom
    ? await earlierRelease(options.upgradeFrom, where)
    : migratedTemplate();
  const database = await openDatabase({ url, schema: where?.schema, startFrom: url ? undefined : startFrom });
  const smtp = await startSmtpCapture();
  const config = {
    // suites sign in far more than 20 times a minute from 127.0.0.1; rate-limit tests lower it
    ...readConfig({ SEED: 'none', AUTH_RATE_PER_MINUTE: '1000000', ...options.env }),
    staticDir: options.staticDir,
    smtpUrl: smtp.url,
    databaseUrl: url,
  };
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const clock = testClock();
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    mailer,
    sms: smsTransportOf(config, database.db),
    logger: options.logger,
    clock: clock.now,
    onRoute: options.onRoute,
  });
  // the $bulk-publish copy is built as the server starts: done before a test counts statements
  await app.jobs.bulkPublish.idle();

  async function close() {
    await app.close();
    await database.close();
    await smtp.close();
    await where?.drop();
  }
  return {
    app,
    db: database.db,
    listen: database.listen,
    smtp,
    clock,
    close,
    target: { url, schema: where?.schema },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Another server instance on the same data, as a second process behind a load balancer would be:
 * on PostgreSQL its own pool and LISTEN connection; embedded PGlite lives in one process, so there
 * the second instance shares the handle. Not listening on a port; call `app.listen` when needed.
 */
export async function startSecondInstance(server: TestServer, env: Record<string, string> = {}) {
  const database: Pick<OpenDatabase, 'db' | 'listen' | 'close'> = server.target.url
    ? await openDatabase(server.target)
    : { db: server.db, listen: server.listen, close: async () => undefined };
  const config = readConfig({ SEED: 'none', AUTH_RATE_PER_MINUTE: '1000000', ...env });
  const mailer = createMailer({ smtpUrl: server.smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    mailer,
    sms: smsTransportOf(config, database.db),
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The product's password rule satisfied. */
export const GOOD_PASSWORD = 'Secret#2026';

/** Inserts a verified user with the given flags straight into the database and returns a token for it. */
export async function createUser(
  server: { app: FastifyInstance; db: Db },
  options: {
    email: string;
    name?: string;
    password?: string;
    flags?: {
      is_admin?: boolean;
      is_staff?: boolean;
      is_doctor?: boolean;
      reg_doctor?: boolean;
      is_verified?: boolean;
    };
  },
) {
  const password = options.password ?? GOOD_PASSWORD;
  const row = await server.db
    .insertInto('users')
    .values({
      name: options.name ?? options.email.split('@')[0],
      email: options.email.toLowerCase(),
      phone: '+234 800 000 0000',
      password_hash: await cheapHash(password),
      is_verified: true,
      ...options.flags,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: options.email, password },
  });
  const token = (login.json() as { data?: string }).data ?? '';
  return { user: row, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Lets the instance's outbox sender finish every mail that is due now, so a test reads
 * the outbox and the SMTP listener in a settled state. Mails waiting for a retry stay waiting.
 */
export async function drainOutbox(server: { app: FastifyInstance; db: Db }): Promise<void> {
  for (;;) {
    server.app.jobs.outbox.kick();
    await server.app.jobs.outbox.idle();
    const due = await server.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sent_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('next_attempt_at', '<=', new Date())
      .executeTakeFirstOrThrow();
    if (Number(due.n) === 0) return;
  }
}

/** The language stored on the account or patient record with this e-mail (null: none chosen). */
export async function storedLanguage(server: { db: Db }, email: string): Promise<string | null> {
  const row = await server.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.language;
}
