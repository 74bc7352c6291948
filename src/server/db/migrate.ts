import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema';
import * as accounts from './migrations/000-009/001_accounts';
import * as catalogue from './migrations/000-009/002_catalogue';
import * as clinicDays from './migrations/000-009/003_clinic_days';
import * as appointments from './migrations/000-009/004_appointments';
import * as reviews from './migrations/000-009/005_reviews';
import * as auditLog from './migrations/000-009/006_audit_log';
import * as listIndexes from './migrations/000-009/007_list_indexes';
import * as patientSide from './migrations/000-009/008_patient_side';
import * as waitlistAndClosings from './migrations/000-009/009_waitlist_and_closings';
import * as listScale from './migrations/010-019/010_list_scale';
import * as dashboardTallies from './migrations/010-019/011_dashboard_tallies';
import * as nameSearch from './migrations/010-019/012_name_search';
import * as patients from './migrations/010-019/013_patients';
import * as mfaSessions from './migrations/010-019/014_mfa_sessions';
import * as rateLimits from './migrations/010-019/015_rate_limits';
import * as clinicDay from './migrations/010-019/016_clinic_day';
import * as insights from './migrations/010-019/017_insights';
import * as maintenance from './migrations/010-019/018_maintenance';
import * as language from './migrations/010-019/019_language';
import * as messageLanguage from './migrations/020-029/020_message_language';
import * as phoneNumbers from './migrations/020-029/021_phone_numbers';
import * as textMessages from './migrations/020-029/022_text_messages';
import * as doctorPhoneNumbers from './migrations/020-029/023_doctor_phone_numbers';
import * as apiClients from './migrations/020-029/024_api_clients';
import * as webhooks from './migrations/020-029/025_webhooks';
import * as series from './migrations/020-029/026_series';
import * as queuePrefixes from './migrations/020-029/027_queue_prefixes';
import * as arrivalWindows from './migrations/020-029/028_arrival_windows';
import * as publishedFiles from './migrations/020-029/029_published_files';
import * as phoneCheckIn from './migrations/030-039/030_phone_check_in';
import * as doctorLeave from './migrations/030-039/031_doctor_leave';
import * as privacyConsent from './migrations/030-039/032_privacy_consent';
import * as dataRights from './migrations/030-039/033_data_rights';
import * as recordAccess from './migrations/030-039/034_record_access';
import * as payments from './migrations/030-039/035_payments';
import * as movedVisits from './migrations/030-039/036_moved_visits';
import * as doctorPrefix from './migrations/030-039/037_doctor_prefix';

/**
 * Every migration, in order, under the name each database records for it (kysely_migration): a file
 * may move (they are grouped by tens in folders), its name here never changes, or a database
 * migrated before would run it again. Add new ones at the end; never edit one that has shipped.
 */
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
  '010_list_scale': listScale,
  '011_dashboard_tallies': dashboardTallies,
  '012_name_search': nameSearch,
  '013_patients': patients,
  '014_mfa_sessions': mfaSessions,
  '015_rate_limits': rateLimits,
  '016_clinic_day': clinicDay,
  '017_insights': insights,
  '018_maintenance': maintenance,
  '019_language': language,
  '020_message_language': messageLanguage,
  '021_phone_numbers': phoneNumbers,
  '022_text_messages': textMessages,
  '023_doctor_phone_numbers': doctorPhoneNumbers,
  '024_api_clients': apiClients,
  '025_webhooks': webhooks,
  '026_series': series,
  '027_queue_prefixes': queuePrefixes,
  '028_arrival_windows': arrivalWindows,
  '029_published_files': publishedFiles,
  '030_phone_check_in': phoneCheckIn,
  '031_doctor_leave': doctorLeave,
  '032_privacy_consent': privacyConsent,
  '033_data_rights': dataRights,
  '034_record_access': recordAccess,
  '035_payments': payments,
  '036_moved_visits': movedVisits,
  '037_doctor_prefix': doctorPrefix,
};

/** The names a current database has recorded in its migration table (the readiness check compares). */
export const migrationNames = (): string[] => Object.keys(MIGRATIONS);

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function migratorOf(db: Kysely<unknown>): Promise<Migrator> {
  // Without a schema the migrator takes its bookkeeping tables in *any* schema as its own, so a second
  // schema on one server (each PostgreSQL test file has one) would skip creating them and fail.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrationTableSchema = rows[0].schema;
  return new Migrator({ db, provider, migrationTableSchema });
}

/**
 * Brings the schema up to `name` and no further: the schema of an earlier release, which upgrade
 * tests and the upgrade bench fill with data before today's server starts on it.
 */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await (await migratorOf(db)).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed: ${String(error)}`);
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = await migratorOf(db);
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Before migrating, Kysely looks for its own tables by introspecting every schema of the
    // database; a schema dropped meanwhile (another instance's, or a finished test file's) makes
    // that read fail with "relation … does not exist" (42P01) or "schema … does not exist" (3F000).
    // Nothing was migrated: try again.
    const code = (error as { code?: string } | undefined)?.code;
    const vanished = !failed && (code === '42P01' || code === '3F000');
    if (!vanished || attempt >= 3) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  }
}

/**
 * When this database recorded `migration`: the moment the feature it brought first ran here, for
 * rules that must not judge what came before them (a sweep judges only visits from the day it first
 * ran on this database).
 */
export async function migratedAt(db: Kysely<Database>, migration: string): Promise<Date | null> {
  const { rows } = await sql<{ timestamp: string }>`
    SELECT timestamp FROM kysely_migration WHERE name = ${migration}`.execute(db);
  return rows[0] ? new Date(rows[0].timestamp) : null;
}
