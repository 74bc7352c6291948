import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Patients apart from logins. A patient record is a row of users, so every list, index,
 * trigger and tally that means "a patient" (people lists, person_names, dashboard tallies,
 * appointments.user_id) keeps meaning it for records without a login: those have no passcode
 * (password_hash NULL) and may have no e-mail. A dependant names the account that manages it
 * (holder_id); a desk registration names the staff member who made it (registered_by).
 *
 * appointments.user_id stays the patient the visit is for, so every booking rule and index applies
 * to them; booked_by is who booked it, where that differs.
 *
 * find-patients matches any part of a name, of the phone's digits or of an e-mail through trigram
 * indexes (users_name_trgm and users_email_trgm exist since 007); phone_digits is kept by the
 * database, so '0803 123 4567' and '08031234567' are the same number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
    ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
    ALTER TABLE users ADD COLUMN holder_id uuid REFERENCES users(id) ON DELETE CASCADE;
    ALTER TABLE users ADD COLUMN relationship text;
    ALTER TABLE users ADD COLUMN date_of_birth date;
    ALTER TABLE users ADD COLUMN registered_by uuid REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE users ADD COLUMN phone_digits text
      GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;
    ALTER TABLE users ADD CONSTRAINT users_dependant_has_relationship
      CHECK (holder_id IS NULL OR relationship IS NOT NULL);
    CREATE INDEX users_holder ON users (holder_id, name, id) WHERE holder_id IS NOT NULL;
    CREATE INDEX users_phone_digits_trgm ON users USING gin (phone_digits public.gin_trgm_ops);
    CREATE INDEX users_name_phone ON users (lower(name), phone_digits);

    ALTER TABLE appointments ADD COLUMN booked_by uuid REFERENCES users(id) ON DELETE SET NULL
  `,
  );
  // a patient record without a login counts as active once booked, as a verified account does
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION counts_as_active_patient(u users) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
     SELECT u.booked AND (u.is_verified OR u.password_hash IS NULL) AND NOT u.is_blocked AND NOT u.is_admin
       AND NOT u.is_staff AND NOT u.is_doctor
   $$`,
    )
    .execute(db);
}
