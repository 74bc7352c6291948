import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import type { RecordAccessTable } from '../db/schema';
import type { Insertable } from 'kysely';
import { roleOf } from '../../shared/roles';
import { READ_PURPOSE_HEADER, type RecordAccessKind } from '../../shared/schemas/record-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a patient's data: each answer records who read whose record, under this
     * kind (`noteAccess` in the handler names the patients). The test of every read path lists the
     * routes whose answers hold patient fields and fails on one that declares none.
     */
    patientData?: RecordAccessKind;
  }
  interface FastifyRequest {
    /** The patients this answer shows, noted by the handler; written before the answer leaves. */
    accessed?: AccessNote;
  }
}

/** The actor_role of a read by a SMART API client (people's roles are src/shared/roles'). */
export const API_CLIENT_ROLE = 'apiClient';

/** What a handler notes of its answer: whose records it shows, and why when it had to be asked. */
export interface AccessNote {
  patientIds: readonly string[];
  /** the one record opened (a visit, a FHIR resource, a patient), when the answer is one */
  recordId?: string;
  /** the doctor's reason for opening a patient who has no visit with them */
  reason?: string;
}

/** Rows per INSERT: one statement per answer, far below PostgreSQL's 65,535 parameters. */
const MAX_ROWS = 500;

/** Marks this answer as showing these patients' data; the route must declare `patientData`. */
export function noteAccess(request: FastifyRequest, note: AccessNote): void {
  if (!request.routeOptions.config.patientData) {
    throw new Error(`${request.routeOptions.url ?? request.url} notes a read but declares no patientData`);
  }
  request.accessed = note;
}

function actorOf(request: FastifyRequest) {
  const client = request.apiClient;
  if (client) {
    return { actor_id: null, actor_client: client.id, actor_name: client.name, actor_role: API_CLIENT_ROLE };
  }
  const user = request.currentUser;
  if (!user) return null;
  const role = roleOf({
    isAdmin: user.is_admin,
    isDoctor: user.is_doctor,
    isStaff: user.is_staff,
    regDoctor: user.reg_doctor,
  });
  return { actor_id: user.id, actor_client: null, actor_name: user.name, actor_role: role };
}

function kindOf(request: FastifyRequest, declared: RecordAccessKind): RecordAccessKind {
  const purpose = request.headers[READ_PURPOSE_HEADER];
  // only a list of visits is exported; any other read keeps its own kind whatever it says
  return purpose === 'export' && declared === 'visits' ? 'export' : declared;
}

/** The rows one answer adds: one per patient shown, the reader's own record left out. */
export function accessRows(request: FastifyRequest): Insertable<RecordAccessTable>[] {
  const declared = request.routeOptions.config.patientData;
  const note = request.accessed;
  const actor = actorOf(request);
  if (!declared || !note || !actor) return [];
  const kind = kindOf(request, declared);
  const at = new Date();
  const patients = [...new Set(note.patientIds)].filter((id) => id !== actor.actor_id);
  return patients.map((patientId) => ({
    ...actor,
    patient_id: patientId,
    kind,
    record_id: note.recordId ?? null,
    reason: note.reason ?? null,
    ip: request.ip,
    at,
  }));
}

/**
 * Records every read of a patient's data by someone else before its answer leaves: the handler
 * notes whose records it shows, and this hook writes them in one INSERT on the way out. A write
 * that fails fails the answer (500), so no data leaves unrecorded; a route that declares
 * `patientData` and answers without noting is a server error too, so a read path cannot forget.
 */
export function registerRecordAccess(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config.patientData;
    if (!declared || reply.statusCode >= 400) return payload;
    if (!request.accessed) {
      throw new Error(`${request.routeOptions.url ?? request.url} answered patient data without noting it`);
    }
    const rows = accessRows(request);
    for (let start = 0; start < rows.length; start += MAX_ROWS) {
      await db
        .insertInto('record_access')
        .values(rows.slice(start, start + MAX_ROWS))
        .execute();
    }
    return payload;
  });
}
