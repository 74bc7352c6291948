import { Button, Result } from 'antd';
import Panel from '../../../components/Panel';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth';
import type { DoctorFormInput } from '../../../../shared/schemas/doctors';
import { useUpdateDoctorProfileMutation } from '../doctorsApi';
import DoctorForm from '../components/DoctorForm';
import ProfileLoadState from '../components/ProfileLoadState';
import { useDoctorProfile } from '../components/useDoctorProfile';
import { useSaveThenGoHome } from '../components/useSaveThenGoHome';

/** Doctor profile (spec 2.4): 'Update Profile' with the doctor form; /admin/profile edits one's own. */
export default function DoctorProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  const userId = useParams().userId ?? user?._id;
  const profile = useDoctorProfile(userId);
  const [updateProfile, { isLoading }] = useUpdateDoctorProfileMutation();
  const saveThenGoHome = useSaveThenGoHome();
  const navigate = useNavigate();

  if (!userId) return null;

  const onSubmit = (values: DoctorFormInput) =>
    saveThenGoHome(
      () => updateProfile({ ...values, userId }).unwrap(),
      'Doctor Profile Updated  successfully',
      'Error Updating Doctor Profile',
    );

  const own = userId === user?._id;
  return (
    <div style={{ maxWidth: 1000 }}>
      <ProfileLoadState profile={profile} />
      {profile.notFound && (
        <Result
          status="info"
          title="No doctor profile yet"
          subTitle={
            own
              ? 'You have no doctor profile to update. Apply as a doctor first.'
              : 'This account has no doctor profile to update.'
          }
          extra={
            own && (
              <Button type="primary" onClick={() => navigate('/apply-doctor')}>
                Apply as a doctor
              </Button>
            )
          }
        />
      )}
      {profile.doctor && (
        <Panel title="Update Profile">
          <DoctorForm
            key={profile.doctor._id}
            initialValues={profile.doctor}
            onSubmit={onSubmit}
            submitting={isLoading}
          />
        </Panel>
      )}
    </div>
  );
}
