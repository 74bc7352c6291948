import { Col, Flex, Row, Statistic, Tag } from 'antd';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import Isolated from '../../../components/Isolated';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { DoctorSlotStatus } from '../../../../shared/types';
import { TONE_COLOURS, toneOf } from '../statTone';

const messages = defineMessages({
  totalSlots: { id: 'dashboard.slotCard.totalSlots', defaultMessage: 'Total Slots' },
  availableSlots: { id: 'dashboard.slotCard.availableSlots', defaultMessage: 'Available Slots' },
  usedSlots: { id: 'dashboard.slotCard.usedSlots', defaultMessage: 'Used Slots' },
  daysUntilReset: { id: 'dashboard.slotCard.daysUntilReset', defaultMessage: 'Days Until Reset' },
  noReset: { id: 'dashboard.slotCard.noReset', defaultMessage: 'No clinic day in 30 days' },
  waitlist: { id: 'dashboard.slotCard.waitlist', defaultMessage: 'Waitlist' },
  waitlistsByDate: { id: 'dashboard.slotCard.waitlistsByDate', defaultMessage: 'Waitlists by date' },
  closedDates: { id: 'dashboard.slotCard.closedDates', defaultMessage: 'Closed dates' },
});

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const withValues: Record<'doctor' | 'days', MessageDescriptor> = defineMessages({
  doctor: { id: 'dashboard.slotCard.doctor', defaultMessage: 'Dr. {name}' },
  days: { id: 'dashboard.slotCard.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
});

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * One doctor's current slot cycle (the places on their next clinic date from today, and the days
 * until the clinic date after it), the patients waiting for a place, date by date, and the days the
 * doctor has closed.
 */
export default function SlotStatusCard({ doctor }: { doctor: DoctorSlotStatus }) {
  const intl = useIntl();
  const title = intl.formatMessage(withValues.doctor, { name: doctor.name });
  const figures = [
    { label: intl.formatMessage(messages.totalSlots), value: doctor.totalSlots },
    {
      label: intl.formatMessage(messages.availableSlots),
      value: doctor.availableSlots,
      colour: TONE_COLOURS[toneOf(doctor.availableSlots)],
    },
    { label: intl.formatMessage(messages.usedSlots), value: doctor.occupiedSlots },
    {
      label: intl.formatMessage(messages.daysUntilReset),
      value:
        doctor.daysUntilReset === null
          ? intl.formatMessage(messages.noReset)
          : intl.formatMessage(withValues.days, { days: doctor.daysUntilReset }),
      small: doctor.daysUntilReset === null,
    },
    { label: intl.formatMessage(messages.waitlist), value: doctor.waitlist },
  ];
  return (
    <Panel type="inner" title={title} role="group" aria-label={title} style={{ height: '100%' }}>
      <Row gutter={[12, 12]}>
        {figures.map(({ label, value, colour, small }) => (
          <Col key={label} span={12}>
            <Statistic
              title={label}
              value={value}
              styles={{ content: { color: colour, fontSize: small ? 15 : 22 } }}
            />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
        {doctor.nextClinicDate ? (
          <FormattedMessage
            id="dashboard.slotCard.nextClinicDay"
            defaultMessage="Next clinic day: {date}"
            values={{ date: <Isolated text={formatDisplayDate(doctor.nextClinicDate)} whole /> }}
          />
        ) : (
          <FormattedMessage
            id="dashboard.slotCard.noUpcomingClinicDay"
            defaultMessage="No upcoming clinic day"
          />
        )}
      </Typography.Text>
      {doctor.queues.length > 0 && (
        <Flex wrap gap={4} align="center" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            <FormattedMessage id="dashboard.slotCard.waiting" defaultMessage="Waiting:" />
          </Typography.Text>
          <Flex
            component="ul"
            wrap
            gap={4}
            aria-label={intl.formatMessage(messages.waitlistsByDate)}
            style={PLAIN_LIST}
          >
            {doctor.queues.map(({ date, waiting }) => (
              <li key={date}>
                <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                  <FormattedMessage
                    id="dashboard.slotCard.waitingOnDate"
                    defaultMessage="{date} · {waiting}"
                    values={{ date: formatDisplayDate(date), waiting: intl.formatNumber(waiting) }}
                  />
                </Tag>
              </li>
            ))}
          </Flex>
        </Flex>
      )}
      {doctor.closedDates.length > 0 && (
        <Flex wrap gap={4} align="center" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            <FormattedMessage id="dashboard.slotCard.closed" defaultMessage="Closed:" />
          </Typography.Text>
          <Flex
            component="ul"
            wrap
            gap={4}
            aria-label={intl.formatMessage(messages.closedDates)}
            style={PLAIN_LIST}
          >
            {doctor.closedDates.map((date) => (
              <li key={date}>
                <Tag color="red" style={{ marginInlineEnd: 0 }}>
                  {formatDisplayDate(date)}
                </Tag>
              </li>
            ))}
          </Flex>
        </Flex>
      )}
    </Panel>
  );
}
