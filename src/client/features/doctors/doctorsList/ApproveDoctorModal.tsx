import { Modal } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { Doctor } from '../../../../shared/types';
import { useChangeDoctorStatusMutation } from '../doctorsApi';
import { formatDoctorName } from '../doctorName';
import ApplicationSummary from '../profile/ApplicationSummary';

const messages = defineMessages({
  approve: { id: 'doctors.approveModal.approve', defaultMessage: 'Approve' },
  cancel: { id: 'doctors.approveModal.cancel', defaultMessage: 'Cancel' },
  approvedToast: { id: 'doctors.approveModal.approvedToast', defaultMessage: 'Doctor approved successfully' },
});

/** Texts that name the doctor: an application, or a blocked doctor approved again. */
const named = {
  applicationTitle: defineMessage<{ name: string }>({
    id: 'doctors.approveModal.applicationTitle',
    defaultMessage: 'Approve the application of {name}?',
  }),
  applicationIntro: defineMessage<{ name: string }>({
    id: 'doctors.approveModal.applicationIntro',
    defaultMessage:
      'Check the application below. Once approved, {name} is listed for patients and can take bookings.',
  }),
  blockedTitle: defineMessage<{ name: string }>({
    id: 'doctors.approveModal.blockedTitle',
    defaultMessage: 'Approve {name} again?',
  }),
  blockedIntro: defineMessage<{ name: string }>({
    id: 'doctors.approveModal.blockedIntro',
    defaultMessage: '{name} is blocked. Once approved again, they are listed for patients and take bookings.',
  }),
};

const summaryLabel = defineMessage<{ name: string }>({
  id: 'doctors.approveModal.summaryLabel',
  defaultMessage: 'Application of {name}',
});

/**
 * Approving a doctor: the application as submitted (everything it carries), then Approve or Cancel.
 * Nothing changes until Approve is pressed; a failure keeps the dialog open with the server's words.
 */
export default function ApproveDoctorModal({ doctor, onClose }: { doctor: Doctor; onClose: () => void }) {
  const intl = useIntl();
  const message = useMessage();
  const [changeStatus, { isLoading }] = useChangeDoctorStatusMutation();
  const name = formatDoctorName(intl, doctor);
  const blocked = doctor.status === 'blocked';

  const approve = async () => {
    try {
      const response = await changeStatus({
        doctorId: doctor._id,
        userId: doctor.userId,
        status: 'approved',
      }).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.approvedToast));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      width={720}
      title={intl.formatMessage(blocked ? named.blockedTitle : named.applicationTitle, { name })}
      okText={intl.formatMessage(messages.approve)}
      cancelText={intl.formatMessage(messages.cancel)}
      onOk={approve}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {intl.formatMessage(blocked ? named.blockedIntro : named.applicationIntro, { name })}
      </Typography.Paragraph>
      <section aria-label={intl.formatMessage(summaryLabel, { name })}>
        <ApplicationSummary doctor={doctor} />
      </section>
    </Modal>
  );
}
