import type { MessageDescriptor } from '@formatjs/intl';
import { formatDisplayDate } from '../../../shared/clinicDays';
import type { AppointmentMailKind } from './mail/appointment-mail-facts';
import { mailLanguageOf, sayIn } from '../../mail/mail-language';
import type { QueuedText } from '../../sms/sms-outbox';
import { afterQuietHours, type QuietHours } from '../../sms/quiet-hours';
import { VISIT_TEXT } from './visit-text-messages';

/** The texts about a visit: the patient's mails that are texted too, and the call to the room. */
export type TextKind = AppointmentMailKind | 'called' | 'near-turn';

/** What a text about an appointment says, and where it goes. */
export interface AppointmentTextFacts {
  kind: TextKind;
  appointmentId: string;
  /** the reader's language: the account holder's (a dependant's texts are read by them too) */
  language: string | null;
  /** whose number it goes to, and the number (E.164), or null when there is none that takes texts */
  ownerId: string;
  toNumber: string | null;
  doctorName: string;
  /** 'YYYY-MM-DD' and 'HH:mm' */
  visitDate: string;
  visitTime: string;
  /** the arrival window told ('HH:mm'), where the visit has one */
  arrival?: { from: string; by: string };
  place: string;
  /** a cancellation's or refusal's reason, a closing's */
  reason?: string;
  /** the call to the room: the number on the patient's ticket and the board */
  queueNumber?: string;
  /** near-turn: the patient's place in the waiting line (1 for the next) */
  position?: number;
  /** running-late: how late the doctor runs, in minutes */
  lateMinutes?: number;
  /** reminder: the visit's own check-in link, for its day */
  checkInUrl?: string;
  /** clinic-closed by a leave: the substitute, and the one-click link to keep the time with them */
  offer?: { doctorName: string; link: string };
}

/** The patient-side kinds that are texted, and their words; follow-ups and no-shows go by mail only. */
const TEXT_OF: Partial<Record<TextKind, MessageDescriptor>> = {
  'booking-received': VISIT_TEXT.bookingReceived,
  approved: VISIT_TEXT.approved,
  rescheduled: VISIT_TEXT.rescheduled,
  cancelled: VISIT_TEXT.cancelled,
  rejected: VISIT_TEXT.rejected,
  reminder: VISIT_TEXT.reminder,
  promoted: VISIT_TEXT.promoted,
  'clinic-closed': VISIT_TEXT.clinicClosed,
  'running-late': VISIT_TEXT.runningLate,
  called: VISIT_TEXT.called,
  'near-turn': VISIT_TEXT.nearTurn,
};

/** The kinds that say when to come, in the words they use when the visit has a window. */
const WINDOW_TEXT_OF: Partial<Record<TextKind, MessageDescriptor>> = {
  approved: VISIT_TEXT.approvedWindow,
  reminder: VISIT_TEXT.reminderWindow,
};

export const isTexted = (kind: TextKind) => kind in TEXT_OF;

/**
 * The text about one appointment in its reader's language, or null when the kind is not texted or
 * there is no number to send it to. A reminder waits out the quiet hours.
 */
export function appointmentText(
  facts: AppointmentTextFacts,
  clinic: { timeZone: string; quietHours: QuietHours | null },
  now = new Date(),
): QueuedText | null {
  const message = (facts.arrival && WINDOW_TEXT_OF[facts.kind]) || TEXT_OF[facts.kind];
  if (!message || !facts.toNumber) return null;
  const language = mailLanguageOf(facts.language);
  const say = sayIn(language);
  const words = say(message, {
    doctor: say(VISIT_TEXT.doctor, { name: facts.doctorName }),
    date: formatDisplayDate(facts.visitDate),
    time: facts.visitTime,
    place: facts.place,
    number: facts.queueNumber ?? '',
    position: facts.position ?? 1,
    minutes: facts.lateMinutes ?? 0,
    from: facts.arrival?.from ?? '',
    by: facts.arrival?.by ?? '',
  });
  const body = [
    words,
    facts.reason && say(VISIT_TEXT.reason, { reason: facts.reason }),
    facts.offer &&
      say(VISIT_TEXT.substituteOffer, { substitute: facts.offer.doctorName, link: facts.offer.link }),
    facts.checkInUrl && say(VISIT_TEXT.checkIn, { url: facts.checkInUrl }),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    userId: facts.ownerId,
    toNumber: facts.toNumber,
    kind: facts.kind,
    appointmentId: facts.appointmentId,
    language,
    body,
    notBefore:
      facts.kind === 'reminder' ? afterQuietHours(now, clinic.timeZone, clinic.quietHours) : undefined,
  };
}
