import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { ApiClientIdentity } from '../smart';
import {
  type AppointmentPolicy,
  type AppointmentDeps,
  bookAppointment,
  cancelAppointment,
} from '../appointments';
import { clinicInstant } from '../../shared/clinicTime';
import { HttpError } from '../plugins/errors';
import { formatText, withValues } from '../i18n';
import { FHIR_TEXT } from './fhir-messages';
import { FhirError, notFoundResource } from './outcome';
import { isUuid } from './appointment-resource';
import { parseSlotId } from './slots';
import { patientRows } from './patients';

const unprocessable = (text: Parameters<typeof withValues>[0] | HttpError['text']) =>
  new FhirError(422, 'business-rule', text as HttpError['text']);

/** A rule's refusal as FHIR answers it: a bad request to the booking rules is a 422; 409 stays. */
function asOutcome(error: unknown): unknown {
  if (!(error instanceof HttpError) || error instanceof FhirError) return error;
  if (error.statusCode === 409) return new FhirError(409, 'conflict', error.text);
  if (error.statusCode === 400 || error.statusCode === 404) return unprocessable(error.text);
  return error;
}

/** The patient record (account holder or family member) with this id, as a booking needs it. */
async function patientRecord(db: Db, id: string | undefined): Promise<UserRow | undefined> {
  if (!id || !isUuid(id)) return undefined;
  const known = await patientRows(db).where('u.id', '=', id).executeTakeFirst();
  if (!known) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const clinicTimeOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** What POST /Appointment asks: the slot (doctor and date), the patient, and the time when given. */
function readBooking(body: unknown, timeZone: string) {
  const resource = body as Partial<fhir4.Appointment> | null;
  if (!resource || resource.resourceType !== 'Appointment') {
    throw new FhirError(400, 'invalid', withValues(FHIR_TEXT.notAResource, { resource: 'Appointment' }));
  }
  const slotRef = resource.slot?.length === 1 ? resource.slot[0].reference : undefined;
  const slot = slotRef?.startsWith('Slot/') ? parseSlotId(slotRef.slice(5)) : undefined;
  if (!slot) throw unprocessable(FHIR_TEXT.slotRequired);
  const patients = (resource.participant ?? []).filter((p) => p.actor?.reference?.startsWith('Patient/'));
  if (patients.length !== 1) throw unprocessable(FHIR_TEXT.patientRequired);
  const patientId = patients[0].actor?.reference?.slice('Patient/'.length);
  let time: string | undefined;
  if (resource.start) {
    const start = new Date(resource.start);
    if (Number.isNaN(start.getTime())) throw unprocessable(FHIR_TEXT.badStart);
    time = clinicTimeOf(start, timeZone);
    if (clinicInstant(slot.date, time, timeZone).getTime() !== start.getTime()) {
      throw unprocessable(FHIR_TEXT.badStart);
    }
  }
  return { slot, patientId, time };
}

/**
 * POST /Appointment: a desk booking (booking.ts, approved at once) of the slot's doctor and date for
 * the patient, at the given start or the doctor's first hour, under every booking rule. The system
 * books in its own name: the approval and the doctor's notice name the client.
 */
export async function bookThroughFhir(
  db: Db,
  request: { client: ApiClientIdentity; body: unknown; today: string },
  policy: AppointmentPolicy,
): Promise<string> {
  const { client, today } = request;
  const { slot, patientId, time } = readBooking(request.body, policy.timeZone);
  const patient = await patientRecord(db, patientId);
  if (!patient)
    throw unprocessable(withValues(FHIR_TEXT.notFound, { resource: 'Patient', id: patientId ?? '' }));
  const doctor = await db
    .selectFrom('doctors')
    .select('appointment_start')
    .where('id', '=', slot.doctorId)
    .executeTakeFirst();
  if (!doctor)
    throw unprocessable(
      withValues(FHIR_TEXT.notFound, { resource: 'Slot', id: `${slot.doctorId}.${slot.date}` }),
    );
  // the booker is the system: same id as the patient (booked_by stays empty), the client's name
  const booker: UserRow = { ...patient, name: client.name };
  try {
    const input = { doctorId: slot.doctorId, date: slot.date, time: time ?? doctor.appointment_start };
    const made = await bookAppointment(
      db,
      { patient, input, today, by: { booker, approve: policy } },
      policy.messages,
    );
    return made._id;
  } catch (error) {
    throw asOutcome(error);
  }
}

type PatchOp = { op?: string; path?: string; value?: unknown };

/** A JSON Patch that sets status to cancelled, and perhaps the reason; its reason text. */
function readCancel(body: unknown): string | undefined {
  const ops = Array.isArray(body) ? (body as PatchOp[]) : [];
  const setsStatus = ops.some((o) => (o.op === 'replace' || o.op === 'add') && o.path === '/status');
  const fine = ops.every(
    (o) =>
      (o.op === 'replace' || o.op === 'add') &&
      ((o.path === '/status' && o.value === 'cancelled') ||
        (o.path === '/cancelationReason' && typeof (o.value as { text?: unknown })?.text === 'string') ||
        (o.path === '/cancelationReason/text' && typeof o.value === 'string')),
  );
  if (!setsStatus || !fine) throw unprocessable(FHIR_TEXT.patchOnlyCancel);
  for (const o of ops) {
    if (o.path === '/cancelationReason') return (o.value as { text: string }).text;
    if (o.path === '/cancelationReason/text') return o.value as string;
  }
  return undefined;
}

/**
 * PATCH /Appointment/{id}: cancel as the patient would (cancel.ts: the statuses that may be
 * cancelled, the cut-off before the visit, the waitlist, the mails).
 */
export async function cancelThroughFhir(
  db: Db,
  request: { client: ApiClientIdentity; id: string; body: unknown },
  deps: AppointmentDeps,
): Promise<void> {
  const { client, id } = request;
  const reason = readCancel(request.body)?.trim();
  const row = isUuid(id)
    ? await db
        .selectFrom('appointments as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .selectAll('u')
        .where('a.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFoundResource('Appointment', id);
  // the patient's own change (never the clinic's): the cut-off applies
  const viewer: UserRow = { ...row, is_admin: false, is_staff: false, is_doctor: false };
  const text = reason || formatText('en', withValues(FHIR_TEXT.defaultCancelReason, { client: client.name }));
  try {
    await cancelAppointment(db, { viewer, input: { appointmentId: id, reason: text.slice(0, 500) } }, deps);
  } catch (error) {
    throw asOutcome(error);
  }
}
