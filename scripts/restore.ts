/**
 * `npm run restore -- <file>`: loads a backup of `npm run backup` into an empty database: the
 * PostgreSQL database DATABASE_URL names, or else the data folder DATA_DIR names. A database that
 * holds anything is refused. The server migrates the restored database on its next start.
 */
import fs from 'node:fs';
import pg from 'pg';
import { readConfig } from '../src/server/config';
import { BackupError, embeddedDir, libpqTarget, openEmbedded, runMain, runProgram } from './backup-tools';

type BackupKind = 'postgres' | 'embedded';

/** pg_dump's custom format starts with "PGDMP"; the embedded tarball is gzip (1f 8b). */
function kindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  return null;
}

/** Tables, views, sequences… outside PostgreSQL's own schemas. */
async function relationsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%'`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string) {
  const found = await relationsIn(url);
  if (found > 0) {
    throw new BackupError(
      `The database DATABASE_URL names is not empty: it holds ${found} table(s), view(s) or sequence(s). ` +
        'Restore only into an empty database: create a new one (createdb) and point DATABASE_URL at it.',
    );
  }
  const { env, dbname } = libpqTarget(url);
  // one transaction: a restore that fails part-way leaves the database empty, not half-filled
  const args = [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${dbname}`,
  ];
  await runProgram('pg_restore', [...args, file], env);
  return `PostgreSQL database "${dbname}"`;
}

async function restoreEmbedded(dataDir: string, file: string) {
  const dir = embeddedDir(dataDir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new BackupError(
      `The data folder ${dataDir} already holds a database. Restore only into an empty data folder: ` +
        'point DATA_DIR at a new folder, or stop the server and move this one away.',
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  try {
    const pglite = await openEmbedded(dir, new Blob([fs.readFileSync(file)]));
    await pglite.query('SELECT 1');
    await pglite.close();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return `embedded database in ${dataDir}`;
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new BackupError('Usage: npm run restore -- <file>');
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`);
  const config = readConfig();
  const kind = kindOf(file);
  if (kind === null) throw new BackupError(`${file} is not a backup made by npm run backup`);
  const wanted: BackupKind = config.databaseUrl ? 'postgres' : 'embedded';
  if (kind !== wanted) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder`,
    );
  }
  const where = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file)
    : await restoreEmbedded(config.dataDir, file);
  console.log(`Restored ${file} into the ${where}`);
}

runMain(main);
