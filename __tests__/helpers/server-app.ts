import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db, type OpenDatabase } from '../../src/server/db/connect';
import { readConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/services/mailer';
import { startSmtpCapture } from './smtp';

/**
 * A whole server for one test file: a fresh in-memory PGlite (jest project "server"), or in project
 * "server-pg" a fresh schema on TEST_DATABASE_URL; mail goes to a real SMTP listener on loopback.
 */
export async function startTestServer(options: { staticDir?: string; env?: Record<string, string> } = {}) {
  const onPostgres = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE === 'postgres';
  const url = onPostgres ? process.env.TEST_DATABASE_URL : undefined;
  let schema: string | undefined;
  if (url) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const database = await openDatabase({ url, schema });
  const smtp = await startSmtpCapture();
  const config = {
    ...readConfig({ SEED: 'none', ...options.env }),
    staticDir: options.staticDir,
    smtpUrl: smtp.url,
    databaseUrl: url,
  };
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db, listen: database.listen, mailer });

  async function close() {
    await app.close();
    await database.close();
    await smtp.close();
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  }
  return { app, db: database.db, listen: database.listen, smtp, close, target: { url, schema } };
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
  const config = readConfig({ SEED: 'none', ...env });
  const mailer = createMailer({ smtpUrl: server.smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db, listen: database.listen, mailer });
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

/** argon2 is deliberately slow; users made with the same password share one hash (each hash is salted anyway). */
const hashes = new Map<string, Promise<string>>();
async function hashOnce(password: string): Promise<string> {
  const { hashPassword } = await import('../../src/server/services/passwords');
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

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
      password_hash: await hashOnce(password),
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
 * Lets the instance's outbox sender finish every mail that is due now (issue 13), so a test reads
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
      .where('next_attempt_at', '<=', new Date())
      .executeTakeFirstOrThrow();
    if (Number(due.n) === 0) return;
  }
}
