import { Descriptions, Tag } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Doctor } from '../../../../shared/types';
import Naira from '../../../components/Naira';
import { formatDoctorName } from '../doctorName';
import { clinicDaysText } from '../../../lib/clinicTime/clinicDayText';
import PhoneNumber from '../../../components/PhoneNumber';
import { clinicTimezone } from '../../../lib/clinicTime/clinicTimezone';
import { clinicToday } from '../../../../shared/clinicTime';
import { formatDisplayDate } from '../../../../shared/clinicDays';

const STATUS_COLOR: Record<Doctor['status'], string> = {
  pending: 'gold',
  approved: 'green',
  blocked: 'red',
};

const messages = defineMessages({
  status: { id: 'doctors.applicationSummary.status', defaultMessage: 'Status' },
  statusPending: { id: 'doctors.applicationSummary.statusPending', defaultMessage: 'pending' },
  statusApproved: { id: 'doctors.applicationSummary.statusApproved', defaultMessage: 'approved' },
  statusBlocked: { id: 'doctors.applicationSummary.statusBlocked', defaultMessage: 'blocked' },
  name: { id: 'doctors.applicationSummary.name', defaultMessage: 'Name' },
  service: { id: 'doctors.applicationSummary.service', defaultMessage: 'Service' },
  specialization: { id: 'doctors.applicationSummary.specialization', defaultMessage: 'Specialization' },
  location: { id: 'doctors.applicationSummary.location', defaultMessage: 'Location' },
  email: { id: 'doctors.applicationSummary.email', defaultMessage: 'Email' },
  phone: { id: 'doctors.applicationSummary.phone', defaultMessage: 'Phone Number' },
  experience: { id: 'doctors.applicationSummary.experience', defaultMessage: 'Experience' },
  fee: { id: 'doctors.applicationSummary.fee', defaultMessage: 'Fee per Consultation' },
  slots: { id: 'doctors.applicationSummary.slots', defaultMessage: 'Total Slots' },
  days: { id: 'doctors.applicationSummary.days', defaultMessage: 'Clinic Days' },
  time: { id: 'doctors.applicationSummary.time', defaultMessage: 'Timing' },
  gender: { id: 'doctors.applicationSummary.gender', defaultMessage: 'Gender' },
  female: { id: 'doctors.applicationSummary.female', defaultMessage: 'Female' },
  male: { id: 'doctors.applicationSummary.male', defaultMessage: 'Male' },
  submitted: { id: 'doctors.applicationSummary.submitted', defaultMessage: 'Submitted on' },
});

const experienceYears = defineMessage<{ years: number }>({
  id: 'doctors.applicationSummary.experienceYears',
  defaultMessage: '{years, plural, one {# year} other {# years}}',
});

const STATUS_LABEL = {
  pending: messages.statusPending,
  approved: messages.statusApproved,
  blocked: messages.statusBlocked,
} as const;

/** The day an application was sent, 'DD-MM-YYYY' on the clinic's calendar. */
const submittedOn = (createdAt: string) =>
  formatDisplayDate(clinicToday(clinicTimezone(), new Date(createdAt)));

/** The details a doctor application was submitted with: every field of the form, and when it came. */
export default function ApplicationSummary({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const label = STATUS_LABEL[doctor.status];
  const items = [
    {
      key: 'status',
      label: intl.formatMessage(messages.status),
      children: (
        <Tag color={STATUS_COLOR[doctor.status]}>{label ? intl.formatMessage(label) : doctor.status}</Tag>
      ),
    },
    { key: 'name', label: intl.formatMessage(messages.name), children: formatDoctorName(intl, doctor) },
    { key: 'service', label: intl.formatMessage(messages.service), children: doctor.service },
    {
      key: 'specialization',
      label: intl.formatMessage(messages.specialization),
      children: doctor.specialization,
    },
    { key: 'location', label: intl.formatMessage(messages.location), children: doctor.location },
    ...(doctor.gender
      ? [
          {
            key: 'gender',
            label: intl.formatMessage(messages.gender),
            children: intl.formatMessage(messages[doctor.gender]),
          },
        ]
      : []),
    { key: 'email', label: intl.formatMessage(messages.email), children: doctor.email },
    {
      key: 'phone',
      label: intl.formatMessage(messages.phone),
      children: doctor.phoneNumber && <PhoneNumber phone={doctor.phoneNumber} />,
    },
    {
      key: 'experience',
      label: intl.formatMessage(messages.experience),
      children: intl.formatMessage(experienceYears, { years: doctor.experience }),
    },
    {
      key: 'fee',
      label: intl.formatMessage(messages.fee),
      children: <Naira amount={doctor.feePerConsultation} />,
    },
    { key: 'slots', label: intl.formatMessage(messages.slots), children: doctor.totalSlots },
    {
      key: 'days',
      label: intl.formatMessage(messages.days),
      children: clinicDaysText(intl, doctor.clinicDay),
    },
    { key: 'time', label: intl.formatMessage(messages.time), children: doctor.appointmentTime.join(' - ') },
    ...(doctor.createdAt
      ? [
          {
            key: 'submitted',
            label: intl.formatMessage(messages.submitted),
            children: submittedOn(doctor.createdAt),
          },
        ]
      : []),
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
