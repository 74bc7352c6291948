import { lazy, Suspense, useState } from 'react';
import type { Appointment } from '../../../../shared/schemas/appointments';

// the forms (date pickers, zod rules) download when someone first cancels or reschedules
const CancelAppointmentModal = lazy(() => import('./CancelAppointmentModal'));
const RescheduleModal = lazy(() => import('./RescheduleModal'));

export type AppointmentChange = 'cancel' | 'reschedule';

/** The cancel or reschedule dialog of one appointment list: which row, and the dialog. */
export function useAppointmentChange() {
  const [changing, setChanging] = useState<{ appointment: Appointment; change: AppointmentChange } | null>(
    null,
  );
  const close = () => setChanging(null);
  const Dialog = changing?.change === 'reschedule' ? RescheduleModal : CancelAppointmentModal;
  return {
    start: (appointment: Appointment, change: AppointmentChange) => setChanging({ appointment, change }),
    dialog: changing && (
      <Suspense fallback={null}>
        <Dialog key={changing.appointment._id} appointment={changing.appointment} onClose={close} />
      </Suspense>
    ),
  };
}
