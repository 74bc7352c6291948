import { Button, Empty, Result, Skeleton } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/api';
import { useAppSelector } from '../../../app/hooks';
import { selectRole } from '../../auth';
import type { ScheduleDoctorInput } from '../../../../shared/schemas/doctors';
import { useGetRegisteredDoctorsQuery, useScheduleDoctorMutation } from '../doctorsApi';
import ScheduleDoctorForm from '../components/ScheduleDoctorForm';
import { useSaveThenGoHome } from '../components/useSaveThenGoHome';

const SCHEDULED = 'Doctor appointment scheduled successfully';

/** Create Schedule Doctor (/admin/doctor-schedule, /staff/doctor-schedule). */
export default function ScheduleDoctorPage() {
  const { data: doctors, isLoading, isError, error, refetch } = useGetRegisteredDoctorsQuery();
  const [scheduleDoctor, { isLoading: submitting }] = useScheduleDoctorMutation();
  const role = useAppSelector(selectRole);
  const saveThenGoHome = useSaveThenGoHome();
  const navigate = useNavigate();

  // Spec 8 gives this success text; it is shown whatever wording the server uses.
  const onSubmit = (payload: ScheduleDoctorInput) =>
    saveThenGoHome(
      () =>
        scheduleDoctor(payload)
          .unwrap()
          .then(() => ({ message: SCHEDULED })),
      SCHEDULED,
    );

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (isError) {
    body = (
      <Result
        status="error"
        title="Could not load registered doctors"
        subTitle={errorMessage(error, 'Failed to fetch doctors')}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  } else if (!doctors?.length) {
    body = (
      <Empty description="No registered doctors are waiting for a schedule. Registered doctors come from Staff Registration: an administrator creates an account with the role Doctor, and it appears here until its profile is created.">
        {role === 'admin' && (
          <Button type="primary" onClick={() => navigate('/admin/staff-register')}>
            Go to Staff Registration
          </Button>
        )}
      </Empty>
    );
  } else body = <ScheduleDoctorForm doctors={doctors} onSubmit={onSubmit} submitting={submitting} />;

  return (
    <div style={{ maxWidth: 1000 }}>
      <Typography.Title level={2}>Create Schedule Doctor</Typography.Title>
      <Panel>{body}</Panel>
    </div>
  );
}
