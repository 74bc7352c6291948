import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as accounts from './migrations/001_accounts';
import * as catalogue from './migrations/002_catalogue';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_catalogue': catalogue,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
