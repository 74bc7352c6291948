import { useId } from 'react';
import { Badge, Descriptions, Flex, Tag } from 'antd';
import Typography from '../../../components/Typography';
import type { Doctor } from '../../../../shared/types';

/** 'Doctor Information' of the booking card (spec 2.4): name, service, location, days, hours. */
export default function DoctorInformation({ doctor }: { doctor: Doctor }) {
  const headingId = useId();
  const dayCount = doctor.clinicDay.length;
  const [start, end] = doctor.appointmentTime;

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        Doctor Information
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Doctor Name', children: `Dr. ${doctor.firstName} ${doctor.lastName}` },
          { key: 'service', label: 'Service', children: doctor.service },
          { key: 'location', label: 'Location', children: doctor.location },
          {
            key: 'days',
            label: (
              <Flex gap={8} align="center">
                Doctor Available Days
                <Badge
                  count={dayCount}
                  showZero
                  color="#13315c"
                  title={`${dayCount} clinic ${dayCount === 1 ? 'day' : 'days'}`}
                />
              </Flex>
            ),
            children: (
              <Flex component="ul" wrap gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {doctor.clinicDay.map((day) => (
                  <li key={day}>
                    <Tag color="green" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                      {day}
                    </Tag>
                  </li>
                ))}
              </Flex>
            ),
          },
          { key: 'time', label: 'Time Interval', children: `${start} - ${end}` },
        ]}
      />
    </section>
  );
}
