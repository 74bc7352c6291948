import { Button, Result } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import ApplicationStatus from '../profile/ApplicationStatus';
import ProfileLoadState from '../profile/ProfileLoadState';
import { useDoctorProfile } from '../profile/useDoctorProfile';

const welcome = defineMessage<{ name: string }>({
  id: 'doctors.regHome.welcome',
  defaultMessage: 'Welcome, {name}',
});

const messages = defineMessages({
  notAppliedTitle: { id: 'doctors.regHome.notAppliedTitle', defaultMessage: 'You have not applied yet' },
  notAppliedText: {
    id: 'doctors.regHome.notAppliedText',
    defaultMessage:
      'Fill in the doctor form with your service, clinic days and hours. Once an administrator approves it, patients can book you.',
  },
  apply: { id: 'doctors.regHome.apply', defaultMessage: 'Apply as a doctor' },
});

/** A registered doctor's home (/reg/home): what to do next, and where their application stands. */
export default function RegHomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const profile = useDoctorProfile(user?._id);
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <div style={{ maxWidth: 1000 }}>
      <Typography.Title level={2}>{intl.formatMessage(welcome, { name: user.name })}</Typography.Title>
      <ProfileLoadState profile={profile} />
      {profile.doctor && <ApplicationStatus doctor={profile.doctor} />}
      {profile.notFound && (
        <Result
          status="info"
          title={intl.formatMessage(messages.notAppliedTitle)}
          subTitle={intl.formatMessage(messages.notAppliedText)}
          extra={
            <Button type="primary" onClick={() => navigate('/apply-doctor')}>
              {intl.formatMessage(messages.apply)}
            </Button>
          }
        />
      )}
    </div>
  );
}
