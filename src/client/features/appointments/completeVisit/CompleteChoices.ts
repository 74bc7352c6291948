import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import {
  clinicDateOf,
  doctorFullName,
  knownStatus,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment, AppointmentStatus } from '../../../../shared/schemas/appointments';

/**
 * Who completes, and from which statuses: the status filter the
 * completion form's appointment search sends.
 */
export const COMPLETABLE_STATUSES = {
  /** The doctor's form also lists pending appointments. */
  doctor: ['pending', 'approved', 'follow-up'],
  /** Admin and staff complete only what has been approved (or set for a follow-up). */
  clinic: ['approved', 'follow-up'],
} as const satisfies Record<string, readonly AppointmentStatus[]>;

/** The visit being completed: a follow-up's own date, else the clinic date. */
const visitDate = (a: Appointment) =>
  a.status === 'follow-up' && a.followUpDate ? a.followUpDate : clinicDateOf(a);

const messages = defineMessages<{
  option: { patient: string; doctor: string; date: string; status: string };
  noPatient: NoMessageValues;
}>({
  option: {
    id: 'appointments.complete.option',
    defaultMessage: '{patient} – Dr. {doctor} – {date} ({status})',
  },
  noPatient: { id: 'appointments.complete.noPatient', defaultMessage: 'N/A' },
});

/** 'Patient name – Dr. First Last – DD-MM-YYYY (Status)', what the appointment select shows. */
export function completeOptionLabel(a: Appointment, intl: IntlShape): string {
  return intl.formatMessage(messages.option, {
    patient: a.userInfo?.name || intl.formatMessage(messages.noPatient),
    doctor: doctorFullName(a),
    date: formatDisplayDate(visitDate(a)),
    status: intl.formatMessage(STATUS_TEXT[knownStatus(a.status)]),
  });
}
