import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { BatchSize, type BatchResult, type MaintenanceTask } from '../maintenance/runner';
import { anyNumberToE164, toE164 } from './phone-numbers';

/**
 * Asked for by migration 021 on a database that had users, and by migration 023 (from its doctors'
 * part) on one that had doctors. The name is older than the doctors' part.
 */
export const PHONE_CONVERSION_TASK = 'users-phone-e164';
/** The cursor of the doctors' part, before the last doctor's id it did; the users' part's are bare ids. */
const DOCTORS_PART = 'doctors:';

/** Rows per batch: each number is parsed here, not in the database (tens of microseconds each). */
const batch = new BatchSize(500, 100, 5000);
/** Doctors are few beside patients: their part is the last tenth of the progress shown. */
const USERS_SHARE = 0.9;

/** How far through the ids a uuid lies: they are random (gen_random_uuid), so this is the fraction done. */
const idFraction = (id: string) => parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;

interface Change {
  id: string;
  /** the number as read: a row changed meanwhile (a new number typed) is left alone */
  was: string;
  phone: string;
  unusable: boolean;
}

/** One table's numbers: a batch of rows after an id, what each should hold, and the batch's write. */
interface Part<Row extends { id: string }> {
  read(tx: Db, after: string | null, size: number): Promise<Row[]>;
  /** what the row should hold, or null when it holds it already (or nothing better can be said) */
  changeOf(row: Row, country: string): Change | null;
  /** one statement for the batch's changes, given as VALUES rows (id, was, phone, unusable) */
  write(tx: Db, values: RawBuilder<unknown>): Promise<unknown>;
}

/**
 * Patients' and staff's numbers: a mobile's in E.164; one that cannot receive texts stays as typed and
 * is marked `phone_unusable`, for the desk's list. An empty phone (a family member's texts go to the
 * account holder) is nothing to convert.
 */
const users: Part<{ id: string; phone: string; phone_unusable: boolean | null }> = {
  read: (tx, cursor, size) => {
    const query = tx.selectFrom('users').select(['id', 'phone', 'phone_unusable']).orderBy('id').limit(size);
    return (cursor === null ? query : query.where('id', '>', cursor)).execute();
  },
  changeOf(row, country) {
    const e164 = row.phone.trim() === '' ? row.phone : toE164(row.phone, country);
    const change = { id: row.id, was: row.phone, phone: e164 ?? row.phone, unusable: e164 === null };
    return change.phone === row.phone && change.unusable === row.phone_unusable ? null : change;
  },
  write: (tx, values) =>
    sql`
      UPDATE users u SET phone = v.phone, phone_unusable = v.unusable
      FROM (VALUES ${values}) AS v (id, was, phone, unusable)
      WHERE u.id = v.id AND u.phone = v.was`.execute(tx),
};

/** Doctors' numbers, any valid kind (a landline too), in E.164; one that is not a number stays as typed. */
const doctors: Part<{ id: string; phone_number: string }> = {
  read: (tx, cursor, size) => {
    const query = tx.selectFrom('doctors').select(['id', 'phone_number']).orderBy('id').limit(size);
    return (cursor === null ? query : query.where('id', '>', cursor)).execute();
  },
  changeOf(row, country) {
    const e164 = anyNumberToE164(row.phone_number, country);
    if (!e164 || e164 === row.phone_number) return null;
    return { id: row.id, was: row.phone_number, phone: e164, unusable: false };
  },
  write: (tx, values) =>
    sql`
      UPDATE doctors d SET phone_number = v.phone
      FROM (VALUES ${values}) AS v (id, was, phone, unusable)
      WHERE d.id = v.id AND d.phone_number = v.was`.execute(tx),
};

/** Converts one batch of `part` after `cursor`; the last id it read, or undefined when none was left. */
async function convertBatch<Row extends { id: string }>(
  tx: Db,
  part: Part<Row>,
  cursor: string | null,
  country: string,
): Promise<string | undefined> {
  const { rows, changes } = await batch.measure(async (size) => {
    const read = await part.read(tx, cursor, size);
    return { rows: read, changes: read.flatMap((row) => part.changeOf(row, country) ?? []) };
  });
  if (changes.length > 0) {
    await part.write(
      tx,
      sql.join(
        changes.map((c) => sql`(${c.id}::uuid, ${c.was}::text, ${c.phone}::text, ${c.unusable}::boolean)`),
      ),
    );
  }
  return rows.at(-1)?.id;
}

/**
 * Converts the phone numbers stored as typed, before every write stored E.164, to E.164, read in the
 * clinic's country: the users' first, then the doctors', a batch at a time in id order. Rows already
 * right are not written.
 */
export function phoneConversionTask(country: string): MaintenanceTask {
  return {
    name: PHONE_CONVERSION_TASK,
    async runBatch(tx, cursor): Promise<BatchResult> {
      if (cursor === null || !cursor.startsWith(DOCTORS_PART)) {
        const last = await convertBatch(tx, users, cursor, country);
        if (last === undefined) return { cursor: DOCTORS_PART, done: USERS_SHARE, finished: false };
        return { cursor: last, done: USERS_SHARE * idFraction(last), finished: false };
      }
      const last = await convertBatch(tx, doctors, cursor.slice(DOCTORS_PART.length) || null, country);
      if (last === undefined) return { cursor, done: 1, finished: true };
      const done = USERS_SHARE + (1 - USERS_SHARE) * idFraction(last);
      return { cursor: `${DOCTORS_PART}${last}`, done, finished: false };
    },
  };
}
