import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './peers/tcp-relay';

const ROOT = path.resolve(__dirname, '../..');
// as e2e.ts has it; not imported from there, which would load the whole server and Playwright into a
// test that only starts processes
const DIST_DIR = process.env.E2E_DIST_DIR ?? path.join(ROOT, 'dist');

/** A fresh schema on the PostgreSQL of TEST_DATABASE_URL, and the URL that makes it the default. */
export async function freshSchema(url: string) {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * The real server as its own process (`node --import tsx src/server/main.ts`), as production runs
 * it, on the given database. Resolves once it answers.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: DIST_DIR,
      // tests and benches sign in far more than 20 times a minute from 127.0.0.1
      AUTH_RATE_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/user/get-all-clinic-day`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // not left running (and writing) behind the failed test
      throw new Error(`server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    output: () => output,
    /** A clean shutdown (SIGTERM), or with 'SIGKILL' the crash nothing can intercept. */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
