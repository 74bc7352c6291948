import { Button, Popconfirm } from 'antd';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useApproveSeriesMutation } from '../seriesApi';

const messages = defineMessages<
  { label: { patient: string } } & Record<'approve' | 'confirm' | 'ok' | 'keep' | 'approved', NoMessageValues>
>({
  approve: { id: 'series.approve.button', defaultMessage: 'Approve course' },
  label: {
    id: 'series.approve.label',
    defaultMessage: 'Approve every pending visit of the course of {patient}',
  },
  confirm: {
    id: 'series.approve.confirm',
    defaultMessage: 'Approve every pending visit of this course, each on its own date?',
  },
  ok: { id: 'series.approve.ok', defaultMessage: 'Approve all' },
  keep: { id: 'series.approve.keep', defaultMessage: 'Not now' },
  approved: { id: 'series.approve.approved', defaultMessage: 'Course approved' },
});

/** Approves a course's pending visits in one action, after a confirmation. */
export default function ApproveCourseButton({ seriesId, patient }: { seriesId: string; patient: string }) {
  const intl = useIntl();
  const message = useMessage();
  const [approveSeries, { isLoading }] = useApproveSeriesMutation();
  const approve = async () => {
    try {
      const answer = await approveSeries({ seriesId }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.approved));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm
      title={intl.formatMessage(messages.confirm)}
      okText={intl.formatMessage(messages.ok)}
      cancelText={intl.formatMessage(messages.keep)}
      onConfirm={() => approve()}
    >
      <Button size="small" loading={isLoading} aria-label={intl.formatMessage(messages.label, { patient })}>
        {intl.formatMessage(messages.approve)}
      </Button>
    </Popconfirm>
  );
}
