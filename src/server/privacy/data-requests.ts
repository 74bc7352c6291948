import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { column, pageOf, type Paged } from '../lists/paging';
import type { ListQuery } from '../../shared/schemas/listQuery';
import { DATA_REQUEST_DAYS, type DataRequestKind } from '../../shared/schemas/dataRights';
import type { DataRequest } from '../../shared/answers/dataRights';
import { clinicToday } from '../../shared/clinicTime';
import { addDays } from '../../shared/clinicDays';
import { conflict, notFound } from '../plugins/errors';
import { ERASURE_TEXT } from './erasure-messages';

type Tx = Kysely<Database>;

const DAY_MS = 86_400_000;

/** 'DR-7KQ2-M9XA': a reference to quote, random so it says nothing about the person. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const letters = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `DR-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** A request answered the moment it was made (a copy downloaded, an account erased): recorded done. */
export async function recordAnsweredRequest(
  tx: Tx,
  request: { kind: DataRequestKind; userId: string; handledBy: string | null; at: Date; reference?: string },
): Promise<void> {
  await tx
    .insertInto('data_requests')
    .values({
      kind: request.kind,
      user_id: request.userId,
      reference: request.reference ?? newReference(),
      received_at: request.at,
      due_at: new Date(request.at.getTime() + DATA_REQUEST_DAYS * DAY_MS),
      status: 'done',
      handled_by: request.handledBy,
      closed_at: request.at,
    })
    .execute();
}

/** A copy of a person's data handed over, by themself online or by the desk: a request answered. */
export const recordCopyHanded = (tx: Tx, copy: { userId: string; by: { id: string }; at: Date }) =>
  recordAnsweredRequest(tx, {
    kind: 'copy',
    userId: copy.userId,
    handledBy: copy.by.id === copy.userId ? null : copy.by.id,
    at: copy.at,
  });

/**
 * A request received in writing, open until an administrator closes it: received on `receivedOn`
 * (a clinic date, not after today), due 30 days later.
 */
export async function recordWrittenRequest(
  tx: Tx,
  request: {
    kind: DataRequestKind;
    userId: string;
    receivedOn: string;
    reference?: string;
    details: string;
    timeZone: string;
    at: Date;
  },
): Promise<string> {
  if (request.receivedOn > clinicToday(request.timeZone, request.at)) {
    throw conflict(ERASURE_TEXT.receivedInFuture);
  }
  const received = new Date(`${request.receivedOn}T12:00:00Z`);
  const row = await tx
    .insertInto('data_requests')
    .values({
      kind: request.kind,
      user_id: request.userId,
      reference: request.reference ?? newReference(),
      received_at: received,
      due_at: new Date(received.getTime() + DATA_REQUEST_DAYS * DAY_MS),
      status: 'open',
      details: request.details,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes an open request with what was done and who did it. */
export async function closeRequest(
  tx: Tx,
  close: { id: string; outcome: string; handledBy: string; at: Date },
): Promise<void> {
  const row = await tx
    .selectFrom('data_requests')
    .select('status')
    .where('id', '=', close.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ERASURE_TEXT.requestNotFound);
  if (row.status === 'done') throw conflict(ERASURE_TEXT.requestAlreadyClosed);
  await tx
    .updateTable('data_requests')
    .set({ status: 'done', outcome: close.outcome, handled_by: close.handledBy, closed_at: close.at })
    .where('id', '=', close.id)
    .execute();
}

interface RequestRow {
  id: string;
  kind: DataRequestKind;
  user_id: string | null;
  patient_name: string | null;
  reference: string;
  received_at: Date;
  status: 'open' | 'done';
  details: string;
  outcome: string | null;
  handler_name: string | null;
  closed_at: Date | null;
}

/** Every request, newest first by default, a page at a time through (received_at, id). */
export function listRequests(
  db: Tx,
  query: ListQuery<'receivedAt'>,
  timeZone: string,
): Promise<Paged<DataRequest>> {
  const from = db.selectFrom('data_requests as r');
  const rows = from
    .leftJoin('users as p', 'p.id', 'r.user_id')
    .leftJoin('users as h', 'h.id', 'r.handled_by')
    .select([
      'r.id',
      'r.kind',
      'r.user_id',
      'p.name as patient_name',
      'r.reference',
      'r.received_at',
      'r.status',
      'r.details',
      'r.outcome',
      'h.name as handler_name',
      'r.closed_at',
    ]);
  return pageOf(
    db,
    { rows, count: from, keys: [column('r.received_at')], tieBreak: column('r.id') },
    query,
    (row: RequestRow): DataRequest => ({
      _id: row.id,
      kind: row.kind,
      patientId: row.user_id,
      patientName: row.patient_name,
      reference: row.reference,
      receivedAt: row.received_at.toISOString(),
      dueOn: addDays(clinicToday(timeZone, row.received_at), DATA_REQUEST_DAYS),
      status: row.status,
      details: row.details,
      outcome: row.outcome,
      handledBy: row.handler_name,
      closedAt: row.closed_at?.toISOString() ?? null,
    }),
  );
}
