import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import type { Dependant } from '../../shared/patientTypes';
import {
  MAX_DEPENDANTS,
  PATIENT_TEXT,
  type DependantInput,
  type UpdateDependantInput,
} from '../../shared/schemas/patients';
import { conflict, notFound } from '../plugins/errors';

type Reader = Kysely<Database>;

/** A dependant's visits that keep it from being removed. */
const LIVE_VISIT_STATUSES = ['pending', 'approved', 'follow-up'] as const;

const dependantColumns = (db: Reader) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'relationship', 'phone'])
    .select(sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'));

type DependantRow = Awaited<ReturnType<ReturnType<typeof dependantColumns>['executeTakeFirstOrThrow']>>;

const toDependant = (row: DependantRow): Dependant => ({
  _id: row.id,
  name: row.name,
  dateOfBirth: row.date_of_birth,
  relationship: row.relationship ?? '',
  phone: row.phone || null,
});

/** The account's family members by name: at most MAX_DEPENDANTS, so one bounded answer. */
export async function dependantsOf(db: Reader, holderId: string): Promise<Dependant[]> {
  const rows = await dependantColumns(db)
    .where('holder_id', '=', holderId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toDependant);
}

/**
 * add-dependant: a patient record without a login, managed by the holder. The holder's row is
 * locked while counting, so two simultaneous adds cannot make an eleventh.
 */
export async function addDependant(db: Db, holder: UserRow, input: DependantInput): Promise<string> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', holder.id).forUpdate().execute();
    const { n } = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('holder_id', '=', holder.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_DEPENDANTS) throw conflict(PATIENT_TEXT.tooManyDependants);
    const row = await tx
      .insertInto('users')
      .values({
        name: input.name,
        email: null,
        phone: input.phone ?? '',
        password_hash: null,
        holder_id: holder.id,
        relationship: input.relationship,
        date_of_birth: input.dateOfBirth,
        // a dependant never signs in; it takes no mail of its own (the holder's goes to the holder)
        appointment_mail: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The holder's own dependant, row-locked; 404 for anyone else's (its existence is not theirs to learn). */
async function ownDependant(tx: Reader, holder: UserRow, dependantId: string) {
  const row = await tx
    .selectFrom('users')
    .select('id')
    .where('id', '=', dependantId)
    .where('holder_id', '=', holder.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(PATIENT_TEXT.dependantNotFound);
  return row;
}

export async function updateDependant(db: Db, holder: UserRow, input: UpdateDependantInput): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await ownDependant(tx, holder, input.dependantId);
    await tx
      .updateTable('users')
      .set({
        name: input.name,
        phone: input.phone ?? '',
        // the number is E.164 or none (patients/routes.ts): one the conversion could not read is gone
        phone_unusable: false,
        relationship: input.relationship,
        date_of_birth: input.dateOfBirth,
      })
      .where('id', '=', input.dependantId)
      .execute();
  });
}

/**
 * remove-dependant: refused while a visit of theirs is pending, approved or set for follow-up. Their
 * past visits go with them (appointments cascade), as a deleted account's do.
 */
export async function removeDependant(db: Db, holder: UserRow, dependantId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await ownDependant(tx, holder, dependantId);
    const live = await tx
      .selectFrom('appointments')
      .select('id')
      .where('user_id', '=', dependantId)
      .where('status', 'in', LIVE_VISIT_STATUSES)
      .limit(1)
      .executeTakeFirst();
    if (live) throw conflict(PATIENT_TEXT.dependantHasVisit);
    await tx.deleteFrom('users').where('id', '=', dependantId).execute();
  });
}
