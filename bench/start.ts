import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './setup';
import { freePort } from '../__tests__/helpers/peers/tcp-relay';

const ROOT = path.resolve(__dirname, '..');
const TARGET_MS = 5_000;

/** Stops every process of the group (npm, tsx, the server) and waits until none is left. */
async function stopGroup(groupId: number) {
  process.kill(-groupId, 'SIGTERM');
  for (;;) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `npm start` as a newcomer types it, on an embedded database in `dataDir`: milliseconds until
 * /healthz answers 200. The whole process group is stopped afterwards (npm, tsx and the server).
 */
async function timedStart(dataDir: string, staticDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before it answered');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('npm start did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await stopGroup(child.pid as number);
  }
}

/**
 * Starting: on a built checkout `npm start` answers within 5 s. The build is made (or
 * found current) first and not timed; then a first start, which creates the embedded database and
 * its demo data, and a second on the same data, as every later start is.
 */
export async function startRows(): Promise<Row[]> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-start-dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-start-data-'));
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], {
      cwd: ROOT,
      env: { ...process.env, STATIC_DIR: staticDir },
      stdio: 'ignore',
    });
    const first = await timedStart(dataDir, staticDir);
    const again = await timedStart(dataDir, staticDir);
    const row = (name: string, ms: number): Row => ({
      name,
      value: `${(ms / 1000).toFixed(1)} s`,
      target: `≤ ${TARGET_MS / 1000} s`,
      pass: ms <= TARGET_MS,
    });
    return [
      row(
        'npm start on a built checkout, first start (creates the database and demo data) to /healthz 200',
        first,
      ),
      row('npm start on a built checkout, a later start to /healthz 200', again),
    ];
  } finally {
    fs.rmSync(staticDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
