import { useId } from 'react';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { clinicDateOf } from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';

interface PatientAppointmentListProps {
  title: string;
  emptyText: string;
  appointments: Appointment[];
}

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** One of the patient home's appointment cards: each visit's doctor first name and clinic days. */
export default function PatientAppointmentList({
  title,
  emptyText,
  appointments,
}: PatientAppointmentListProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>{title}</span>}
      style={{ height: '100%' }}
    >
      {appointments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Flex component="ul" vertical gap={12} style={plainList}>
          {appointments.map((a) => (
            <li key={a._id}>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>Dr. {a.doctorInfo.firstName}</Typography.Text>
                <Typography.Text type="secondary">{formatDisplayDate(clinicDateOf(a))}</Typography.Text>
              </Flex>
              <Flex
                component="ul"
                wrap
                gap={4}
                aria-label="Clinic days"
                style={{ ...plainList, marginTop: 4 }}
              >
                {a.doctorInfo.clinicDay.map((day) => (
                  <li key={day}>
                    <Tag style={{ marginInlineEnd: 0 }}>{day}</Tag>
                  </li>
                ))}
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
