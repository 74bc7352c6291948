import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { CompleteAppointmentForm, useCompleteDoctorAppointmentMutation } from '../../appointments';
import type { DayRow } from '../todayTypes';

/** The existing completion form over the one visit in consultation, in a dialog. */
export default function CompleteVisitDialog({ row, onClose }: { row: DayRow; onClose: () => void }) {
  const intl = useIntl();
  const [complete, { isLoading: saving }] = useCompleteDoctorAppointmentMutation();
  return (
    <Modal
      open
      title={intl.formatMessage(
        { id: 'today.completeVisit.title', defaultMessage: 'Complete {number} {name}' },
        { number: row.queueNumber ?? '', name: row.patientName },
      )}
      footer={null}
      onCancel={onClose}
      width={680}
    >
      <CompleteAppointmentForm
        visit={{
          _id: row._id,
          label: intl.formatMessage(
            { id: 'today.completeVisit.visit', defaultMessage: '{name} – {time}' },
            { name: row.patientName, time: row.time },
          ),
        }}
        complete={complete}
        saving={saving}
        onCompleted={onClose}
      />
    </Modal>
  );
}
