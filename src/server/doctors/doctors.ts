import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import type { Doctor } from '../../shared/types';
import type { DoctorFormInput } from '../../shared/schemas/doctors';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { adminIds, notify } from '../notifications';
import { profileValues, toDoctor } from './doctor-profile';
import { DOCTOR_TEXT } from './doctor-messages';
import { DOCTOR_NOTICES } from './doctor-notices';
import { withValues } from '../i18n';

const isUuid = (id: string) => z.uuid().safeParse(id).success;
const PROFILE_NOT_FOUND = DOCTOR_TEXT.profileNotFound;

export async function findDoctor(db: Db, doctorId: string): Promise<DoctorRow | undefined> {
  if (!isUuid(doctorId)) return undefined;
  return db.selectFrom('doctors').selectAll().where('id', '=', doctorId).executeTakeFirst();
}

async function findProfileOf(db: Db, userId: string): Promise<DoctorRow | undefined> {
  if (!isUuid(userId)) return undefined;
  return db.selectFrom('doctors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A profile is the business of its owner and the administrators only. */
function assertOwnerOrAdmin(viewer: UserRow, userId: string): void {
  if (viewer.id !== userId && !hasRole(viewer, 'admin')) throw forbidden();
}

/** Patients see approved doctors only; admin, staff and the doctor themself see any status. */
export async function doctorForViewer(db: Db, viewer: UserRow, doctorId: string): Promise<Doctor> {
  const row = await findDoctor(db, doctorId);
  const visible =
    row &&
    (row.status === 'approved' ||
      row.user_id === viewer.id ||
      hasRole(viewer, 'admin') ||
      hasRole(viewer, 'staff'));
  if (!visible) throw notFound(DOCTOR_TEXT.notFound);
  return toDoctor(row);
}

export async function profileOfUser(db: Db, viewer: UserRow, userId: string): Promise<Doctor> {
  assertOwnerOrAdmin(viewer, userId);
  const row = await findProfileOf(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toDoctor(row);
}

/** The caller applies to be a doctor: a pending profile of their own, and every admin is told. */
export async function applyAsDoctor(db: Db, applicant: UserRow, input: DoctorFormInput): Promise<Doctor> {
  return db.transaction().execute(async (tx) => {
    if (await findProfileOf(tx, applicant.id)) throw conflict(DOCTOR_TEXT.alreadyApplied);
    const row = await tx
      .insertInto('doctors')
      .values({ ...(await profileValues(tx, input)), user_id: applicant.id, status: 'pending' })
      // two applications at once: the unique user_id keeps one
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(DOCTOR_TEXT.alreadyApplied);
    await notify(
      tx,
      await adminIds(tx),
      withValues(DOCTOR_NOTICES.applied, { name: `${row.first_name} ${row.last_name}` }),
      '/admin/doctorslist',
    );
    return toDoctor(row);
  });
}

/**
 * What the areas built on doctors do when a profile changes, handed in by the app (src/server/hooks.ts)
 * so doctors imports none of them.
 */
export interface DoctorHooks {
  /** The doctor's dates gained places: the patients waiting for them move up (the waitlist). */
  placesAdded(tx: Kysely<Database>, doctor: DoctorRow): Promise<void>;
}

/** The doctor themself or an admin edits the profile; its status is never touched here. */
export async function updateProfile(
  db: Db,
  viewer: UserRow,
  change: { userId: string; input: DoctorFormInput },
  hooks: DoctorHooks,
): Promise<Doctor> {
  const { userId, input } = change;
  assertOwnerOrAdmin(viewer, userId);
  const before = await findProfileOf(db, userId);
  if (!before) throw notFound(PROFILE_NOT_FOUND);
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('doctors')
      .set({ ...(await profileValues(tx, input)), updated_at: new Date() })
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    // more places per date: the waiting patients of the doctor's dates move up
    if (row.total_slots > before.total_slots) await hooks.placesAdded(tx, row);
    return toDoctor(row);
  });
}
