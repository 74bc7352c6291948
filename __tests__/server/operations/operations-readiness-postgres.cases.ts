import { postgresBinDir, startPrivatePostgres } from '../../helpers/peers/private-postgres';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/connect';
import { readConfig } from '../../../src/server/config';
import { createMailer } from '../../../src/server/mail/mailer';

// brings its own PostgreSQL to stop and start, so it runs once, in the PGlite project
const onPglite = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE !== 'postgres';
const withPrivatePostgres = postgresBinDir() && onPglite ? test : test.skip;

withPrivatePostgres(
  'PostgreSQL stops: /readyz says unavailable and /healthz still ok; it starts again: ready again',
  async () => {
    const database = await startPrivatePostgres();
    const opened = await openDatabase({ url: database.url });
    const config = { ...readConfig({ SEED: 'none', DATABASE_URL: database.url }), staticDir: undefined };
    const mailer = createMailer({ from: config.mailFrom, dataDir: config.dataDir });
    const app = await buildApp({ config, db: opened.db, mailer });
    const ask = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    try {
      await app.jobs.maintenance.idle();
      expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready', maintenance: [] } });

      database.stop();
      expect(await ask('/readyz')).toEqual({ status: 503, body: { status: 'unavailable' } });
      expect(await ask('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

      database.start();
      // the pool's dead connections are dropped on their first use: ready within a few polls
      let answer = await ask('/readyz');
      for (let attempt = 0; attempt < 40 && answer.status !== 200; attempt++) {
        await new Promise((r) => setTimeout(r, 250));
        answer = await ask('/readyz');
      }
      expect(answer).toEqual({ status: 200, body: { status: 'ready', maintenance: [] } });
    } finally {
      await app.close();
      await opened.close();
      database.destroy();
    }
  },
  60_000,
);
