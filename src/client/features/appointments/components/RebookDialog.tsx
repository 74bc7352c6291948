import { Modal } from 'antd';
import type { ListArgs } from '../../../app/pagedList';
import { doctorFullName } from '../../../../shared/appointmentDisplay';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { useRebook } from './useRebook';

/** The patient's latest cancelled visits, where the one the link names is looked up for its doctor. */
const RECENT_CANCELLED: ListArgs = {
  status: ['cancelled'],
  sort: 'scheduledDate',
  order: 'desc',
  pageSize: 100,
};

interface RebookDialogProps {
  appointmentId: string;
  onClose: () => void;
}

/**
 * The notification's one-click rebook ('/appointments?rebook={id}', issue 14): a confirmation naming
 * the doctor, then one call books the doctor's next open clinic day. The server decides whether the
 * visit can be rebooked; its answer is toasted.
 */
export default function RebookDialog({ appointmentId, onClose }: RebookDialogProps) {
  const { rebook, rebooking } = useRebook();
  const { visit } = useGetUserAppointmentsQuery(RECENT_CANCELLED, {
    selectFromResult: ({ data }) => ({ visit: data?.entities[appointmentId] }),
  });
  const withDoctor = visit ? ` with Dr. ${doctorFullName(visit)}` : '';

  const onOk = async () => {
    if (await rebook(appointmentId)) onClose();
  };

  return (
    <Modal
      open
      destroyOnHidden
      title="Rebook appointment"
      okText="Rebook"
      cancelText="Not now"
      confirmLoading={rebooking !== null}
      onOk={onOk}
      onCancel={onClose}
    >
      Rebook your visit{withDoctor} on the next open clinic day?
    </Modal>
  );
}
