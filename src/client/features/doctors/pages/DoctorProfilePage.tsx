import { Button, Result } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import type { DoctorFormInput } from '../../../../shared/schemas/doctors';
import { useUpdateDoctorProfileMutation } from '../doctorsApi';
import DoctorForm from '../doctorForm/DoctorForm';
import ProfileLoadState from '../profile/ProfileLoadState';
import { useDoctorProfile } from '../profile/useDoctorProfile';
import { useSaveThenGoHome } from '../doctorForm/useSaveThenGoHome';

const messages = defineMessages({
  updated: { id: 'doctors.profile.updated', defaultMessage: 'Doctor Profile Updated  successfully' },
  updateFailed: { id: 'doctors.profile.updateFailed', defaultMessage: 'Error Updating Doctor Profile' },
  noProfileTitle: { id: 'doctors.profile.noProfileTitle', defaultMessage: 'No doctor profile yet' },
  noOwnProfile: {
    id: 'doctors.profile.noOwnProfile',
    defaultMessage: 'You have no doctor profile to update. Apply as a doctor first.',
  },
  noProfile: {
    id: 'doctors.profile.noProfile',
    defaultMessage: 'This account has no doctor profile to update.',
  },
  apply: { id: 'doctors.profile.apply', defaultMessage: 'Apply as a doctor' },
  updateProfile: { id: 'doctors.profile.updateProfile', defaultMessage: 'Update Profile' },
});

/** Doctor profile: 'Update Profile' with the doctor form; /admin/profile edits one's own. */
export default function DoctorProfilePage() {
  const intl = useIntl();
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
      intl.formatMessage(messages.updated),
      intl.formatMessage(messages.updateFailed),
    );

  const own = userId === user?._id;
  return (
    <div style={{ maxWidth: 1000 }}>
      <ProfileLoadState profile={profile} />
      {profile.notFound && (
        <Result
          status="info"
          title={intl.formatMessage(messages.noProfileTitle)}
          subTitle={own ? intl.formatMessage(messages.noOwnProfile) : intl.formatMessage(messages.noProfile)}
          extra={
            own && (
              <Button type="primary" onClick={() => navigate('/apply-doctor')}>
                {intl.formatMessage(messages.apply)}
              </Button>
            )
          }
        />
      )}
      {profile.doctor && (
        <Panel title={intl.formatMessage(messages.updateProfile)}>
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
