import { lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Col, Flex, Row, Skeleton } from 'antd';
import Panel from '../../../components/Panel';
import type { ListArgs } from '../../../lib/api/pagedList';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { spanOf, useGetUserAppointmentsBetweenQuery } from '../appointmentSearchApi';
import PatientAppointmentList from './PatientAppointmentList';
import WhenVisible from '../../../components/WhenVisible';

// the month calendar (date picker and select code) loads as someone scrolls down to it
const PatientCalendar = lazy(() => import('./PatientCalendar'));

/** Until the patient scrolls near it nothing is loading: a still outline, not a pulsing one. */
const calendarWaiting = (
  <Panel
    title={
      <FormattedMessage id="appointments.patientHome.calendarTitle" defaultMessage="Appointments Calendar" />
    }
  >
    <Skeleton paragraph={{ rows: 6 }} />
  </Panel>
);

/** Completed visits, the latest clinic date first. */
const PREVIOUS: ListArgs = { status: ['completed'], sort: 'date', order: 'desc' };
/** Visits waiting for approval, the soonest clinic date first. */
const PENDING: ListArgs = { status: ['pending'], sort: 'date', order: 'asc' };

/**
 * The bottom of the patient home: the appointments calendar, then the
 * completed ('Previous') and pending visits side by side, stacked below 992 px. Each part asks the
 * server for what it shows: the calendar its month, the cards their first few.
 */
export default function PatientAppointmentsPanel() {
  const intl = useIntl();
  // the calendar's opening month loads with the page, as its lists do, not when scrolled to: the
  // calendar then finds it in the cache
  useGetUserAppointmentsBetweenQuery(spanOf(todayAtClinic(), 'month'));
  return (
    <Flex vertical gap="large">
      <WhenVisible placeholder={calendarWaiting}>
        <PatientCalendar />
      </WhenVisible>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <PatientAppointmentList
            title={intl.formatMessage({
              id: 'appointments.patientHome.previous',
              defaultMessage: 'Previous Appointments',
            })}
            emptyText={intl.formatMessage({
              id: 'appointments.patientHome.noPrevious',
              defaultMessage: 'No previous appointments.',
            })}
            filters={PREVIOUS}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PatientAppointmentList
            title={intl.formatMessage({
              id: 'appointments.patientHome.pending',
              defaultMessage: 'Pending Appointments',
            })}
            emptyText={intl.formatMessage({
              id: 'appointments.patientHome.noPending',
              defaultMessage: 'No pending appointments.',
            })}
            filters={PENDING}
          />
        </Col>
      </Row>
    </Flex>
  );
}
