import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Modal } from 'antd';
import type { ListArgs } from '../../../lib/api/pagedList';
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

const messages = defineMessages<{
  title: NoMessageValues;
  ok: NoMessageValues;
  notNow: NoMessageValues;
  questionWithDoctor: { doctor: string };
  question: NoMessageValues;
}>({
  title: { id: 'appointments.rebook.title', defaultMessage: 'Rebook appointment' },
  ok: { id: 'appointments.rebook.ok', defaultMessage: 'Rebook' },
  notNow: { id: 'appointments.rebook.notNow', defaultMessage: 'Not now' },
  questionWithDoctor: {
    id: 'appointments.rebook.questionWithDoctor',
    defaultMessage: 'Rebook your visit with Dr. {doctor} on the next open clinic day?',
  },
  question: {
    id: 'appointments.rebook.question',
    defaultMessage: 'Rebook your visit on the next open clinic day?',
  },
});

interface RebookDialogProps {
  appointmentId: string;
  onClose: () => void;
}

/**
 * The notification's one-click rebook ('/appointments?rebook={id}'): a confirmation naming
 * the doctor, then one call books the doctor's next open clinic day. The server decides whether the
 * visit can be rebooked; its answer is toasted.
 */
export default function RebookDialog({ appointmentId, onClose }: RebookDialogProps) {
  const intl = useIntl();
  const { rebook, rebooking } = useRebook();
  const { visit } = useGetUserAppointmentsQuery(RECENT_CANCELLED, {
    selectFromResult: ({ data }) => ({ visit: data?.entities[appointmentId] }),
  });
  const question = visit
    ? intl.formatMessage(messages.questionWithDoctor, { doctor: doctorFullName(visit) })
    : intl.formatMessage(messages.question);

  const onOk = async () => {
    if (await rebook(appointmentId)) onClose();
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.ok)}
      cancelText={intl.formatMessage(messages.notNow)}
      confirmLoading={rebooking !== null}
      onOk={onOk}
      onCancel={onClose}
    >
      {question}
    </Modal>
  );
}
