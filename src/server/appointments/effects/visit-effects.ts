import type { Kysely } from 'kysely';
import type { Database, DoctorRow } from '../../db/schema';
import { kyselyRunner, type RunStatement } from '../../db/prepared-transaction';
import { notify, notifyEach, announceQueue, announceQueues } from '../../notifications';
import { formatDisplayDate } from '../../../shared/clinicDays';
import { withValues, type Text } from '../../i18n';
import { doctorName } from '../booking-rule';
import type { ActingAs } from '../policy';
import { APPOINTMENT_NOTICES as N } from './appointment-notices';
import {
  queueVisitMessages,
  queueVisitTexts,
  type SubstituteOffer,
  type VisitMessageSettings,
} from './visit-messages';
import { mailAboutCourse } from './mail/course-mail';
import { afterQuietHours } from '../../sms/quiet-hours';

/*
 * Everything a change to a visit sends, one function per change, in the change's own transaction:
 * the notices (stored, and announced live), the mails and texts (into their outboxes, sent after
 * the commit), and the webhook event, which the change's own statement makes through a trigger
 * (webhook-events.ts, WEBHOOK_EVENTS_BY_TRIGGER): named here, written there. Each rule makes its
 * change, then calls its effects; a mail reads the visit as the transaction now holds it.
 */

type Tx = Kysely<Database>;

/** Who changed a visit, and whose visit it is: the other side is told. */
interface ChangedBy {
  actor: ActingAs;
  actorName: string;
  appointment: { id: string; user_id: string };
  doctor: DoctorRow;
}

/** A patient's own change is told to the doctor; a change by the clinic or the doctor, to the patient. */
async function tellTheOtherSide(tx: Tx, by: ChangedBy, messages: { toDoctor: Text; toPatient: Text }) {
  if (by.actor === 'patient') {
    await notify(tx, [by.doctor.user_id], messages.toDoctor, '/doctor/appointments');
  } else {
    await notify(tx, [by.appointment.user_id], messages.toPatient, '/appointments');
  }
}

/** The doctor's notice of a booking (the desk's names who booked it), stored by the claim itself. */
export const bookingNotice = (patientName: string, deskBooker?: string) => ({
  message: deskBooker
    ? withValues(N.bookedFor, { booker: deskBooker, patient: patientName })
    : withValues(N.newRequest, { patient: patientName }),
  onClickPath: '/doctor/appointments',
});

/**
 * Booked: a patient's request, a holder's for a dependant, or the desk's, approved at once.
 * - notice: the doctor's (bookingNotice), written by the claim's own statement (booking-statements.ts)
 * - mail: a request, booking-received to the patient and new-booking to the doctor; the desk's,
 *   approved to the patient with the calendar invitation
 * - text: the patient's booking-received, or approved
 * - webhook: appointment.booked (appointments_inserted_webhook); the desk's approval then
 *   appointment.approved (appointments_updated_webhook)
 */
export async function bookedEffects(
  run: RunStatement,
  settings: VisitMessageSettings,
  booked: { appointmentId: string; atDesk: boolean },
): Promise<void> {
  await queueVisitMessages(
    run,
    settings,
    [booked.appointmentId],
    booked.atDesk
      ? [{ kind: 'approved', to: 'patient' }]
      : [
          { kind: 'booking-received', to: 'patient' },
          { kind: 'new-booking', to: 'doctor' },
        ],
  );
}

/**
 * Approved (for the date asked, or another) or rejected, by the doctor or the clinic.
 * - notice: the patient's
 * - mail and text: approved (with the calendar invitation) or rejected, to the patient
 * - webhook: appointment.approved, or appointment.cancelled for a rejection (appointments_updated_webhook)
 */
export async function statusChangedEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  change: {
    appointment: { id: string; user_id: string };
    doctor: DoctorRow;
    status: 'approved' | 'rejected';
    scheduleDate: string | null;
  },
): Promise<void> {
  const values = { doctor: doctorName(change.doctor) };
  await notify(
    tx,
    [change.appointment.user_id],
    change.status === 'rejected'
      ? withValues(N.rejected, values)
      : change.scheduleDate
        ? withValues(N.approvedFor, { ...values, date: formatDisplayDate(change.scheduleDate) })
        : withValues(N.approved, values),
    '/appointments',
  );
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [change.appointment.id],
    [{ kind: change.status, to: 'patient' }],
  );
}

/**
 * Rescheduled to a new date and time, waiting for approval again.
 * - notice: the other side's
 * - mail: rescheduled to the patient (a CANCEL of the old invitation when there was one), and
 *   patient-rescheduled to the doctor when the patient moved it; text: the patient's rescheduled
 * - webhook: none (appointments_updated_webhook writes none for a move back to pending; the
 *   approval of the new date writes appointment.approved)
 */
export async function rescheduledEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  moved: ChangedBy & { date: string; previousVisitDate: string; hadInvitation: boolean },
): Promise<void> {
  const when = formatDisplayDate(moved.date);
  await tellTheOtherSide(tx, moved, {
    toDoctor: withValues(N.movedBy, { name: moved.actorName, date: when }),
    toPatient: withValues(N.moved, { doctor: doctorName(moved.doctor), date: when }),
  });
  const { previousVisitDate, hadInvitation } = moved;
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [moved.appointment.id],
    [
      { kind: 'rescheduled', to: 'patient', previousVisitDate, hadInvitation },
      ...(moved.actor === 'patient'
        ? [{ kind: 'patient-rescheduled' as const, to: 'doctor' as const, previousVisitDate }]
        : []),
    ],
  );
}

/**
 * Cancelled by the patient (online or by a text's reply), the doctor or the clinic.
 * - notice: the other side's
 * - mail: cancelled to the patient (the calendar CANCEL when invited), and patient-cancelled to the
 *   doctor when the patient cancelled; text: the patient's cancelled
 * - webhook: appointment.cancelled (appointments_updated_webhook)
 */
export async function cancelledEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  cancelled: ChangedBy & { visitDate: string; hadInvitation: boolean },
): Promise<void> {
  await tellTheOtherSide(tx, cancelled, {
    toDoctor: withValues(N.cancelledBy, {
      name: cancelled.actorName,
      date: formatDisplayDate(cancelled.visitDate),
    }),
    toPatient: withValues(N.cancelled, { doctor: doctorName(cancelled.doctor) }),
  });
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [cancelled.appointment.id],
    [
      { kind: 'cancelled', to: 'patient', hadInvitation: cancelled.hadInvitation },
      ...(cancelled.actor === 'patient'
        ? [{ kind: 'patient-cancelled' as const, to: 'doctor' as const }]
        : []),
    ],
  );
}

/**
 * Completed, set for a follow-up on a date, or completed with a course of follow-ups prescribed.
 * - notice: the patient's
 * - mail: follow-up to the patient (with its date); the course's own mail is coursePrescribedEffects';
 *   no text
 * - webhook: appointment.completed (appointments_updated_webhook; a follow-up writes none)
 */
export async function completedEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  done: {
    appointment: { id: string; user_id: string };
    doctor: DoctorRow;
    followUp: string | null;
    /** the visits of the course prescribed, when one was */
    courseSize?: number;
  },
): Promise<void> {
  const doctor = doctorName(done.doctor);
  const patient = [done.appointment.user_id];
  if (!done.followUp) return notify(tx, patient, withValues(N.completed, { doctor }), '/appointments');
  const date = formatDisplayDate(done.followUp);
  if (done.courseSize !== undefined) {
    const values = { doctor, date, count: done.courseSize };
    return notify(tx, patient, withValues(N.followUpCourse, values), '/appointments');
  }
  await notify(tx, patient, withValues(N.followUp, { doctor, date }), '/appointments');
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [done.appointment.id],
    [{ kind: 'follow-up', to: 'patient' }],
  );
}

/**
 * Missed: the visit's day ended without the patient (the desk's mark, or the pass after closing).
 * Called before the visits are marked: their mails say the date each patient was expected on.
 * - notice: the patient's, with a link to book again; the boards see the queues change
 * - mail: no-show to the patient, with the link; no text
 * - webhook: appointment.no-show (appointments_updated_webhook, as the status becomes no-show)
 */
export async function missedEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  visits: readonly { id: string; doctor_id: string; user_id: string; due: string }[],
): Promise<void> {
  const ids = visits.map((visit) => visit.id);
  await queueVisitMessages(kyselyRunner(tx), settings, ids, [{ kind: 'no-show', to: 'patient' }]);
  const doctorIds = [...new Set(visits.map((visit) => visit.doctor_id))];
  const doctors = await tx
    .selectFrom('doctors')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', doctorIds)
    .execute();
  const doctorNames = new Map(doctors.map((d) => [d.id, `${d.first_name} ${d.last_name}`]));
  await notifyEach(
    tx,
    visits.map((visit) => ({
      userId: visit.user_id,
      message: withValues(N.missed, {
        doctor: doctorNames.get(visit.doctor_id) ?? '',
        date: formatDisplayDate(visit.due),
      }),
      onClickPath: `/book-appointment/${visit.doctor_id}`,
    })),
  );
  await announceQueues(tx, doctorIds);
}

/**
 * Promoted: a place freed on a date the patient waited for became their pending request.
 * - notice: the patient's (the place opened) and the doctor's (a new request)
 * - mail: promoted to the patient, new-booking to the doctor; text: the patient's promoted
 * - webhook: appointment.booked (appointments_inserted_webhook)
 */
export async function promotedEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  promoted: { appointmentId: string; patient: { id: string; name: string }; doctor: DoctorRow; date: string },
): Promise<void> {
  const { doctor, patient } = promoted;
  await notify(
    tx,
    [patient.id],
    withValues(N.placeOpened, { doctor: doctorName(doctor), date: formatDisplayDate(promoted.date) }),
    '/appointments',
  );
  await notify(
    tx,
    [doctor.user_id],
    withValues(N.newRequest, { patient: patient.name }),
    '/doctor/appointments',
  );
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [promoted.appointmentId],
    [
      { kind: 'promoted', to: 'patient' },
      { kind: 'new-booking', to: 'doctor' },
    ],
  );
}

/**
 * Cancelled because the doctor closed the clinic day.
 * - notice: the patient's, offering the next open date to rebook in one click when there is one
 * - mail: clinic-closed to the patient (the calendar CANCEL when invited, the rebook link); text:
 *   the patient's clinic-closed, with the clinic's reason
 * - webhook: appointment.cancelled (appointments_updated_webhook)
 */
export async function closedDayEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  closed: {
    visit: { id: string; user_id: string; status: string; visit_date: string };
    doctor: DoctorRow;
    reason: string;
    nextOpenDate: string | undefined;
    /** a leave's substitute, offered at the same date and time through a one-click link */
    substitute?: SubstituteOffer;
  },
): Promise<void> {
  const { visit, reason, nextOpenDate, substitute } = closed;
  const closedOn = { doctor: doctorName(closed.doctor), date: formatDisplayDate(visit.visit_date), reason };
  await notify(
    tx,
    [visit.user_id],
    substitute
      ? withValues(N.closedDaySubstitute, { ...closedOn, substitute: substitute.doctorName })
      : nextOpenDate
        ? withValues(N.closedDayCancelledRebook, { ...closedOn, next: formatDisplayDate(nextOpenDate) })
        : withValues(N.closedDayCancelled, closedOn),
    substitute ? substitute.path : `/appointments?rebook=${visit.id}`,
  );
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    [visit.id],
    [
      {
        kind: 'clinic-closed',
        to: 'patient',
        hadInvitation: visit.status === 'approved' || visit.status === 'follow-up',
        nextOpenDate,
        closing: { date: formatDisplayDate(visit.visit_date), reason, substitute },
      },
    ],
  );
}

/**
 * A course of visits booked: by the patient (pending), or by the desk (approved at once).
 * - notice: the doctor's, one per visit, written by each visit's claim (bookingNotice)
 * - mail: one for the whole course: course-requested to the patient and course-new to the doctor,
 *   or course-approved to the patient with one calendar file of every visit; no text
 * - webhook: appointment.booked per visit (appointments_inserted_webhook); at the desk then
 *   appointment.approved per visit (appointments_updated_webhook)
 */
export async function courseBookedEffects(
  run: RunStatement,
  settings: VisitMessageSettings,
  course: { appointmentIds: readonly string[]; atDesk: boolean },
): Promise<void> {
  const kinds = course.atDesk
    ? (['course-approved'] as const)
    : (['course-requested', 'course-new'] as const);
  await mailAboutCourse(run, settings, course.appointmentIds, kinds);
}

/**
 * A course of follow-ups prescribed on completing a visit (the completion's notice tells the patient).
 * - notice: the doctor's, one per visit, written by each visit's claim
 * - mail: course-prescribed to the patient, every date; no text
 * - webhook: appointment.booked per visit (appointments_inserted_webhook)
 */
export const coursePrescribedEffects = (
  run: RunStatement,
  settings: VisitMessageSettings,
  appointmentIds: readonly string[],
): Promise<void> => mailAboutCourse(run, settings, appointmentIds, ['course-prescribed']);

/**
 * Every pending visit of a course approved, each for its own date.
 * - notice: the patient's, once, with every date
 * - mail: course-approved to the patient, one calendar file of every visit; no text
 * - webhook: appointment.approved per visit (appointments_updated_webhook)
 */
export async function courseApprovedEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  approved: { patientId: string; doctor: DoctorRow; visits: readonly { id: string; day: string }[] },
): Promise<void> {
  await notify(
    tx,
    [approved.patientId],
    withValues(N.approvedFor, {
      doctor: doctorName(approved.doctor),
      date: approved.visits.map((v) => formatDisplayDate(v.day)).join(', '),
    }),
    '/appointments',
  );
  await mailAboutCourse(
    kyselyRunner(tx),
    settings,
    approved.visits.map((v) => v.id),
    ['course-approved'],
  );
}

/**
 * Reminded: a visit approved or in follow-up comes near (the reminder scan).
 * - mail and text: reminder to the patient (the text waits out the quiet hours); no notice, no webhook
 */
export const remindedEffects = (
  run: RunStatement,
  settings: VisitMessageSettings,
  appointmentId: string,
): Promise<void> => queueVisitMessages(run, settings, [appointmentId], [{ kind: 'reminder', to: 'patient' }]);

/**
 * Told the doctor runs late: the windows still ahead moved later by the slip (today/slips.ts).
 * - notice: the patient's, "Dr. {name} is running about 40 minutes late; please come at 11:20"
 * - mail: running-late to the patient, with the calendar update (the new start); text: the same words
 * - webhook: none (the status does not change)
 */
export async function slipEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  slip: {
    doctor: DoctorRow;
    visits: readonly { id: string; user_id: string; arriveFrom: string }[];
    lateMinutes: number;
  },
): Promise<void> {
  const doctor = doctorName(slip.doctor);
  await notifyEach(
    tx,
    slip.visits.map((visit) => ({
      userId: visit.user_id,
      message: withValues(N.runningLate, { doctor, minutes: slip.lateMinutes, time: visit.arriveFrom }),
      onClickPath: '/appointments',
    })),
  );
  await queueVisitMessages(
    kyselyRunner(tx),
    settings,
    slip.visits.map((visit) => visit.id),
    [{ kind: 'running-late', to: 'patient', lateMinutes: slip.lateMinutes }],
  );
}

/**
 * Near their turn: waiting patients with few enough before them (today/near-turn.ts).
 * - notice: the patient's, "You are 3rd in line for Dr. {name} — please be in the waiting area"
 * - text: the same words, not in the quiet hours (it would come too late); no mail, no webhook
 */
export async function nearTurnEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  near: { doctorId: string; visits: readonly { id: string; position: number }[] },
): Promise<void> {
  const ids = near.visits.map((visit) => visit.id);
  const rows = await tx
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select(['a.id', 'a.user_id', 'd.first_name', 'd.last_name'])
    .where('a.id', 'in', ids)
    .execute();
  const positionOf = new Map(near.visits.map((visit) => [visit.id, visit.position]));
  await notifyEach(
    tx,
    rows.map((row) => ({
      userId: row.user_id,
      message: withValues(N.nearTurn, {
        doctor: `${row.first_name} ${row.last_name}`,
        position: positionOf.get(row.id) ?? 1,
      }),
      onClickPath: '/',
    })),
  );
  const now = new Date();
  if (afterQuietHours(now, settings.timeZone, settings.quietHours).getTime() > now.getTime()) return;
  for (const visit of near.visits) {
    await queueVisitTexts(kyselyRunner(tx), settings, [visit.id], {
      kind: 'near-turn',
      position: visit.position,
    });
  }
}

/**
 * Called to the room from the clinic day's queue.
 * - live: the doctor's queue and the boards see it change
 * - text: the patient's called with their queue number ("B-004: please go to Dr. … now"); no mail
 * - webhook: visit.called (clinic_visits_updated_webhook)
 */
export async function calledEffects(
  tx: Tx,
  settings: VisitMessageSettings,
  called: { appointmentId: string; doctorId: string; queueNumber: string },
): Promise<void> {
  await announceQueue(tx, called.doctorId);
  await queueVisitTexts(kyselyRunner(tx), settings, [called.appointmentId], {
    kind: 'called',
    queueNumber: called.queueNumber,
  });
}
