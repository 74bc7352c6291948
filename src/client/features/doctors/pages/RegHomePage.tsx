import { Button, Result } from 'antd';
import Typography from '../../../components/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth';
import ApplicationStatus from '../components/ApplicationStatus';
import ProfileLoadState from '../components/ProfileLoadState';
import { useDoctorProfile } from '../components/useDoctorProfile';

/** A registered doctor's home (/reg/home): what to do next, and where their application stands. */
export default function RegHomePage() {
  const user = useAppSelector(selectCurrentUser);
  const profile = useDoctorProfile(user?._id);
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <div style={{ maxWidth: 1000 }}>
      <Typography.Title level={2}>Welcome, {user.name}</Typography.Title>
      <ProfileLoadState profile={profile} />
      {profile.doctor && <ApplicationStatus doctor={profile.doctor} />}
      {profile.notFound && (
        <Result
          status="info"
          title="You have not applied yet"
          subTitle="Fill in the doctor form with your service, clinic days and hours. Once an administrator approves it, patients can book you."
          extra={
            <Button type="primary" onClick={() => navigate('/apply-doctor')}>
              Apply as a doctor
            </Button>
          }
        />
      )}
    </div>
  );
}
