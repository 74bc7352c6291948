import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import type { DoctorFormInput } from '../../../../shared/schemas/doctors';
import { useApplyDoctorMutation } from '../doctorsApi';
import DoctorForm from '../doctorForm/DoctorForm';
import ApplicationStatus from '../profile/ApplicationStatus';
import ProfileLoadState from '../profile/ProfileLoadState';
import { splitName } from '../doctorForm/splitName';
import { useDoctorProfile } from '../profile/useDoctorProfile';
import { useSaveThenGoHome } from '../doctorForm/useSaveThenGoHome';

const messages = defineMessages({
  title: { id: 'doctors.apply.title', defaultMessage: 'Apply Service Appointment' },
  submitted: { id: 'doctors.apply.submitted', defaultMessage: 'Application submitted successfully' },
});

/** Apply: the doctor form, prefilled from the account; an existing application shows its state. */
export default function ApplyDoctorPage() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const profile = useDoctorProfile(user?._id);
  const [applyDoctor, { isLoading }] = useApplyDoctorMutation();
  const saveThenGoHome = useSaveThenGoHome();

  if (!user) return null;

  const onSubmit = (values: DoctorFormInput) =>
    saveThenGoHome(
      () => applyDoctor({ ...values, userId: user._id }).unwrap(),
      intl.formatMessage(messages.submitted),
    );

  const prefill = { ...splitName(user.name), email: user.email, phoneNumber: user.phone };
  return (
    <div style={{ maxWidth: 1000 }}>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <ProfileLoadState profile={profile} />
      {profile.doctor && <ApplicationStatus doctor={profile.doctor} />}
      {profile.notFound && (
        <Panel>
          <DoctorForm initialValues={prefill} onSubmit={onSubmit} submitting={isLoading} />
        </Panel>
      )}
    </div>
  );
}
