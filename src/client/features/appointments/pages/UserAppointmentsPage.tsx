import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Table } from 'antd';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import { usePhoneWidth } from '../../../lib/usePhoneWidth';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { appointmentPageResult } from '../appointmentSelectors';
import {
  forSeveralPeople,
  userAppointmentColumns,
  type PatientRowActions,
} from '../patientList/userAppointmentColumns';
import PatientAppointmentCards from '../patientList/PatientAppointmentCards';
import { useAppointmentChange } from '../changeDialogs/useAppointmentChange';
import { useRebook } from '../patientList/useRebook';
import { useRebookLink } from '../patientList/useRebookLink';
import { MyWaitlistCard } from '../../waitlist';
import { useCourseGroups } from '../../series';

// the details (with moment-formatted times and calendar links) download when first opened
const AppointmentDetailsModal = lazy(() => import('../patientList/AppointmentDetailsModal'));

const messages = defineMessages({
  title: { id: 'appointments.userPage.title', defaultMessage: 'Appointments' },
  searchLabel: { id: 'appointments.userPage.searchLabel', defaultMessage: 'Search appointments by service' },
  searchPlaceholder: {
    id: 'appointments.userPage.searchPlaceholder',
    defaultMessage: 'Search by service...',
  },
  clearFilters: { id: 'appointments.userPage.clearFilters', defaultMessage: 'Clear Filters' },
  clearAll: { id: 'appointments.userPage.clearAll', defaultMessage: 'Clear All' },
  empty: { id: 'appointments.userPage.empty', defaultMessage: 'No appointments found' },
});

/** The sum of the column widths: below it the table scrolls sideways, Actions fixed on the right. */
const TABLE_WIDTH = 1030;

/**
 * The patient's appointments, 10 a page from the server, newest
 * request first: search (doctor or service), status filter, sorts and page live in the URL. The
 * previous rows stay while the next page loads. A failed load toasts 'Failed to fetch appointments'
 * (registered with the endpoint). Visits still to come can be cancelled or rescheduled;
 * above them, the patient's places on waitlists, and visits a closed clinic day cancelled can be
 * rebooked, from their row or from the notification's link. On a phone each visit is a card.
 */
export default function UserAppointmentsPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: 10, columnFilters: { status: 'status' } });
  const { rows, total, totalCapped, isFetching } = useGetUserAppointmentsQuery(list.query, {
    selectFromResult: appointmentPageResult,
  });
  useKeepPageInRange(list, total);
  // a course's visits on the page stand together under its first
  const courses = useCourseGroups(rows);
  const [shown, setShown] = useState<Appointment | null>(null);
  const changes = useAppointmentChange();
  const { rebook, rebooking } = useRebook();
  const rebookDialog = useRebookLink();
  // on a phone the visits are cards: a table's nine columns left only the doctor on screen
  const phone = usePhoneWidth();
  const rowActions: PatientRowActions = {
    details: setShown,
    change: changes.start,
    rebook: (a) => void rebook(a._id),
    rebooking,
  };
  const emptyText = intl.formatMessage(messages.empty);

  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <MyWaitlistCard />
      <TableToolbar
        list={list}
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        clearFiltersText={intl.formatMessage(messages.clearFilters)}
        clearAllText={intl.formatMessage(messages.clearAll)}
      />
      {phone ? (
        <PatientAppointmentCards
          label={intl.formatMessage(messages.title)}
          rows={rows}
          loading={isFetching}
          emptyText={emptyText}
          actions={rowActions}
          list={list}
          pagination={list.pagination(total, totalCapped)}
        />
      ) : (
        <Table<Appointment>
          rowKey="_id"
          size="middle"
          loading={isFetching}
          columns={userAppointmentColumns(list, rowActions, intl, forSeveralPeople(rows))}
          dataSource={courses.rows}
          expandable={courses.expandable}
          onChange={list.onTableChange}
          pagination={{ ...list.pagination(total, totalCapped), hideOnSinglePage: true }}
          scroll={{ x: TABLE_WIDTH }}
          locale={{ emptyText: <TableEmpty text={emptyText} pending={isFetching} /> }}
        />
      )}
      {shown && (
        <Suspense fallback={null}>
          <AppointmentDetailsModal appointment={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
      {changes.dialog}
      {rebookDialog}
    </>
  );
}
