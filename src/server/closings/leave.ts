import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import type { RecordedLeave, RecordLeaveInput } from '../../shared/schemas/capacity';
import { addDays, matchesAnyClinicDay } from '../../shared/clinicDays';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { badRequest, forbidden, HttpError, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import {
  dateFactsOf,
  doctorName,
  type AppointmentPolicy,
  type SubstituteOffer,
  type VisitChange,
} from '../appointments';
import { withValues, type Text } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';
import { clinicDatesIn, closeDatesIn, type ClosedVisit } from './clinic-closings';

type Tx = Kysely<Database>;

/** A 400 naming the field it is about, as a refused schema names its fields. */
const refusedField = (field: string, text: Text) => badRequest(text, { errors: { [field]: text } });

/** The one-click link's key is shown only in the patient's mail, text and notice; its hash is kept. */
export const offerKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Whose leave: an admin names the doctor; a doctor records their own (naming another is refused).
 */
async function doctorOnLeave(tx: Tx, viewer: UserRow, doctorId: string | undefined): Promise<DoctorRow> {
  if (hasRole(viewer, 'admin')) {
    if (!doctorId) throw refusedField('doctorId', CLOSING_TEXT.leaveChooseDoctor);
    const doctor = await findDoctor(tx, doctorId);
    if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
    return doctor;
  }
  const own = await tx.selectFrom('doctors').selectAll().where('user_id', '=', viewer.id).executeTakeFirst();
  if (!own || (doctorId && doctorId.toLowerCase() !== own.id)) throw forbidden();
  return own;
}

/** The substitute named: an approved doctor of the same service, not the doctor on leave. */
async function substituteOf(tx: Tx, doctor: DoctorRow, substituteId: string): Promise<DoctorRow> {
  const FIELD = 'substituteDoctorId';
  const substitute = await findDoctor(tx, substituteId);
  if (!substitute || substitute.status !== 'approved') {
    throw refusedField(FIELD, CLOSING_TEXT.substituteUnknown);
  }
  if (substitute.id === doctor.id) throw refusedField(FIELD, CLOSING_TEXT.substituteSelf);
  if (substitute.service !== doctor.service) {
    throw refusedField(FIELD, withValues(CLOSING_TEXT.substituteOtherService, { service: doctor.service }));
  }
  return substitute;
}

/** The leave's dates as closing checks them, each refusal naming the field it is about. */
function leaveDates(doctor: DoctorRow, input: RecordLeaveInput, today: string): string[] {
  if (input.to > addDays(today, BOOKING_WINDOW_DAYS)) {
    throw refusedField('to', withValues(CLOSING_TEXT.leaveBeyondWindow, { days: BOOKING_WINDOW_DAYS }));
  }
  try {
    return clinicDatesIn(doctor, input.from, input.to, today);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400 && typeof error.text !== 'string') {
      // too long a range is the last day's fault; a past first day, or no clinic day in it, the first's
      throw refusedField(error.text.id === CLOSING_TEXT.tooLong.id ? 'to' : 'from', error.text);
    }
    throw error;
  }
}

/**
 * The substitute's offer to one cancelled visit, when the substitute holds clinic at that date and
 * time with a place left and the patient holds no visit with them that day: a row with its link's
 * key hashed. Taking the place is left to the acceptance, through the booking's own rule.
 */
function offerMaker(tx: Tx, leaveId: string, substitute: DoctorRow) {
  return async (visit: ClosedVisit): Promise<SubstituteOffer | undefined> => {
    const { visit_date: date, time } = visit;
    if (!matchesAnyClinicDay(substitute.clinic_days, date)) return undefined;
    if (time < substitute.appointment_start || time >= substitute.appointment_end) return undefined;
    const facts = await dateFactsOf(tx, substitute.id, date, { patientId: visit.user_id });
    if (facts.closedReason !== null || facts.duplicate || facts.taken >= substitute.total_slots)
      return undefined;
    const key = randomBytes(24).toString('base64url');
    await tx
      .insertInto('leave_offers')
      .values({
        leave_id: leaveId,
        appointment_id: visit.id,
        substitute_doctor_id: substitute.id,
        visit_date: date,
        visit_time: time,
        key_hash: offerKeyHash(key),
      })
      .execute();
    return { doctorName: doctorName(substitute), path: `/leave-offer/${key}` };
  };
}

/**
 * record-leave: the leave is kept, and each of the doctor's clinic days in it closes as closing a day
 * does (one transaction, under the same date locks); where a substitute is named, each cancelled
 * visit the substitute can take at the same date and time is offered to them in one click.
 * Every refusal comes before anything is written.
 */
export async function recordLeave(
  db: Db,
  change: VisitChange<RecordLeaveInput>,
  policy: AppointmentPolicy,
): Promise<RecordedLeave> {
  const { viewer, input, today } = change;
  return db.transaction().execute(async (tx) => {
    const doctor = await doctorOnLeave(tx, viewer, input.doctorId);
    const substitute = input.substituteDoctorId
      ? await substituteOf(tx, doctor, input.substituteDoctorId)
      : undefined;
    const dates = leaveDates(doctor, input, today);
    const leave = await tx
      .insertInto('doctor_leave')
      .values({
        doctor_id: doctor.id,
        from_date: input.from,
        to_date: input.to,
        reason: input.reason,
        substitute_doctor_id: substitute?.id ?? null,
        recorded_by: viewer.id,
        recorded_by_name: viewer.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closing = {
      doctor,
      dates,
      reason: input.reason,
      viewer,
      today,
      leaveId: leave.id,
      offerFor: substitute && offerMaker(tx, leave.id, substitute),
    };
    const closed = await closeDatesIn(tx, closing, policy);
    const userIds = [...new Set(closed.visits.map((v) => v.user_id))];
    const names = new Map(
      userIds.length === 0
        ? []
        : (await tx.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()).map(
            (u) => [u.id, u.name],
          ),
    );
    const visits = closed.visits.map((v) => ({
      appointmentId: v.id,
      patientName: names.get(v.user_id) ?? '',
      date: v.visit_date,
      time: v.time,
      substituteOffered: v.offered,
    }));
    const offered = visits.filter((v) => v.substituteOffered).length;
    return {
      leaveId: leave.id,
      dates: closed.dates,
      cancelled: visits.length - offered,
      offered,
      visits,
    };
  });
}
