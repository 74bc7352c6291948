import { useEffect, useId } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Empty, Flex } from 'antd';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import StatusTag from '../../../components/StatusTag';
import WholeDates from '../../../components/WholeDates';
import ArrivalWindowText from '../../../components/ArrivalWindowText';
import { pageRows } from '../../../lib/api/pagedList';
import { useAppSelector } from '../../../lib/store/hooks';
import { KEPT_READS, keepAnswer, keptAnswer } from '../../../lib/store/storage';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { CHANGEABLE_STATUSES, type Appointment } from '../../../../shared/schemas/appointments';
import { scheduledAtText } from '../../../../shared/appointmentDisplay';
import { selectCurrentUser } from '../../auth';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { whenWords } from '../whenWords';

/** As many as the home's other cards show. */
const KEPT_VISITS = 5;

/** What the offline home shows of a visit: when, where, with whom; nothing else is kept. */
type KeptVisit = Pick<
  Appointment,
  | '_id'
  | 'status'
  | 'date'
  | 'time'
  | 'schedule_date'
  | 'followUpDate'
  | 'arriveFrom'
  | 'arriveBy'
  | 'userInfo'
> & { doctorInfo: Pick<Appointment['doctorInfo'], 'firstName' | 'lastName' | 'location'> };

const toKept = (a: Appointment): KeptVisit => ({
  _id: a._id,
  status: a.status,
  date: a.date,
  time: a.time,
  schedule_date: a.schedule_date,
  followUpDate: a.followUpDate,
  arriveFrom: a.arriveFrom ?? null,
  arriveBy: a.arriveBy ?? null,
  userInfo: a.userInfo,
  doctorInfo: {
    firstName: a.doctorInfo.firstName,
    lastName: a.doctorInfo.lastName,
    location: a.doctorInfo.location,
  },
});

const messages = defineMessages<{
  title: NoMessageValues;
  none: NoMessageValues;
  doctor: { firstName: string; lastName: string };
  place: { location: string };
  forPatient: { name: string };
}>({
  title: { id: 'appointments.upcoming.title', defaultMessage: 'Your upcoming visits' },
  none: { id: 'appointments.upcoming.none', defaultMessage: 'No upcoming visits were kept on this device.' },
  doctor: { id: 'appointments.upcoming.doctor', defaultMessage: 'Dr. {firstName} {lastName}' },
  place: { id: 'appointments.upcoming.place', defaultMessage: 'Place: {location}' },
  forPatient: { id: 'appointments.upcoming.for', defaultMessage: 'For {name}' },
});

/**
 * Online, the patient's next few visits still to come (pending, approved or follow-up, from today
 * at the clinic on, soonest first) are read from the server, and each answer is kept on the device
 * for the offline home (KeptUpcomingVisits). Offline, nothing is asked.
 */
export function useKeepUpcomingVisits(online: boolean): void {
  const user = useAppSelector(selectCurrentUser);
  const { data, fulfilledTimeStamp } = useGetUserAppointmentsQuery(
    {
      status: [...CHANGEABLE_STATUSES],
      from: todayAtClinic(),
      sort: 'date',
      order: 'asc',
      pageSize: KEPT_VISITS,
    },
    { skip: !online || !user },
  );
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !data || !fulfilledTimeStamp) return;
    keepAnswer(userId, KEPT_READS.upcomingVisits, {
      savedAt: fulfilledTimeStamp,
      data: pageRows(data).map(toKept),
    });
  }, [userId, data, fulfilledTimeStamp]);
}

/**
 * The patient's upcoming visits as last heard from the server (useKeepUpcomingVisits): the date and
 * time, the arrival window when one was given, the doctor and the place. For the offline home.
 */
export default function KeptUpcomingVisits() {
  const intl = useIntl();
  const headingId = useId();
  const user = useAppSelector(selectCurrentUser);
  const visits = (user && keptAnswer<KeptVisit[]>(user._id, KEPT_READS.upcomingVisits)?.data) || [];
  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>{intl.formatMessage(messages.title)}</span>}
    >
      {visits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(messages.none)} />
      ) : (
        <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {visits.map((visit) => (
            <li key={visit._id} data-kept-visit>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>
                  <WholeDates text={scheduledAtText(visit, whenWords(intl))} />
                </Typography.Text>
                <StatusTag status={visit.status} />
              </Flex>
              <ArrivalWindowText arriveFrom={visit.arriveFrom} arriveBy={visit.arriveBy} />
              <Typography.Text style={{ display: 'block' }}>
                {intl.formatMessage(messages.doctor, visit.doctorInfo)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {intl.formatMessage(messages.place, { location: visit.doctorInfo.location })}
              </Typography.Text>
              {user && visit.userInfo.name !== user.name && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {intl.formatMessage(messages.forPatient, { name: visit.userInfo.name })}
                </Typography.Text>
              )}
            </li>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
