import { Modal } from 'antd';
import { CompleteAppointmentForm, useCompleteDoctorAppointmentMutation } from '../../appointments';
import type { DayRow } from '../todayTypes';

/** The existing completion form (spec 5) over the one visit in consultation, in a dialog. */
export default function CompleteVisitDialog({ row, onClose }: { row: DayRow; onClose: () => void }) {
  const [complete, { isLoading: saving }] = useCompleteDoctorAppointmentMutation();
  return (
    <Modal
      open
      title={`Complete ${row.queueNumber ?? ''} ${row.patientName}`}
      footer={null}
      onCancel={onClose}
      width={680}
    >
      <CompleteAppointmentForm
        visit={{ _id: row._id, label: `${row.patientName} – ${row.time}` }}
        complete={complete}
        saving={saving}
        onCompleted={onClose}
      />
    </Modal>
  );
}
