import { useId } from 'react';
import { Link } from 'react-router-dom';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Empty, Flex, Skeleton, Tag } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import WholeDates from '../../../components/WholeDates';
import type { ListArgs } from '../../../lib/api/pagedList';
import { listSearchParams } from '../../../../shared/listParams';
import {
  clinicDateOf,
  isRequest,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledAtText,
} from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { whenWords } from '../whenWords';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { appointmentPageResult } from '../appointmentSelectors';
import AppointmentsLoadError from './AppointmentsLoadError';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';

/** How many visits a home card shows; the rest are a link away, on /appointments. */
const CARD_PAGE_SIZE = 5;

interface PatientAppointmentListProps {
  title: string;
  emptyText: string;
  /** What the card asks the server for (statuses and order); it shows the first few. */
  filters: ListArgs;
}

const messages = defineMessages<{
  doctor: { firstName: string };
  clinicDays: NoMessageValues;
  viewAll: { total: number; capped: 'yes' | 'no' };
}>({
  doctor: { id: 'appointments.patientCard.doctor', defaultMessage: 'Dr. {firstName}' },
  clinicDays: { id: 'appointments.patientCard.clinicDays', defaultMessage: 'Clinic days' },
  viewAll: {
    id: 'appointments.patientCard.viewAll',
    defaultMessage: 'View all {total}{capped, select, yes {+} other {}}',
  },
});

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * One of the patient home's appointment cards: each visit's doctor first name, clinic date and the
 * doctor's clinic days; a pending request's asked-for date and time ('Requested: …'), and who a visit
 * someone else booked is for. It asks the server for the few it shows.
 */
export default function PatientAppointmentList({ title, emptyText, filters }: PatientAppointmentListProps) {
  const headingId = useId();
  const intl = useIntl();
  const { rows, total, totalCapped, isLoading, isError, refetch } = useGetUserAppointmentsQuery(
    { ...filters, pageSize: CARD_PAGE_SIZE },
    { selectFromResult: appointmentPageResult },
  );
  const more = new URLSearchParams(listSearchParams({ status: filters.status }));

  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isError) {
    content = <AppointmentsLoadError retry={refetch} />;
  } else if (rows.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    content = (
      <Flex component="ul" vertical gap={12} style={plainList}>
        {rows.map((a) => (
          <li key={a._id}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>
                {intl.formatMessage(messages.doctor, { firstName: a.doctorInfo.firstName })}
              </Typography.Text>
              <Typography.Text type="secondary">
                <WholeDates
                  text={
                    isRequest(a) ? scheduledAtText(a, whenWords(intl)) : formatDisplayDate(clinicDateOf(a))
                  }
                />
              </Typography.Text>
            </Flex>
            {a.bookedBy && (
              <Typography.Text type="secondary">
                {patientText(a, '', (values) => intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values))}
              </Typography.Text>
            )}
            <Flex
              component="ul"
              wrap
              gap={4}
              aria-label={intl.formatMessage(messages.clinicDays)}
              style={{ ...plainList, marginTop: 4 }}
            >
              {a.doctorInfo.clinicDay.map((day) => (
                <li key={day}>
                  <Tag style={{ marginInlineEnd: 0 }}>{clinicDayText(intl, day)}</Tag>
                </li>
              ))}
            </Flex>
          </li>
        ))}
      </Flex>
    );
  }

  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>{title}</span>}
      extra={
        total > rows.length && (
          <Link to={`/appointments?${more}`}>
            {intl.formatMessage(messages.viewAll, { total, capped: totalCapped ? 'yes' : 'no' })}
          </Link>
        )
      }
      style={{ height: '100%' }}
    >
      {content}
    </Panel>
  );
}
