import { Button, Result, Skeleton } from 'antd';
import { errorMessage } from '../../../app/api';
import type { DoctorProfileState } from './useDoctorProfile';

/** What a page shows while a doctor profile loads or after it failed; null once there is an answer. */
export default function ProfileLoadState({ profile }: { profile: DoctorProfileState }) {
  if (profile.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (profile.failed) {
    return (
      <Result
        status="error"
        title="Could not load the doctor profile"
        subTitle={errorMessage(profile.error)}
        extra={
          <Button type="primary" onClick={profile.refetch}>
            Try again
          </Button>
        }
      />
    );
  }
  return null;
}
