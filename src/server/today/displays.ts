import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { HttpError, badRequest, notFound } from '../plugins/errors';
import { queueLabel } from '../../shared/schemas/clinicDay';
import type { NowServing } from '../../shared/answers/clinicDay';
import { TODAY_TEXT } from './today-messages';
import { expectedCallAt } from '../../shared/arrivalWindow';

type Tx = Kysely<Database>;

const BAD_DISPLAY_KEY = TODAY_TEXT.badDisplayKey;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** create-display: the key is shown once; only its hash is kept. */
export async function createDisplay(db: Tx, admin: UserRow, input: { name: string; doctorIds: string[] }) {
  const doctorIds = [...new Set(input.doctorIds.map((id) => id.toLowerCase()))];
  const found = await db.selectFrom('doctors').select('id').where('id', 'in', doctorIds).execute();
  if (found.length !== doctorIds.length) throw badRequest(TODAY_TEXT.chooseClinicDoctors);
  const key = randomBytes(24).toString('base64url');
  const row = await db
    .insertInto('queue_displays')
    .values({ name: input.name, doctor_ids: doctorIds, key_hash: hashOf(key), created_by: admin.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { displayId: row.id, key };
}

export async function listDisplays(db: Tx) {
  const rows = await db
    .selectFrom('queue_displays')
    .select(['id', 'name', 'doctor_ids', 'created_at', 'revoked_at'])
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    doctorIds: r.doctor_ids,
    createdAt: new Date(r.created_at).toISOString(),
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  }));
}

export async function revokeDisplay(db: Tx, displayId: string): Promise<void> {
  const result = await db
    .updateTable('queue_displays')
    .set({ revoked_at: new Date() })
    .where('id', '=', displayId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(TODAY_TEXT.displayNotFound);
}

/** The doctors a live display key shows; 401 for a missing, unknown or revoked key. */
export async function displayDoctors(db: Tx, key: string | undefined): Promise<string[]> {
  if (!key) throw new HttpError(401, BAD_DISPLAY_KEY);
  const row = await db
    .selectFrom('queue_displays')
    .select('doctor_ids')
    .where('key_hash', '=', hashOf(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, BAD_DISPLAY_KEY);
  return row.doctor_ids;
}

/**
 * What the board shows: per doctor, the number in consultation and the next three, each with the
 * time its call is expected (expectedCallAt, at the doctor's pace of the day). No patient.
 */
export async function nowServing(
  db: Tx,
  doctorIds: readonly string[],
  now: { date: string; time: string },
): Promise<NowServing[]> {
  const today = now.date;
  if (doctorIds.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    serving: number | null;
    next: number[] | null;
    prefix: string | null;
    appointment_start: string;
    pace: number;
  }>`
    SELECT d.id, d.first_name, d.last_name, d.appointment_start,
      coalesce(
        (SELECT avg(extract(epoch FROM finished_at - called_at)) / 60 FROM clinic_visits
          WHERE doctor_id = d.id AND clinic_date = ${today}::date AND finished_at > called_at),
        d.pace_minutes, d.own_pace_minutes)::float8 AS pace,
      (SELECT prefix FROM clinic_queue_prefixes
        WHERE doctor_id = d.id AND clinic_date = ${today}::date) AS prefix,
      (SELECT queue_number FROM clinic_visits
        WHERE doctor_id = d.id AND clinic_date = ${today}::date AND state = 'in-consultation'
        ORDER BY called_at DESC LIMIT 1) AS serving,
      (SELECT array_agg(queue_number) FROM (
        SELECT queue_number FROM clinic_visits
        WHERE doctor_id = d.id AND clinic_date = ${today}::date AND state = 'arrived'
        ORDER BY priority_at NULLS LAST, arrived_at, queue_number LIMIT 3) AS waiting) AS next
    FROM doctors AS d
    WHERE d.id IN (${sql.join(doctorIds.map((id) => sql`${id}::uuid`))})
    ORDER BY d.last_name, d.first_name`.execute(db);
  return rows.map((r) => {
    const next = r.next ?? [];
    // the one in the room goes first
    const before = r.serving === null ? 0 : 1;
    return {
      doctorId: r.id,
      doctorName: `${r.first_name} ${r.last_name}`,
      nowServing: queueLabel(r.serving, r.prefix),
      next: next.map((n) => queueLabel(n, r.prefix) as string),
      nextExpectedAt: next.map((_n, i) =>
        expectedCallAt({
          now: now.time,
          opensAt: r.appointment_start,
          ahead: before + i,
          paceMinutes: Number(r.pace),
        }),
      ),
    };
  });
}
