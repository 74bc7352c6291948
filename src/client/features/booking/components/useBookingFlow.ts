import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../app/api';
import { DATE_FORMAT } from '../../../components/clinicDatePicker';
import { INVALID_BOOKING_TIME } from '../../../../shared/vocabulary';
import {
  useBookAppointmentMutation,
  useCheckAvailabilityMutation,
  type BookingRequest,
} from '../../appointments';
import { TIME_FORMAT } from '../../../components/bookingRules';
import { useMessage } from '../../../app/messages';
import { useJoinWaitlistMutation } from '../../waitlist';

export const BOOKING_ERROR = 'Error Booking Appointment!';
/** Spec 9: the wait between a successful booking and /appointments. */
export const REDIRECT_DELAY_MS = 1500;

/** The check's refusal for a date with no place left: the card then offers the waitlist (issue 14). */
const FULL_DATE = /^No slots left on /;

/** What a successful availability check said, for the date and time it was asked about. */
export interface Availability {
  request: BookingRequest;
  message: string;
  availableSlots?: number;
}

/**
 * The booking state machine of spec 4: the availability flag is false until a check succeeds;
 * changing the date or the time, or booking, clears it; a booking goes to /appointments after 1.5 s.
 * A check refused because the date is full offers the waitlist for that date and time instead
 * (issue 14), until the choice changes.
 */
export function useBookingFlow(doctorId: string) {
  const navigate = useNavigate();
  const message = useMessage();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [full, setFull] = useState<BookingRequest | null>(null);
  const [waiting, setWaiting] = useState<BookingRequest | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [checkAvailability, check] = useCheckAvailabilityMutation();
  const [bookAppointment, booking] = useBookAppointmentMutation();
  const [joinWaitlist, joining] = useJoinWaitlistMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a check answered after the date or time changed must not raise the flag for the new choice
  const choice = useRef('');

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const choose = (nextDate: Dayjs | null, nextTime: Dayjs | null) => {
    choice.current = `${nextDate?.format(DATE_FORMAT)}|${nextTime?.format(TIME_FORMAT)}`;
    setDate(nextDate);
    setTime(nextTime);
    setAvailability(null);
    setFull(null);
    setWaiting(null);
  };

  /** The request body, or null (after the spec's toast) when the date or time is missing or 00:00. */
  const requestBody = (): BookingRequest | null => {
    const hhmm = time?.format(TIME_FORMAT);
    if (!date || !hhmm || hhmm === '00:00') {
      void message.error(INVALID_BOOKING_TIME);
      return null;
    }
    return { doctorId, date: date.format(DATE_FORMAT), time: hhmm };
  };

  const confirm = async () => {
    const request = requestBody();
    if (!request) return;
    const asked = choice.current;
    try {
      const response = await checkAvailability(request).unwrap();
      if (choice.current !== asked) return;
      const text = response.message ?? 'Appointment available';
      setFull(null);
      setAvailability({ request, message: text, availableSlots: response.data?.availableSlots });
      void message.success(text);
    } catch (error) {
      const text = errorMessage(error, BOOKING_ERROR);
      const isFull = FULL_DATE.test(text);
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
      void message.success(response.message ?? 'You are on the waitlist');
    } catch (error) {
      void message.error(errorMessage(error, BOOKING_ERROR));
    }
  };

  const book = async () => {
    const request = requestBody();
    if (!request) return;
    setAvailability(null);
    try {
      const response = await bookAppointment(request).unwrap();
      void message.success(response.message ?? 'Appointment booked successfully');
      setRedirecting(true);
      redirectTimer.current = setTimeout(() => navigate('/appointments'), REDIRECT_DELAY_MS);
    } catch (error) {
      void message.error(errorMessage(error, BOOKING_ERROR));
    }
  };

  return {
    date,
    time,
    setDate: (next: Dayjs | null) => choose(next, time),
    setTime: (next: Dayjs | null) => choose(date, next),
    availability,
    /** The full date and time the waitlist is offered for. */
    full,
    /** The date and time just queued for. */
    waiting,
    confirm,
    book,
    joinWaitlist: joinQueue,
    busy: check.isLoading || booking.isLoading || joining.isLoading || redirecting,
  };
}
