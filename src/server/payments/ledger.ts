import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

/** One line of a payment's history (append-only). */
export const recordEvent = (
  tx: Tx,
  event: { paymentId: string; kind: string; amountKobo?: number; detail?: object; actorId?: string | null },
) =>
  tx
    .insertInto('payment_events')
    .values({
      payment_id: event.paymentId,
      kind: event.kind,
      amount_kobo: event.amountKobo ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      actor_id: event.actorId ?? null,
    })
    .execute();

/**
 * The next receipt number of `year`, taken in the caller's transaction: the year's counter row stays
 * locked until it commits, so numbers are handed out one after another, and a transaction that rolls
 * back gives its number back. No gaps, no doubles.
 */
export async function nextReceiptNumber(tx: Tx, year: number): Promise<number> {
  const { rows } = await sql<{ last: number }>`
    INSERT INTO receipt_counters (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = receipt_counters.last + 1
    RETURNING last`.execute(tx);
  return rows[0].last;
}

/** A receipt's number as printed: the year and the number within it, `2026-000042`. */
export const receiptLabel = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;

/** The clinic's calendar year at `at`. */
export const clinicYear = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
