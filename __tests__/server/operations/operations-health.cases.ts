import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';

let server: TestServer;

// opening a database takes long on a busy machine
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});

const ask = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
};

test('/healthz says ok while the process serves, with no token and nothing more', async () => {
  expect(await ask('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
});

test('/readyz says ready when the database answers and every migration is recorded, with no maintenance left', async () => {
  // a new database builds the declared indexes in the background just after start
  await server.app.jobs.maintenance.idle();
  expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready', maintenance: [] } });
});

test('/readyz says unavailable while a migration this build knows is missing, and ready again after', async () => {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(server.db);
  const [last] = rows;
  await sql`DELETE FROM kysely_migration WHERE name = ${last.name}`.execute(server.db);
  try {
    expect(await ask('/readyz')).toEqual({ status: 503, body: { status: 'unavailable' } });
    // liveness is about the process, not the database
    expect(await ask('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  } finally {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last.name}, ${last.timestamp})`.execute(
      server.db,
    );
  }
  expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready', maintenance: [] } });
});
