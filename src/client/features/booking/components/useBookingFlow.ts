import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { defineMessages, useIntl } from 'react-intl';
import { errorEnvelope, errorMessage } from '../../../lib/api/api';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import { INVALID_BOOKING_TIME_TEXT } from '../../../../shared/vocabulary';
import { useBookAppointmentMutation, useCheckAvailabilityMutation } from '../../appointments';
import type { BookingInput } from '../../../../shared/schemas/appointments';
import { TIME_FORMAT } from '../../../lib/clinicTime/bookingRules';
import { useMessage } from '../../../lib/toasts/messages';
import { useJoinWaitlistMutation } from '../../waitlist';

const messages = defineMessages({
  bookingError: { id: 'booking.flow.bookingError', defaultMessage: 'Error Booking Appointment!' },
  available: { id: 'booking.flow.available', defaultMessage: 'Appointment available' },
  onWaitlist: { id: 'booking.flow.onWaitlist', defaultMessage: 'You are on the waitlist' },
  booked: { id: 'booking.flow.booked', defaultMessage: 'Appointment booked successfully' },
});

/** The wait between a successful booking and /appointments. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The check's refusal for a date with no place left, flagged `full` by the server whatever language
 * its message is in: the card then offers the waitlist.
 */
const isFullDate = (error: unknown) => errorEnvelope(error)?.full === true;

/** What a successful availability check said, for the date and time it was asked about. */
export interface Availability {
  request: BookingInput;
  message: string;
  availableSlots?: number;
}

export interface BookingFlowOptions {
  /** The patient the visit is for when not the signed-in account; fixed at the desk. */
  patientId?: string;
  /** Where a successful booking goes (default /appointments; the desk returns to its list). */
  doneRoute?: string;
  /**
   * The desk: a booking stays on its confirmation (Check in now for a walk-in, then Done to
   * `doneRoute`) instead of leaving after 1.5 s; `todayRoute` is the desk's Today, `patientName`
   * whom the check-in's toast names.
   */
  confirmation?: { todayRoute: string; patientName: string };
}

/** A visit just booked at the desk: its id and what was asked for. */
export interface BookedVisit {
  appointmentId: string;
  request: BookingInput;
}

/**
 * The booking state machine: the availability flag is false until a check succeeds;
 * changing the date, the time or who the visit is for, or booking, clears it; a booking goes to
 * /appointments after 1.5 s. A check refused because the date is full offers the waitlist for that
 * date and time instead, until the choice changes.
 */
export function useBookingFlow(doctorId: string, options: BookingFlowOptions = {}) {
  const navigate = useNavigate();
  const message = useMessage();
  const intl = useIntl();
  const bookingError = intl.formatMessage(messages.bookingError);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [patientId, setPatientId] = useState<string | undefined>(options.patientId);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [full, setFull] = useState<BookingInput | null>(null);
  const [waiting, setWaiting] = useState<BookingInput | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [checkAvailability, check] = useCheckAvailabilityMutation();
  const [bookAppointment, booking] = useBookAppointmentMutation();
  const [joinWaitlist, joining] = useJoinWaitlistMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a check answered after the date or time changed must not raise the flag for the new choice
  const choice = useRef('');

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const choose = (nextDate: Dayjs | null, nextTime: Dayjs | null, nextPatient: string | undefined) => {
    choice.current = `${nextDate?.format(DATE_FORMAT)}|${nextTime?.format(TIME_FORMAT)}|${nextPatient}`;
    setDate(nextDate);
    setTime(nextTime);
    setPatientId(nextPatient);
    setAvailability(null);
    setFull(null);
    setWaiting(null);
  };

  /**
   * The request body, or null (after the toast 'Please select a valid time.') when the date or time is
   * missing or 00:00.
   */
  const requestBody = (): BookingInput | null => {
    const hhmm = time?.format(TIME_FORMAT);
    if (!date || !hhmm || hhmm === '00:00') {
      void message.error(intl.formatMessage(INVALID_BOOKING_TIME_TEXT));
      return null;
    }
    const forWhom = patientId ? { patientId } : {};
    return { doctorId, date: date.format(DATE_FORMAT), time: hhmm, ...forWhom };
  };

  const confirm = async () => {
    const request = requestBody();
    if (!request) return;
    const asked = choice.current;
    try {
      const response = await checkAvailability(request).unwrap();
      if (choice.current !== asked) return;
      const text = response.message ?? intl.formatMessage(messages.available);
      setFull(null);
      setAvailability({ request, message: text, availableSlots: response.data?.availableSlots });
      void message.success(text);
    } catch (error) {
      const text = errorMessage(error, bookingError);
      const isFull = isFullDate(error);
      if (choice.current === asked) setFull(isFull ? request : null);
      // a full date is not a failure any more: the card now offers its waitlist
      void (isFull ? message.warning(text) : message.error(text));
    }
  };

  /** Queues for the full date and time the check was refused for; the server words the answer. */
  const joinQueue = async () => {
    if (!full) return;
    try {
      const response = await joinWaitlist(full).unwrap();
      setFull(null);
      setWaiting(full);
      void message.success(response.message ?? intl.formatMessage(messages.onWaitlist));
    } catch (error) {
      void message.error(errorMessage(error, bookingError));
    }
  };

  const book = async () => {
    const request = requestBody();
    if (!request) return;
    setAvailability(null);
    try {
      const response = await bookAppointment(request).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.booked));
      if (options.confirmation && response.data) {
        setBooked({ appointmentId: response.data._id, request });
        return;
      }
      setRedirecting(true);
      redirectTimer.current = setTimeout(
        () => navigate(options.doneRoute ?? '/appointments'),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      void message.error(errorMessage(error, bookingError));
    }
  };

  return {
    date,
    time,
    setDate: (next: Dayjs | null) => choose(next, time, patientId),
    setTime: (next: Dayjs | null) => choose(date, next, patientId),
    /** Who the visit is for: undefined for the signed-in account itself. */
    patientId,
    setPatientId: (next: string | undefined) => choose(date, time, next),
    availability,
    /** The full date and time the waitlist is offered for. */
    full,
    /** The date and time just queued for. */
    waiting,
    /** The desk's visit just booked, shown on its confirmation. */
    booked,
    /** Leaves the confirmation for the desk's list. */
    done: () => navigate(options.doneRoute ?? '/appointments'),
    confirm,
    book,
    joinWaitlist: joinQueue,
    busy: check.isLoading || booking.isLoading || joining.isLoading || redirecting,
  };
}
