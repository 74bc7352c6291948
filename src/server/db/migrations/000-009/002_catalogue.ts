import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** Reference data, doctor profiles and uploaded images. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE clinic_days (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX clinic_days_name ON clinic_days (lower(name));
    CREATE TABLE services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX services_name ON services (lower(service));
    CREATE TABLE locations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      location text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX locations_name ON locations (lower(location));
    CREATE TABLE specialities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      speciality text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX specialities_name ON specialities (lower(speciality));
    CREATE TABLE slot_options (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      total_slots integer NOT NULL UNIQUE CHECK (total_slots > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE doctors (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone_number text NOT NULL,
      gender text CHECK (gender IN ('female', 'male')),
      location text NOT NULL,
      service text NOT NULL,
      specialization text NOT NULL,
      experience integer NOT NULL CHECK (experience >= 0),
      fee_per_consultation integer NOT NULL CHECK (fee_per_consultation > 0),
      appointment_start text NOT NULL,
      appointment_end text NOT NULL CHECK (appointment_start < appointment_end),
      total_slots integer NOT NULL CHECK (total_slots > 0),
      clinic_days text[] NOT NULL CHECK (cardinality(clinic_days) > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'blocked')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX doctors_status ON doctors (status);
    CREATE TABLE media_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      data bytea NOT NULL,
      mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp')),
      size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
      uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX media_images_created ON media_images (created_at DESC);
  `,
  );
}
