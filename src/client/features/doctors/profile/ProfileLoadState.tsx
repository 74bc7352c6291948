import { Button, Result, Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import type { DoctorProfileState } from './useDoctorProfile';

const messages = defineMessages({
  failed: { id: 'doctors.profileLoad.failed', defaultMessage: 'Could not load the doctor profile' },
  retry: { id: 'doctors.profileLoad.retry', defaultMessage: 'Try again' },
});

/** What a page shows while a doctor profile loads or after it failed; null once there is an answer. */
export default function ProfileLoadState({ profile }: { profile: DoctorProfileState }) {
  const intl = useIntl();
  if (profile.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (profile.failed) {
    return (
      <Result
        status="error"
        title={intl.formatMessage(messages.failed)}
        subTitle={errorMessage(profile.error)}
        extra={
          <Button type="primary" onClick={profile.refetch}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    );
  }
  return null;
}
