import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { ContractTypeProvider } from '../plugins/contract';
import { pageAnswer, dataAnswer } from '../../shared/answers/envelope';
import {
  RECORD_ACCESS_TEXT,
  adminRecordAccessQuery,
  doctorPatientQuery,
  recordAccessQuery,
  type AdminRecordAccessQuery,
  type RecordAccessKind,
} from '../../shared/schemas/record-access';
import {
  adminRecordAccessEntrySchema,
  recordAccessEntrySchema,
  type AdminRecordAccessEntry,
  type RecordAccessEntry,
} from '../../shared/answers/record-access';
import type { ListQuery } from '../../shared/schemas/listQuery';
import { PATIENT_TEXT } from '../../shared/schemas/patients';
import { deskPatientRowSchema } from '../../shared/patientTypes';
import { addDays } from '../../shared/clinicDays';
import { clinicInstant } from '../../shared/clinicTime';
import { column, pageOf, type Paged } from '../lists/paging';
import { HttpError, notFound } from '../plugins/errors';
import { me } from '../plugins/auth';
import { noteAccess } from '../plugins/record-access';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { deskPatient } from '../desk';

interface EntryRow {
  id: string;
  actor_name: string;
  actor_role: string;
  kind: string;
  at: Date;
  reason: string | null;
}

const toEntry = (row: EntryRow): RecordAccessEntry => ({
  _id: row.id,
  actorName: row.actor_name,
  actorRole: row.actor_role,
  at: row.at.toISOString(),
  what: row.kind as RecordAccessKind,
  reason: row.reason,
});

const ENTRY_COLUMNS = ['r.id', 'r.actor_name', 'r.actor_role', 'r.kind', 'r.at', 'r.reason'] as const;

/** A patient's entries, newest first by default, a page at a time through (patient_id, at, id). */
export function recordAccessOf(
  db: Db,
  patientId: string,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'order'>,
): Promise<Paged<RecordAccessEntry>> {
  const from = db.selectFrom('record_access as r').where('r.patient_id', '=', patientId);
  return pageOf(
    db,
    { rows: from.select(ENTRY_COLUMNS), count: from, keys: [column('r.at')], tieBreak: column('r.id') },
    query,
    toEntry,
  );
}

/** Every entry of these patients (a person and their family members), oldest first: their data copy. */
export async function allRecordAccessOf(db: Db, patientIds: readonly string[]) {
  const rows = await db
    .selectFrom('record_access as r')
    .select([...ENTRY_COLUMNS, 'r.patient_id'])
    .where('r.patient_id', 'in', patientIds)
    .orderBy('r.at')
    .orderBy('r.id')
    .execute();
  return rows.map(({ patient_id, ...row }) => {
    const { _id: _entry, ...entry } = toEntry(row);
    return { patientId: patient_id, ...entry };
  });
}

/**
 * The administrators' search, newest first: a patient's entries through (patient_id, at, id), a
 * reader's through (actor_id, at, id), the clinic's dates alone through (at, id).
 */
export function searchRecordAccess(
  db: Db,
  query: AdminRecordAccessQuery,
  timeZone: string,
): Promise<Paged<AdminRecordAccessEntry>> {
  let from = db.selectFrom('record_access as r');
  if (query.patientId) from = from.where('r.patient_id', '=', query.patientId);
  if (query.actorId) from = from.where('r.actor_id', '=', query.actorId);
  if (query.from) from = from.where('r.at', '>=', clinicInstant(query.from, '00:00', timeZone));
  if (query.to) from = from.where('r.at', '<', clinicInstant(addDays(query.to, 1), '00:00', timeZone));
  const rows = from
    .leftJoin('users as p', 'p.id', 'r.patient_id')
    .select([
      ...ENTRY_COLUMNS,
      'r.patient_id',
      'p.name as patient_name',
      'r.actor_id',
      'r.actor_client',
      'r.record_id',
      'r.ip',
    ]);
  return pageOf(
    db,
    { rows, count: from, keys: [column('r.at')], tieBreak: column('r.id') },
    { ...query, order: 'desc' },
    (row) => ({
      ...toEntry(row),
      patientId: row.patient_id,
      patientName: row.patient_name,
      actorId: row.actor_id,
      actorClient: row.actor_client,
      recordId: row.record_id,
      ip: row.ip,
    }),
  );
}

/** Whether the doctor (their account) has ever had a visit with the patient. */
async function hasVisitWith(db: Db, doctorUserId: string, patientId: string): Promise<boolean> {
  const visit = await db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select('a.id')
    .where('d.user_id', '=', doctorUserId)
    .where('a.user_id', '=', patientId)
    .limit(1)
    .executeTakeFirst();
  return visit !== undefined;
}

/**
 * "Who opened my record": the patient's own list, the administrators' search, and a doctor opening
 * a patient's record, which needs a reason when the patient has no visit with them.
 */
export function recordAccessRoutes(ctx: RouteContext) {
  const { db, guard, config } = ctx;
  const today = clinicTodayClock(config.clinicTimezone);
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/user/record-access',
      {
        preValidation: guard(),
        schema: { querystring: recordAccessQuery, response: { 200: pageAnswer(recordAccessEntrySchema) } },
      },
      async (request) => ({ success: true, ...(await recordAccessOf(db, me(request).id, request.query)) }),
    );

    app.get(
      '/admin/record-access',
      {
        preValidation: guard('admin'),
        schema: {
          querystring: adminRecordAccessQuery,
          response: { 200: pageAnswer(adminRecordAccessEntrySchema) },
        },
      },
      async (request) => ({
        success: true,
        ...(await searchRecordAccess(db, request.query, config.clinicTimezone)),
      }),
    );

    app.get(
      '/doctor/patient',
      {
        preValidation: guard('doctor'),
        config: { patientData: 'profile' },
        schema: { querystring: doctorPatientQuery, response: { 200: dataAnswer(deskPatientRowSchema) } },
      },
      async (request) => {
        const { patientId, reason } = request.query;
        const doctor = me(request);
        if (!reason && !(await hasVisitWith(db, doctor.id, patientId))) {
          throw new HttpError(403, RECORD_ACCESS_TEXT.reasonRequired, { reasonRequired: true });
        }
        const patient = await deskPatient(db, patientId, today());
        if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
        noteAccess(request, { patientIds: [patient._id], recordId: patient._id, reason });
        return { success: true, data: patient };
      },
    );
  };
}
