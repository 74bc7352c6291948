import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Flex } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import {
  CalendarOutlined,
  EnvironmentOutlined,
  MedicineBoxOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Doctor } from '../../../../shared/types';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import Naira from '../../../components/Naira';
import DoctorRating from './DoctorRating';

export const AVATAR_COLOR = { female: '#d63384', other: '#1f9d55' } as const;

/** One labelled line of the card; the icon is decoration. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      <span aria-hidden>{icon}</span> <Typography.Text type="secondary">{label}:</Typography.Text> {children}
    </Typography.Paragraph>
  );
}

/** The first open clinic day the list sent (issue 13), or that there is none within 30 days. */
function NextAvailable({ date }: { date: string | null }) {
  if (date === null) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        <span aria-hidden>
          <CalendarOutlined />
        </span>{' '}
        No open date in the next 30 days
      </Typography.Paragraph>
    );
  }
  return (
    <Detail icon={<CalendarOutlined />} label="Next available">
      {formatDisplayDate(date)}
    </Detail>
  );
}

/**
 * One approved doctor for patients (spec 2.4 'Doctor card'): who, what, where, how much, rating,
 * the next open date when the list gives one, Book.
 */
export default function DoctorCard({ doctor }: { doctor: Doctor }) {
  const navigate = useNavigate();
  const nameId = useId();
  const fullName = `Dr. ${doctor.firstName} ${doctor.lastName}`;
  const avatarTone = doctor.gender === 'female' ? 'female' : 'other';

  return (
    <Panel role="article" aria-labelledby={nameId} style={{ height: '100%' }}>
      <Flex gap="middle" align="center" style={{ marginBottom: 12 }}>
        <Avatar
          size={56}
          aria-hidden
          data-tone={avatarTone}
          style={{ backgroundColor: AVATAR_COLOR[avatarTone], flex: 'none', fontSize: 24 }}
        >
          {doctor.firstName.charAt(0).toUpperCase()}
        </Avatar>
        <Typography.Title level={3} id={nameId} style={{ margin: 0, fontSize: 18 }}>
          {fullName}
        </Typography.Title>
      </Flex>
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <Detail icon={<MedicineBoxOutlined />} label="Specialty">
          {doctor.service}
        </Detail>
        <Detail icon={<EnvironmentOutlined />} label="City">
          {doctor.location}
        </Detail>
        <Detail icon={<WalletOutlined />} label="Fee">
          <Naira amount={doctor.feePerConsultation} />
        </Detail>
        <DoctorRating doctorId={doctor._id} />
        {doctor.nextAvailable !== undefined && <NextAvailable date={doctor.nextAvailable} />}
      </Flex>
      <Button
        type="primary"
        block
        aria-label={`Book ${fullName}`}
        onClick={() => navigate(`/book-appointment/${doctor._id}`)}
      >
        Book
      </Button>
    </Panel>
  );
}
