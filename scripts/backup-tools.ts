import { spawn } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A refusal or failure the operator can act on: printed alone, exit status 1. */
export class BackupError extends Error {}

/** Where the embedded database lives inside DATA_DIR (as src/server/db/connect.ts opens it). */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Opens an embedded database folder as the server does (pg_trgm for the name-search indexes). */
export const openEmbedded = (dir: string, loadDataDir?: Blob) =>
  PGlite.create({ dataDir: dir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

/**
 * DATABASE_URL as libpq's environment (PGHOST, PGPASSWORD, …) and the database's name: the
 * password stays out of the command line, which every user of the machine can read.
 */
export function libpqTarget(url: string): { env: NodeJS.ProcessEnv; dbname: string } {
  const parsed = new URL(url);
  const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
  const env: NodeJS.ProcessEnv = {
    PGHOST: param('host') ?? (parsed.hostname || undefined),
    PGPORT: param('port') ?? (parsed.port || undefined),
    PGUSER: decodeURIComponent(parsed.username) || param('user'),
    PGPASSWORD: decodeURIComponent(parsed.password) || param('password'),
    PGSSLMODE: param('sslmode'),
    PGOPTIONS: param('options'),
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const dbname = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || param('dbname') || 'postgres';
  return { env, dbname };
}

/** Runs one of PostgreSQL's client programs; its own error text becomes the failure. */
export function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed:\n${errors.trim()}`)),
    );
  });
}

/** Runs a script's main: a BackupError is told plainly, anything else with its stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  });
}
