import type { Language } from '../../../../shared/languages';

/** What an appointment mail is about: the facts every kind of mail is written from. */
export type AppointmentMailKind =
  | 'booking-received' // to patient: we got your request (pending)
  | 'new-booking' // to doctor: a patient requested a visit
  | 'approved' // to patient: approved, with schedule date; ics REQUEST
  | 'rejected' // to patient: with the clinic's comment
  | 'rescheduled' // to patient: moved to a new date, back to pending; ics REQUEST when hadInvitation
  | 'cancelled' // to patient: cancelled with the reason; ics CANCEL when hadInvitation
  | 'follow-up' // to patient: completed with a follow-up date (visitDate is the follow-up date)
  | 'reminder' // to patient: your visit is coming up
  | 'patient-cancelled' // to doctor: the patient cancelled (with reason)
  | 'patient-rescheduled' // to doctor: the patient moved the visit
  | 'promoted' // to patient: a place opened on a date they waited for; now a pending request
  | 'clinic-closed' // to patient: the doctor does not hold clinic that day; CANCEL when hadInvitation; rebook link
  | 'no-show' // to patient: the visit's day ended without them; link to book again
  | 'running-late'; // to patient: the doctor runs late, the window moved later; ics REQUEST (the new start)

export interface AppointmentMailFacts {
  kind: AppointmentMailKind;
  /** The recipient's language (English when not given). */
  language?: Language;
  clinicName: string;
  /** e.g. 'http://localhost:3000', no trailing slash. */
  appUrl: string;
  /** The clinic's sending address ('Name <addr>' or a bare address): ORGANIZER of the invitation. */
  fromAddress: string;
  /** The invitation's UID is derived from it: `${appointmentId}@clinicbook`. */
  appointmentId: string;
  recipientEmail: string;
  recipientName: string;
  patientName: string;
  /** Mail to an account holder about a dependant's visit names the dependant. */
  forPatient?: string;
  /** 'Ada Obi'; the mail writes 'Dr. Ada Obi'. */
  doctorName: string;
  service: string;
  location: string;
  /** 'YYYY-MM-DD' and 'HH:mm' on the clinic's clock, in the clinic's IANA zone. */
  visitDate: string;
  visitTime: string;
  timeZone: string;
  /**
   * The arrival window told ('HH:mm'), where the visit has one: the mails say it, and the calendar
   * event starts at it (visitTime is then its start).
   */
  arrival?: { from: string; by: string };
  /** Reschedule kinds: the date it was moved from. */
  previousVisitDate?: string;
  comment?: string;
  reason?: string;
  /** The invitation SEQUENCE: 0 first, raised by reschedule and cancel. */
  sequence: number;
  /** Whether a REQUEST went out before (the visit was approved or set for follow-up). */
  hadInvitation?: boolean;
  /** clinic-closed: the doctor's next open clinic day ('YYYY-MM-DD'), when there is one in 30 days. */
  nextOpenDate?: string;
  /**
   * clinic-closed: the closing the visit fell on, its date as shown ('DD-MM-YYYY') and the clinic's
   * reason, so the notice is said in the recipient's words; without it the cancel reason on record is.
   */
  closing?: {
    date: string;
    reason: string;
    /** a leave's substitute, who can see the patient at the same time: the mail's one-click link */
    substitute?: { doctorName: string; path: string };
  };
  /** running-late: how late the doctor runs, in minutes */
  lateMinutes?: number;
  /** reminder: the visit's own check-in link, which works on the visit's day only */
  checkInUrl?: string;
}
