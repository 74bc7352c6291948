import { Button, Flex, Result, Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api/api';
import { useGetDoctorByIdQuery } from '../../doctors';
import BookingCard from '../components/BookingCard';

const messages = defineMessages({
  backHome: { id: 'booking.page.backHome', defaultMessage: 'Back to doctors' },
  loading: { id: 'booking.page.loading', defaultMessage: 'Loading doctor' },
  loadFailed: { id: 'booking.page.loadFailed', defaultMessage: 'Could not load this doctor' },
  retry: { id: 'booking.page.retry', defaultMessage: 'Try again' },
  notFound: { id: 'booking.page.notFound', defaultMessage: 'Doctor not found' },
  notListed: { id: 'booking.page.notListed', defaultMessage: 'This doctor is not listed.' },
  title: { id: 'booking.page.title', defaultMessage: 'Book Appointment' },
});

/** Book appointment (/book-appointment/:doctorId): the doctor's details and the booking steps. */
export default function BookAppointmentPage() {
  const doctorId = useParams().doctorId ?? '';
  const navigate = useNavigate();
  const intl = useIntl();
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
      {intl.formatMessage(messages.backHome)}
    </Button>
  );
  let body;
  if (isLoading)
    body = <Skeleton active paragraph={{ rows: 8 }} aria-label={intl.formatMessage(messages.loading)} />;
  else if (isError) {
    body = (
      <Result
        status="error"
        title={intl.formatMessage(messages.loadFailed)}
        subTitle={errorMessage(error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>,
          backHome,
        ]}
      />
    );
  } else if (!doctor) {
    body = (
      <Result
        status="404"
        title={intl.formatMessage(messages.notFound)}
        subTitle={intl.formatMessage(messages.notListed)}
        extra={backHome}
      />
    );
  } else body = <BookingCard doctor={doctor} />;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {intl.formatMessage(messages.title)}
      </Typography.Title>
      {body}
    </Flex>
  );
}
