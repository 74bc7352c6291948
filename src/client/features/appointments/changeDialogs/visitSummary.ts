import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { clinicDateOf, doctorFullName } from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

const messages = defineMessages<{
  summary: { patient: string; doctor: string; date: string; time: string };
  somePatient: NoMessageValues;
}>({
  summary: {
    id: 'appointments.visitSummary.summary',
    defaultMessage: '{patient} with Dr. {doctor} on {date} at {time}',
  },
  somePatient: { id: 'appointments.visitSummary.somePatient', defaultMessage: 'Patient' },
});

/** 'Chiamaka Obi with Dr. Ada Eze on 28-11-2026 at 09:30': which visit a change is about. */
export const visitSummary = (a: Appointment, intl: IntlShape) =>
  intl.formatMessage(messages.summary, {
    patient: a.userInfo?.name ?? intl.formatMessage(messages.somePatient),
    doctor: doctorFullName(a),
    date: formatDisplayDate(clinicDateOf(a)),
    time: a.time,
  });
