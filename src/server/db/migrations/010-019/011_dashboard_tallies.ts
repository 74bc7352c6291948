import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Dashboards at any age: the counts the admin and doctor homes show are kept as they
 * change, instead of counted over every appointment and patient on each visit (250 ms for the
 * admin home at a million appointments, and growing with every visit booked).
 *
 * dashboard_tallies takes only inserts: each statement that adds, moves or removes appointments or
 * patients appends its net change (+n / −n) for the keys it touched, so bookings never wait on one
 * another for a counter row. A count is the sum of its key's rows; a background job folds each
 * key's rows into one (services/dashboard-tallies.ts), so the sum reads a few rows.
 *
 * Keys: (doctor, status) and (NULL, status) for appointments; (doctor, 'patients') for a doctor's
 * distinct patients; (NULL, 'active_patients') for verified, unblocked patients who have booked.
 * doctor_patients remembers each doctor's patients and when each first booked with them; users.booked
 * whether a patient has any appointment. Statement triggers with transition tables keep all of it,
 * so a bulk insert tallies once per statement, not once per row.
 */
const FUNCTIONS = [
  // each (doctor, patient) pair met, with the earliest time it was booked; a new pair counts one patient more
  `CREATE FUNCTION note_doctor_patients(doctor_ids uuid[], user_ids uuid[], made timestamptz[])
   RETURNS void LANGUAGE sql AS $$
     WITH pairs AS (
       SELECT doctor_id, user_id, min(created_at) AS first_booked_at
       FROM unnest(doctor_ids, user_ids, made) AS b(doctor_id, user_id, created_at)
       GROUP BY doctor_id, user_id),
     added AS (
       INSERT INTO doctor_patients (doctor_id, user_id, first_booked_at)
       SELECT doctor_id, user_id, first_booked_at FROM pairs
       ON CONFLICT (doctor_id, user_id) DO UPDATE SET first_booked_at = excluded.first_booked_at
         WHERE doctor_patients.first_booked_at > excluded.first_booked_at
       RETURNING doctor_id, xmax = 0 AS inserted)
     INSERT INTO dashboard_tallies (doctor_id, name, n)
       SELECT doctor_id, 'patients', count(*) FROM added WHERE inserted GROUP BY doctor_id
   $$`,
  `CREATE FUNCTION tally_appointments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_tallies (doctor_id, name, n)
       SELECT doctor_id, status, count(*) FROM new_rows GROUP BY GROUPING SETS ((doctor_id, status), (status));
     PERFORM note_doctor_patients(array_agg(doctor_id), array_agg(user_id), array_agg(created_at)) FROM new_rows;
     UPDATE users SET booked = true WHERE NOT booked AND id IN (SELECT user_id FROM new_rows);
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION tally_appointments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_tallies (doctor_id, name, n)
       SELECT doctor_id, status, sum(n) FROM (
         SELECT o.doctor_id, o.status, -1 AS n FROM old_rows o JOIN new_rows c USING (id)
           WHERE (o.doctor_id, o.status) IS DISTINCT FROM (c.doctor_id, c.status)
         UNION ALL
         SELECT c.doctor_id, c.status, 1 FROM old_rows o JOIN new_rows c USING (id)
           WHERE (o.doctor_id, o.status) IS DISTINCT FROM (c.doctor_id, c.status)) AS moved
       GROUP BY GROUPING SETS ((doctor_id, status), (status)) HAVING sum(n) <> 0;
     -- a visit moved to another doctor or patient, or dated earlier: that pair's first booking
     PERFORM note_doctor_patients(array_agg(c.doctor_id), array_agg(c.user_id), array_agg(c.created_at))
       FROM old_rows o JOIN new_rows c USING (id)
       WHERE (o.doctor_id, o.user_id, o.created_at) IS DISTINCT FROM (c.doctor_id, c.user_id, c.created_at)
       HAVING count(*) > 0;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION tally_appointments_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_tallies (doctor_id, name, n)
       SELECT doctor_id, status, -count(*) FROM old_rows GROUP BY GROUPING SETS ((doctor_id, status), (status));
     UPDATE users u SET booked = false
       WHERE u.id IN (SELECT user_id FROM old_rows)
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.user_id = u.id);
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION tally_doctor_patients_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_tallies (doctor_id, name, n)
       SELECT doctor_id, 'patients', -count(*) FROM old_rows GROUP BY doctor_id;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION counts_as_active_patient(u users) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
     SELECT u.booked AND u.is_verified AND NOT u.is_blocked AND NOT u.is_admin AND NOT u.is_staff
       AND NOT u.is_doctor
   $$`,
  `CREATE FUNCTION tally_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE change bigint;
   BEGIN
     IF TG_OP = 'INSERT' THEN
       SELECT count(*) INTO change FROM new_rows c WHERE counts_as_active_patient(c);
     ELSIF TG_OP = 'DELETE' THEN
       SELECT -count(*) INTO change FROM old_rows o WHERE counts_as_active_patient(o);
     ELSE
       SELECT count(*) FILTER (WHERE counts_as_active_patient(c)) - count(*) FILTER (WHERE counts_as_active_patient(o))
         INTO change FROM old_rows o JOIN new_rows c USING (id);
     END IF;
     IF change <> 0 THEN
       INSERT INTO dashboard_tallies (doctor_id, name, n) VALUES (NULL, 'active_patients', change);
     END IF;
     RETURN NULL;
   END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE dashboard_tallies (
      doctor_id uuid,
      name text NOT NULL,
      n bigint NOT NULL
    );
    CREATE INDEX dashboard_tallies_key ON dashboard_tallies (doctor_id, name);
    CREATE TABLE doctor_patients (
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      first_booked_at timestamptz NOT NULL,
      PRIMARY KEY (doctor_id, user_id)
    );
    CREATE INDEX doctor_patients_first ON doctor_patients (doctor_id, first_booked_at);
    ALTER TABLE users ADD COLUMN booked boolean NOT NULL DEFAULT false
  `,
  );
  for (const definition of FUNCTIONS) await sql.raw(definition).execute(db);
  await runStatements(
    db,
    `
    UPDATE users u SET booked = true WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.user_id = u.id);
    INSERT INTO doctor_patients (doctor_id, user_id, first_booked_at)
      SELECT doctor_id, user_id, min(created_at) FROM appointments GROUP BY doctor_id, user_id;
    INSERT INTO dashboard_tallies (doctor_id, name, n)
      SELECT doctor_id, status, count(*) FROM appointments GROUP BY GROUPING SETS ((doctor_id, status), (status));
    INSERT INTO dashboard_tallies (doctor_id, name, n)
      SELECT doctor_id, 'patients', count(*) FROM doctor_patients GROUP BY doctor_id;
    INSERT INTO dashboard_tallies (doctor_id, name, n)
      SELECT NULL, 'active_patients', count(*) FROM users u WHERE counts_as_active_patient(u);
    CREATE TRIGGER appointments_inserted_tally AFTER INSERT ON appointments
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_appointments_inserted();
    CREATE TRIGGER appointments_updated_tally AFTER UPDATE ON appointments
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tally_appointments_updated();
    CREATE TRIGGER appointments_deleted_tally AFTER DELETE ON appointments
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_appointments_deleted();
    CREATE TRIGGER doctor_patients_deleted_tally AFTER DELETE ON doctor_patients
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_doctor_patients_deleted();
    CREATE TRIGGER users_inserted_tally AFTER INSERT ON users
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_users_changed();
    CREATE TRIGGER users_updated_tally AFTER UPDATE ON users
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION tally_users_changed();
    CREATE TRIGGER users_deleted_tally AFTER DELETE ON users
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_users_changed()
  `,
  );
}
