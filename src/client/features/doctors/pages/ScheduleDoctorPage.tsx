import { Button, Empty, Result, Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectRole } from '../../auth';
import type { ScheduleDoctorInput } from '../../../../shared/schemas/doctors';
import { useGetRegisteredDoctorsQuery, useScheduleDoctorMutation } from '../doctorsApi';
import ScheduleDoctorForm from '../doctorForm/ScheduleDoctorForm';
import { useSaveThenGoHome } from '../doctorForm/useSaveThenGoHome';

const messages = defineMessages({
  scheduled: {
    id: 'doctors.schedule.scheduled',
    defaultMessage: 'Doctor appointment scheduled successfully',
  },
  loadFailed: { id: 'doctors.schedule.loadFailed', defaultMessage: 'Could not load registered doctors' },
  fetchFailed: { id: 'doctors.schedule.fetchFailed', defaultMessage: 'Failed to fetch doctors' },
  retry: { id: 'doctors.schedule.retry', defaultMessage: 'Try again' },
  empty: {
    id: 'doctors.schedule.empty',
    defaultMessage:
      'No registered doctors are waiting for a schedule. Registered doctors come from Staff Registration: an administrator creates an account with the role Doctor, and it appears here until its profile is created.',
  },
  staffRegistration: { id: 'doctors.schedule.staffRegistration', defaultMessage: 'Go to Staff Registration' },
  title: { id: 'doctors.schedule.title', defaultMessage: 'Create Schedule Doctor' },
});

/** Create Schedule Doctor (/admin/doctor-schedule, /staff/doctor-schedule). */
export default function ScheduleDoctorPage() {
  const intl = useIntl();
  const { data: doctors, isLoading, isError, error, refetch } = useGetRegisteredDoctorsQuery();
  const [scheduleDoctor, { isLoading: submitting }] = useScheduleDoctorMutation();
  const role = useAppSelector(selectRole);
  const saveThenGoHome = useSaveThenGoHome();
  const navigate = useNavigate();

  // the product's own success text, shown whatever wording the server uses
  const scheduled = intl.formatMessage(messages.scheduled);
  const onSubmit = (payload: ScheduleDoctorInput) =>
    saveThenGoHome(
      () =>
        scheduleDoctor(payload)
          .unwrap()
          .then(() => ({ message: scheduled })),
      scheduled,
    );

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (isError) {
    body = (
      <Result
        status="error"
        title={intl.formatMessage(messages.loadFailed)}
        subTitle={errorMessage(error, intl.formatMessage(messages.fetchFailed))}
        extra={<Button onClick={() => void refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  } else if (!doctors?.length) {
    body = (
      <Empty description={intl.formatMessage(messages.empty)}>
        {role === 'admin' && (
          <Button type="primary" onClick={() => navigate('/admin/staff-register')}>
            {intl.formatMessage(messages.staffRegistration)}
          </Button>
        )}
      </Empty>
    );
  } else body = <ScheduleDoctorForm doctors={doctors} onSubmit={onSubmit} submitting={submitting} />;

  return (
    <div style={{ maxWidth: 1000 }}>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Panel>{body}</Panel>
    </div>
  );
}
