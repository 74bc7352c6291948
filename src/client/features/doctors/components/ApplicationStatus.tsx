import { Result } from 'antd';
import Panel from '../../../components/Panel';
import type { Doctor } from '../../../../shared/types';
import ApplicationSummary from './ApplicationSummary';

const STATUS_TEXT: Record<
  Doctor['status'],
  { status: 'info' | 'success' | 'warning'; title: string; sub: string }
> = {
  pending: {
    status: 'info',
    title: 'Your application is being reviewed',
    sub: 'An administrator will review the details below. You will get a notification when it is decided.',
  },
  approved: {
    status: 'success',
    title: 'Your application has been approved',
    sub: 'Sign out and sign in again to open your doctor home.',
  },
  blocked: {
    status: 'warning',
    title: 'Your doctor account has been blocked',
    sub: 'You cannot take appointments for now. Please contact the clinic administration.',
  },
};

/** Where a doctor application stands, with what was submitted. */
export default function ApplicationStatus({ doctor }: { doctor: Doctor }) {
  const text = STATUS_TEXT[doctor.status] ?? STATUS_TEXT.pending;
  return (
    <Panel>
      <Result status={text.status} title={text.title} subTitle={text.sub} />
      <ApplicationSummary doctor={doctor} />
    </Panel>
  );
}
