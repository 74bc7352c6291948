import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useRebookAppointmentMutation } from '../appointmentChangesApi';

/**
 * Rebook: a visit a closed clinic day cancelled, booked again on the doctor's next open
 * date in one call. The server's answer is toasted; `rebooking` is the visit being sent.
 */
export function useRebook() {
  const message = useMessage();
  const intl = useIntl();
  const [rebookAppointment] = useRebookAppointmentMutation();
  const [rebooking, setRebooking] = useState<string | null>(null);

  /** True when the server booked it. */
  const rebook = async (appointmentId: string): Promise<boolean> => {
    setRebooking(appointmentId);
    try {
      const answer = await rebookAppointment({ appointmentId }).unwrap();
      void message.success(
        answer.message ??
          intl.formatMessage({
            id: 'appointments.rebook.booked',
            defaultMessage: 'Appointment booked successfully',
          }),
      );
      return true;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    } finally {
      setRebooking(null);
    }
  };
  return { rebook, rebooking };
}
