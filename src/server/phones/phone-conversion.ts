import { sql } from 'kysely';
import { BatchSize, type MaintenanceTask } from '../maintenance/runner';
import { toE164 } from './phone-numbers';

/** Asked for by migration 021 on a database that had users. */
export const PHONE_CONVERSION_TASK = 'users-phone-e164';

/** Rows per batch: each number is parsed here, not in the database (tens of microseconds each). */
const batch = new BatchSize(500, 100, 5000);

/** How far through the ids a uuid lies: they are random (gen_random_uuid), so this is the fraction done. */
const idFraction = (id: string) => parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;

interface Change {
  id: string;
  /** the number as read: a row changed meanwhile (a new number typed) is left alone */
  was: string;
  phone: string;
  unusable: boolean;
}

/** What the row should hold, or null when it holds it already. */
function changeOf(row: { id: string; phone: string; phone_unusable: boolean | null }, country: string) {
  // no number of their own (a family member's texts go to the account holder): nothing to convert
  const e164 = row.phone.trim() === '' ? row.phone : toE164(row.phone, country);
  const change: Change = { id: row.id, was: row.phone, phone: e164 ?? row.phone, unusable: e164 === null };
  return change.phone === row.phone && change.unusable === row.phone_unusable ? null : change;
}

/**
 * Converts the phone numbers stored before issue 30 to E.164, read in the clinic's country, a batch
 * of users at a time in id order; a number that cannot receive texts stays as typed and is marked
 * `phone_unusable`, for the desk's list. Rows already right are not written.
 */
export function phoneConversionTask(country: string): MaintenanceTask {
  return {
    name: PHONE_CONVERSION_TASK,
    async runBatch(tx, cursor) {
      const { rows, changes } = await batch.measure(async (size) => {
        let query = tx
          .selectFrom('users')
          .select(['id', 'phone', 'phone_unusable'])
          .orderBy('id')
          .limit(size);
        if (cursor !== null) query = query.where('id', '>', cursor);
        const read = await query.execute();
        return { rows: read, changes: read.flatMap((row) => changeOf(row, country) ?? []) };
      });
      if (changes.length > 0) {
        const values = sql.join(
          changes.map((c) => sql`(${c.id}::uuid, ${c.was}::text, ${c.phone}::text, ${c.unusable}::boolean)`),
        );
        await sql`
          UPDATE users u SET phone = v.phone, phone_unusable = v.unusable
          FROM (VALUES ${values}) AS v (id, was, phone, unusable)
          WHERE u.id = v.id AND u.phone = v.was`.execute(tx);
      }
      const last = rows.at(-1)?.id;
      if (last === undefined) return { cursor, done: 1, finished: true };
      return { cursor: last, done: idFraction(last), finished: false };
    },
  };
}
