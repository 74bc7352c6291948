/**
 * Fixed lists, limits and messages both sides share, kept apart from the zod schemas so that a
 * screen which only shows them (a status filter, a date picker's range) does not download zod.
 */
import { defineMessages } from '@formatjs/intl';
import { plainMessages, type SharedMessage } from './messages';

/**
 * How long after one verification code another can be asked for (resend-otp): Verify OTP counts it
 * down, and the server sends none sooner for the same account.
 */
export const CODE_RESEND_SECONDS = 60;

/** How far ahead a patient may book: from today up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 90;

const vocabularyMessages = plainMessages(
  defineMessages({
    invalidBookingTime: {
      id: 'shared.vocabulary.invalidBookingTime',
      defaultMessage: 'Please select a valid time.',
    },
    invalidTime: {
      id: 'shared.vocabulary.invalidTime',
      defaultMessage: 'Please select valid time of appointment',
    },
  }),
);
/** What a screen says (with intl) when a booking's time is not a valid one. */
export const INVALID_BOOKING_TIME_TEXT: SharedMessage = vocabularyMessages.invalidBookingTime;
/** The same in English, as plain literals (server, tests): in the browser a default is an AST. */
export const INVALID_BOOKING_TIME = 'Please select a valid time.';
export const INVALID_TIME_MESSAGE = 'Please select valid time of appointment';

export const APPOINTMENT_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'follow-up',
  'completed',
  'cancelled',
  'no-show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Where a visit due today stands at the clinic; kept beside its status. */
export const VISIT_STATES = ['expected', 'arrived', 'in-consultation', 'seen', 'no-show'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** An arrived patient who has waited longer than this is shown in amber on the day sheet. */
export const WAIT_ALERT_MINUTES = 45;

/** The statuses a visit can be cancelled or rescheduled from. */
export const CHANGEABLE_STATUSES = [
  'pending',
  'approved',
  'follow-up',
] as const satisfies readonly AppointmentStatus[];
export const canCancelOrReschedule = (status: AppointmentStatus) =>
  (CHANGEABLE_STATUSES as readonly AppointmentStatus[]).includes(status);

/**
 * The statuses that hold one of the doctor's places on the visit's clinic date: rejected, cancelled
 * and no-show free it. Read by the booking rule (src/server/appointments/booking-rule.ts) and by
 * every count of a date's places (the doctors' next open date, the slots, the dashboard).
 */
export const SLOT_STATUSES = [
  'pending',
  'approved',
  'follow-up',
  'completed',
] as const satisfies readonly AppointmentStatus[];
/** A patient's live visits: one with a doctor per clinic date, a second is refused. */
export const LIVE_STATUSES = [
  'pending',
  'approved',
  'follow-up',
] as const satisfies readonly AppointmentStatus[];

export const GENDERS = ['female', 'male'] as const;

export const DOCTOR_STATUSES = ['pending', 'approved', 'blocked'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_STATUSES = ['approved', 'hold', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The clinic-day categories a clinic day is created in: Standard, Alternate, Last, Everyday, Weekday. */
export const CLINIC_DAY_CATEGORIES = ['Standard', 'Alternate', 'Last', 'Everyday', 'Weekday'] as const;
export type ClinicDayCategory = (typeof CLINIC_DAY_CATEGORIES)[number];

export const STANDARD_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'By Appointment',
  '4th or 5th Saturday of the Month',
  '2nd or 3rd Tuesday of the Month',
] as const;

/** The name a category and a day make: 'Alternate Monday', 'Last Friday', 'Everyday', … */
export function clinicDayName(category: ClinicDayCategory, day?: string): string {
  if (category === 'Everyday' || category === 'Weekday') return category;
  if (category === 'Standard') return day ?? '';
  return day ? `${category} ${day}` : '';
}

/** How an audited call ended. */
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
