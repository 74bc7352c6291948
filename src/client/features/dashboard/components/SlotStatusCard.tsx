import { Col, Flex, Row, Statistic, Tag } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { DoctorSlotStatus } from '../../../../shared/types';
import { TONE_COLOURS, toneOf } from '../statTone';

const NO_RESET = 'No clinic day in 30 days';

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * One doctor's current slot cycle (server.md 7 "Slot status"), the patients waiting for a place,
 * date by date, and the days the doctor has closed (issue 14).
 */
export default function SlotStatusCard({ doctor }: { doctor: DoctorSlotStatus }) {
  const title = `Dr. ${doctor.name}`;
  const figures = [
    { label: 'Total Slots', value: doctor.totalSlots },
    {
      label: 'Available Slots',
      value: doctor.availableSlots,
      colour: TONE_COLOURS[toneOf(doctor.availableSlots)],
    },
    { label: 'Used Slots', value: doctor.occupiedSlots },
    {
      label: 'Days Until Reset',
      value: doctor.daysUntilReset === null ? NO_RESET : daysText(doctor.daysUntilReset),
      small: doctor.daysUntilReset === null,
    },
    { label: 'Waitlist', value: doctor.waitlist },
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
        {doctor.nextClinicDate
          ? `Next clinic day: ${formatDisplayDate(doctor.nextClinicDate)}`
          : 'No upcoming clinic day'}
      </Typography.Text>
      {doctor.queues.length > 0 && (
        <Flex wrap gap={4} align="center" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">Waiting:</Typography.Text>
          <Flex component="ul" wrap gap={4} aria-label="Waitlists by date" style={PLAIN_LIST}>
            {doctor.queues.map(({ date, waiting }) => (
              <li key={date}>
                <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                  {formatDisplayDate(date)} · {waiting}
                </Tag>
              </li>
            ))}
          </Flex>
        </Flex>
      )}
      {doctor.closedDates.length > 0 && (
        <Flex wrap gap={4} align="center" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">Closed:</Typography.Text>
          <Flex component="ul" wrap gap={4} aria-label="Closed dates" style={PLAIN_LIST}>
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
