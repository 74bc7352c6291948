import { Result } from 'antd';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import Panel from '../../../components/Panel';
import type { Doctor } from '../../../../shared/types';
import ApplicationSummary from './ApplicationSummary';

const messages = defineMessages({
  pendingTitle: {
    id: 'doctors.applicationStatus.pendingTitle',
    defaultMessage: 'Your application is being reviewed',
  },
  pendingSub: {
    id: 'doctors.applicationStatus.pendingSub',
    defaultMessage:
      'An administrator will review the details below. You will get a notification when it is decided.',
  },
  approvedTitle: {
    id: 'doctors.applicationStatus.approvedTitle',
    defaultMessage: 'Your application has been approved',
  },
  approvedSub: {
    id: 'doctors.applicationStatus.approvedSub',
    defaultMessage: 'Sign out and sign in again to open your doctor home.',
  },
  blockedTitle: {
    id: 'doctors.applicationStatus.blockedTitle',
    defaultMessage: 'Your doctor account has been blocked',
  },
  blockedSub: {
    id: 'doctors.applicationStatus.blockedSub',
    defaultMessage: 'You cannot take appointments for now. Please contact the clinic administration.',
  },
});

const STATUS_TEXT: Record<
  Doctor['status'],
  { status: 'info' | 'success' | 'warning'; title: MessageDescriptor; sub: MessageDescriptor }
> = {
  pending: { status: 'info', title: messages.pendingTitle, sub: messages.pendingSub },
  approved: { status: 'success', title: messages.approvedTitle, sub: messages.approvedSub },
  blocked: { status: 'warning', title: messages.blockedTitle, sub: messages.blockedSub },
};

/** Where a doctor application stands, with what was submitted. */
export default function ApplicationStatus({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const text = STATUS_TEXT[doctor.status] ?? STATUS_TEXT.pending;
  return (
    <Panel>
      <Result
        status={text.status}
        title={intl.formatMessage(text.title)}
        subTitle={intl.formatMessage(text.sub)}
      />
      <ApplicationSummary doctor={doctor} />
    </Panel>
  );
}
