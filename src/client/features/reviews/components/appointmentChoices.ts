import { defineMessages, type IntlShape } from 'react-intl';
import type { Appointment } from '../../../../shared/schemas/appointments';
import type { ListArgs } from '../../../lib/api/pagedList';

export const appointmentChoiceMessages = defineMessages({
  none: { id: 'reviews.appointmentChoices.none', defaultMessage: 'No appointments available' },
  unknownDoctor: { id: 'reviews.appointmentChoices.unknownDoctor', defaultMessage: 'Unknown Doctor' },
  unknownService: { id: 'reviews.appointmentChoices.unknownService', defaultMessage: 'Unknown Service' },
});

/**
 * Visits a patient may review: completed or follow-up, not yet reviewed. The server
 * applies these filters to the patient's list; the typed text searches doctor name and service.
 */
export const REVIEWABLE: ListArgs = { status: ['completed', 'follow-up'], reviewed: false };

type DoctorInfoLike = { doctorInfo?: Partial<Appointment['doctorInfo']> | null };

/** 'First Last - Service', with 'Unknown Doctor' or 'Unknown Service' for a missing doctor or service. */
export function appointmentChoiceLabel({ doctorInfo }: DoctorInfoLike, intl: IntlShape): string {
  const doctor = [doctorInfo?.firstName, doctorInfo?.lastName].filter(Boolean).join(' ');
  return intl.formatMessage(
    { id: 'reviews.appointmentChoices.label', defaultMessage: '{doctor} - {service}' },
    {
      doctor: doctor || intl.formatMessage(appointmentChoiceMessages.unknownDoctor),
      service: doctorInfo?.service || intl.formatMessage(appointmentChoiceMessages.unknownService),
    },
  );
}
