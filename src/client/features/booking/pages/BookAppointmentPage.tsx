import { Button, Flex, Result, Skeleton } from 'antd';
import Typography from '../../../components/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/api';
import { useGetDoctorByIdQuery } from '../../doctors';
import BookingCard from '../components/BookingCard';

/** Book appointment (/book-appointment/:doctorId, spec 2.4): the doctor's details and the booking steps. */
export default function BookAppointmentPage() {
  const doctorId = useParams().doctorId ?? '';
  const navigate = useNavigate();
  const {
    data: doctor,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetDoctorByIdQuery(doctorId, {
    skip: !doctorId,
  });

  const backHome = (
    <Button key="home" onClick={() => navigate('/')}>
      Back to doctors
    </Button>
  );
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading doctor" />;
  else if (isError) {
    body = (
      <Result
        status="error"
        title="Could not load this doctor"
        subTitle={errorMessage(error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => void refetch()}>
            Try again
          </Button>,
          backHome,
        ]}
      />
    );
  } else if (!doctor) {
    body = (
      <Result status="404" title="Doctor not found" subTitle="This doctor is not listed." extra={backHome} />
    );
  } else body = <BookingCard doctor={doctor} />;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Book Appointment
      </Typography.Title>
      {body}
    </Flex>
  );
}
