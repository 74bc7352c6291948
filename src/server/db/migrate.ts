import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as accounts from './migrations/001_accounts';
import * as catalogue from './migrations/002_catalogue';
import * as clinicDays from './migrations/003_clinic_days';
import * as appointments from './migrations/004_appointments';
import * as reviews from './migrations/005_reviews';
import * as auditLog from './migrations/006_audit_log';
import * as listIndexes from './migrations/007_list_indexes';
import * as patientSide from './migrations/008_patient_side';
import * as waitlistAndClosings from './migrations/009_waitlist_and_closings';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_catalogue': catalogue,
  '003_clinic_days': clinicDays,
  '004_appointments': appointments,
  '005_reviews': reviews,
  '006_audit_log': auditLog,
  '007_list_indexes': listIndexes,
  '008_patient_side': patientSide,
  '009_waitlist_and_closings': waitlistAndClosings,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Without a schema the migrator takes its bookkeeping tables in *any* schema as its own, so a second
  // schema on one server (each PostgreSQL test file has one) would skip creating them and fail.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrationTableSchema = rows[0].schema;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
