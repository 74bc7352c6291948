import { Descriptions, Tag } from 'antd';
import type { Doctor } from '../../../../shared/types';
import Naira from '../../../components/Naira';

const STATUS_COLOR: Record<Doctor['status'], string> = {
  pending: 'gold',
  approved: 'green',
  blocked: 'red',
};

/** The details a doctor application was submitted with. */
export default function ApplicationSummary({ doctor }: { doctor: Doctor }) {
  const items = [
    {
      key: 'status',
      label: 'Status',
      children: <Tag color={STATUS_COLOR[doctor.status]}>{doctor.status}</Tag>,
    },
    { key: 'name', label: 'Name', children: `Dr. ${doctor.firstName} ${doctor.lastName}` },
    { key: 'service', label: 'Service', children: doctor.service },
    { key: 'specialization', label: 'Specialization', children: doctor.specialization },
    { key: 'location', label: 'Location', children: doctor.location },
    { key: 'email', label: 'Email', children: doctor.email },
    { key: 'phone', label: 'Phone Number', children: doctor.phoneNumber },
    { key: 'experience', label: 'Experience', children: `${doctor.experience} years` },
    { key: 'fee', label: 'Fee per Consultation', children: <Naira amount={doctor.feePerConsultation} /> },
    { key: 'slots', label: 'Total Slots', children: doctor.totalSlots },
    { key: 'days', label: 'Clinic Days', children: doctor.clinicDay.join(', ') },
    { key: 'time', label: 'Timing', children: doctor.appointmentTime.join(' - ') },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
