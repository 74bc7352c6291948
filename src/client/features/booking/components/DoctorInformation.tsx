import { useId, useMemo } from 'react';
import { Badge, Descriptions, Flex, Tag } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import type { Doctor } from '../../../../shared/types';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';
import { clinicDayTags } from '../../../../shared/clinicDays';

const messages = defineMessages({
  title: { id: 'booking.doctorInformation.title', defaultMessage: 'Doctor Information' },
  name: { id: 'booking.doctorInformation.name', defaultMessage: 'Doctor Name' },
  service: { id: 'booking.doctorInformation.service', defaultMessage: 'Service' },
  location: { id: 'booking.doctorInformation.location', defaultMessage: 'Location' },
  days: { id: 'booking.doctorInformation.days', defaultMessage: 'Doctor Available Days' },
  time: { id: 'booking.doctorInformation.time', defaultMessage: 'Time Interval' },
});

const fullName = defineMessage<{ firstName: string; lastName: string }>({
  id: 'booking.doctorInformation.fullName',
  defaultMessage: 'Dr. {firstName} {lastName}',
});
const clinicDayCount = defineMessage<{ count: number }>({
  id: 'booking.doctorInformation.dayCount',
  defaultMessage: '{count, plural, one {# clinic day} other {# clinic days}}',
});

/** 'Doctor Information' of the booking card: name, service, location, the days it offers, hours. */
export default function DoctorInformation({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const headingId = useId();
  // the days the booking page offers, by the rule the pickers and the next clinic day follow
  const days = useMemo(() => clinicDayTags(doctor.clinicDay), [doctor.clinicDay]);
  const dayCount = days.length;
  const [start, end] = doctor.appointmentTime;

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        {intl.formatMessage(messages.title)}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'name',
            label: intl.formatMessage(messages.name),
            children: intl.formatMessage(fullName, {
              firstName: doctor.firstName,
              lastName: doctor.lastName,
            }),
          },
          { key: 'service', label: intl.formatMessage(messages.service), children: doctor.service },
          { key: 'location', label: intl.formatMessage(messages.location), children: doctor.location },
          {
            key: 'days',
            label: (
              <Flex gap={8} align="center">
                {intl.formatMessage(messages.days)}
                <Badge
                  count={dayCount}
                  showZero
                  color="#13315c"
                  title={intl.formatMessage(clinicDayCount, { count: dayCount })}
                />
              </Flex>
            ),
            children: (
              <Flex component="ul" wrap gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {days.map((day) => (
                  <li key={day}>
                    <Tag color="green" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                      {clinicDayText(intl, day)}
                    </Tag>
                  </li>
                ))}
              </Flex>
            ),
          },
          { key: 'time', label: intl.formatMessage(messages.time), children: `${start} - ${end}` },
        ]}
      />
    </section>
  );
}
