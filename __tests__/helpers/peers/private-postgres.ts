import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './tcp-relay';

/** Debian's PostgreSQL server programs (initdb, pg_ctl), or null where none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  return found ?? null;
}

/**
 * A PostgreSQL server of our own, in a temporary folder on a free port, that a test may stop and
 * start at will without touching the shared one. PostgreSQL refuses to run as root, so as root it
 * runs as the `postgres` user.
 */
export async function startPrivatePostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs are not installed');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-private-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
