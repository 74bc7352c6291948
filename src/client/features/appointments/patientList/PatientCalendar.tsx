import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { Badge, Calendar, Grid, Spin, type BadgeProps, type CalendarProps } from 'antd';
import Panel from '../../../components/Panel';
import dayjs, { type Dayjs } from 'dayjs';
import type { Appointment, AppointmentStatus } from '../../../../shared/schemas/appointments';
import { clinicDateOf, knownStatus, STATUS_TEXT } from '../../../../shared/appointmentDisplay';
import { patientCalendarHeader } from './PatientCalendarHeader';
import { ISO_DATE, todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { spanOf, useGetUserAppointmentsBetweenQuery } from '../appointmentSearchApi';
import { selectAppointmentRows } from '../appointmentSelectors';
import AppointmentsLoadError from './AppointmentsLoadError';
import { seriesPositionText } from '../../series';

/** Badge dots by status: done is green, waiting is amber, booked visits are blue, refusals and missed visits red, cancelled grey. */
const BADGE_STATUS: Record<AppointmentStatus, NonNullable<BadgeProps['status']>> = {
  completed: 'success',
  pending: 'warning',
  approved: 'processing',
  'follow-up': 'processing',
  rejected: 'error',
  cancelled: 'default',
  'no-show': 'error',
};

const messages = defineMessages<{
  title: NoMessageValues;
  item: { lastName: string; status: string };
  monthCount: { count: number };
}>({
  title: { id: 'appointments.calendar.title', defaultMessage: 'Appointments Calendar' },
  // the no-break space keeps the dash with the name when a narrow cell wraps the text
  item: { id: 'appointments.calendar.item', defaultMessage: 'Dr. {lastName}\u00a0– {status}' },
  monthCount: {
    id: 'appointments.calendar.monthCount',
    defaultMessage: '{count, plural, one {# appointment} other {# appointments}}',
  },
});

/** 'Dr. Name – Approved', and a course's visit its place in it: '· 2 of 6'. */
const itemText = (a: Appointment, intl: IntlShape) =>
  [
    intl.formatMessage(messages.item, {
      lastName: a.doctorInfo.lastName,
      status: intl.formatMessage(STATUS_TEXT[knownStatus(a.status)]),
    }),
    seriesPositionText(a, intl),
  ]
    .filter(Boolean)
    .join('\u00a0· ');

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
// narrow cells wrap an item onto a second line rather than cutting the status off
const itemStyle = { lineHeight: '16px', marginBottom: 2, overflowWrap: 'anywhere' } as const;

function groupByDate(appointments: Appointment[], format: (a: Appointment) => string) {
  const byDate = new Map<string, Appointment[]>();
  for (const a of appointments) byDate.set(format(a), [...(byDate.get(format(a)) ?? []), a]);
  return byDate;
}

/**
 * 'Appointments Calendar' on the patient home: each day lists its appointments as status
 * badges; months in the year view count theirs. Phones get the small calendar with bare dots. It
 * asks the server for the month (or year) on screen only, and again when the user moves.
 */
export default function PatientCalendar() {
  const phone = Grid.useBreakpoint().xs === true;
  const intl = useIntl();
  // the clinic's month, as every other date in the app, even where the browser's clock is a day off
  const opening = useMemo(() => dayjs(todayAtClinic()), []);
  // the month on screen, or the whole year in the year view
  const [span, setSpan] = useState(() => spanOf(opening.format(ISO_DATE), 'month'));
  const { appointments, isFetching, isError, refetch } = useGetUserAppointmentsBetweenQuery(span, {
    selectFromResult: ({ currentData, isFetching, isError }) => ({
      appointments: selectAppointmentRows(currentData),
      isFetching,
      isError,
    }),
  });
  const byDay = useMemo(() => groupByDate(appointments, clinicDateOf), [appointments]);
  const byMonth = useMemo(
    () => groupByDate(appointments, (a) => clinicDateOf(a).slice(0, 7)),
    [appointments],
  );

  const cellRender: CalendarProps<Dayjs>['cellRender'] = (day, info) => {
    if (info.type === 'month') {
      const count = byMonth.get(day.format('YYYY-MM'))?.length ?? 0;
      return count > 0 ? intl.formatMessage(messages.monthCount, { count }) : null;
    }
    if (info.type !== 'date') return info.originNode;
    const items = byDay.get(day.format('YYYY-MM-DD')) ?? [];
    if (items.length === 0) return null;
    return (
      <ul style={listStyle}>
        {items.map((a) => {
          const status = BADGE_STATUS[knownStatus(a.status)];
          const text = itemText(a, intl);
          return (
            <li key={a._id} title={text} style={itemStyle}>
              {phone ? (
                <Badge status={status} aria-label={text} />
              ) : (
                <Badge status={status} text={<span style={{ fontSize: 12 }}>{text}</span>} />
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Panel title={intl.formatMessage(messages.title)} styles={{ body: { padding: phone ? 8 : 16 } }}>
      {isError && <AppointmentsLoadError retry={refetch} />}
      <Spin spinning={isFetching}>
        <Calendar
          fullscreen={!phone}
          defaultValue={opening}
          cellRender={cellRender}
          headerRender={patientCalendarHeader(intl)}
          onPanelChange={(date, mode) => setSpan(spanOf(date.format(ISO_DATE), mode))}
        />
      </Spin>
    </Panel>
  );
}
