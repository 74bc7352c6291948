import { lazy, useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { clinicDateOf } from '../../../../shared/appointmentDisplay';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { selectUserAppointments } from '../appointmentSelectors';
import PatientAppointmentList from './PatientAppointmentList';
import WhenVisible from '../../../components/WhenVisible';

// the month calendar (date picker and select code) loads as someone scrolls down to it
const PatientCalendar = lazy(() => import('./PatientCalendar'));

const calendarLoading = (
  <Card title="Appointments Calendar" aria-busy>
    <Skeleton active paragraph={{ rows: 6 }} />
  </Card>
);
/** Until the patient scrolls near it nothing is loading: a still outline, not a pulsing one. */
const calendarWaiting = (
  <Card title="Appointments Calendar">
    <Skeleton paragraph={{ rows: 6 }} />
  </Card>
);

const byClinicDate = (a: { schedule_date: string | null; date: string }, b: typeof a) =>
  clinicDateOf(a).localeCompare(clinicDateOf(b));

/**
 * The bottom of the patient home (spec 2.4 'Patient home'): the appointments calendar, then the
 * completed ('Previous') and pending visits side by side, stacked below 992 px.
 */
export default function PatientAppointmentsPanel() {
  const { isLoading, isError, refetch } = useGetUserAppointmentsQuery();
  const appointments = useAppSelector(selectUserAppointments);
  const previous = useMemo(
    () => appointments.filter((a) => a.status === 'completed').sort((a, b) => byClinicDate(b, a)),
    [appointments],
  );
  const pending = useMemo(
    () => appointments.filter((a) => a.status === 'pending').sort(byClinicDate),
    [appointments],
  );

  if (isLoading) return calendarLoading;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your appointments could not be loaded"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap="large">
      <WhenVisible placeholder={calendarWaiting}>
        <PatientCalendar appointments={appointments} />
      </WhenVisible>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <PatientAppointmentList
            title="Previous Appointments"
            emptyText="No previous appointments."
            appointments={previous}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PatientAppointmentList
            title="Pending Appointments"
            emptyText="No pending appointments."
            appointments={pending}
          />
        </Col>
      </Row>
    </Flex>
  );
}
