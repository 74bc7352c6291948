import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../../src/server/db/migrate';

/**
 * One migrated in-memory PGlite, kept as a data-folder tarball, that every server and e2e test file
 * starts from: a fresh PGlite spends about 4 s in initdb and 2 s in the migrations, a copy 1.5 s.
 * The file is named by what shapes it (PGlite's version and the migrations' text), so an edited
 * migration makes a new one and a stale copy is never used.
 */
const ROOT = path.resolve(__dirname, '../..');
const DB_DIR = path.join(ROOT, 'src/server/db');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/clinicbook-tests');

/** A short name for what shapes a migrated database: PGlite's version and the migrations' text. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(fs.readFileSync(path.join(DB_DIR, 'migrate.ts')));
  hash.update(fs.readFileSync(path.join(DB_DIR, 'run-statements.ts')));
  // the migrations sit in folders by tens (000-009/, 010-019/, …): every file below, by its path
  const migrations = path.join(DB_DIR, 'migrations');
  const files = fs
    .readdirSync(migrations, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(migrations, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(migrations, file)));
  return hash.digest('hex').slice(0, 16);
}

const templateFile = () => path.join(CACHE_DIR, `pglite-migrated-${migrationsHash()}.tar`);

/** jest globalSetup of the projects that open PGlite: makes the migrated copy unless it exists. */
export default async function makeMigratedTemplate(): Promise<void> {
  const file = templateFile();
  if (fs.existsSync(file)) return;
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const tarball = await pglite.dumpDataDir('none');
  await db.destroy();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** The migrated copy to open, or undefined (a fresh migrate) when globalSetup did not make one. */
export function migratedTemplate(): Blob | undefined {
  const file = templateFile();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
