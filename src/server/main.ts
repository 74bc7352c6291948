import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { serveBackups } from './db/backup-socket';
import { buildApp } from './app';
import { createMailer } from './mail/mailer';
import { createSmsTransport } from './sms/create-transport';
import { inboundHandler } from './texts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoBoardPath, seedEmptyDatabase } from './seed';
import { appointmentDepsOf } from './hooks';
import { keepInsightsZone } from './insights';

async function main() {
  const config = readConfig();
  const appointments = appointmentDepsOf(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // before the demo data, so the insights rollups its visits make are in the clinic's zone from the first
  await keepInsightsZone(database.db, config.clinicTimezone);
  const created = await seedEmptyDatabase(database.db, {
    demo: config.seed === 'demo',
    timeZone: config.clinicTimezone,
    policy: appointments.policy,
    admin:
      config.adminEmail && config.adminPassword
        ? { email: config.adminEmail, password: config.adminPassword }
        : undefined,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const sms = createSmsTransport(config, {
    onInbound: inboundHandler(database.db, appointments),
    onError: (message, err) => console.error(message, err),
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    mailer,
    sms,
    logger: { level: config.logLevel },
  });
  // only this process can read the embedded database: `npm run backup` asks it (db/backup-socket.ts)
  if (database.dumpDataDir) await serveBackups(app, database.dumpDataDir, config.dataDir);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const site = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nClinicBook is running at ${site} (${where})`);
  if (config.seed === 'demo') {
    console.log(`Demo accounts (password for every one: ${DEMO_PASSWORD}):`);
    const list = created.length > 0 ? created : DEMO_ACCOUNTS;
    for (const a of list) console.log(`  ${a.role.padEnd(11)} ${a.email.padEnd(30)} ${a.name}`);
    // the waiting-room board of today's demo clinic day, while an admin has not revoked it
    const board = await demoBoardPath(database.db);
    if (board) console.log(`  ${'Board'.padEnd(11)} ${site}${board}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
