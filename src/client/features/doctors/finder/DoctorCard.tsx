import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Flex } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import Isolated from '../../../components/Isolated';
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
import { formatDoctorName } from '../doctorName';

const messages = defineMessages({
  nextAvailable: { id: 'doctors.card.nextAvailable', defaultMessage: 'Next available' },
  specialty: { id: 'doctors.card.specialty', defaultMessage: 'Specialty' },
  city: { id: 'doctors.card.city', defaultMessage: 'City' },
  fee: { id: 'doctors.card.fee', defaultMessage: 'Fee' },
  book: { id: 'doctors.card.book', defaultMessage: 'Book' },
});
const detail = defineMessage<{ label: string }>({ id: 'doctors.card.detail', defaultMessage: '{label}:' });
const bookLabel = defineMessage<{ name: string }>({
  id: 'doctors.card.bookLabel',
  defaultMessage: 'Book {name}',
});

const AVATAR_COLOR = { female: '#d63384', other: '#1f9d55' } as const;

/** One labelled line of the card; the icon is decoration. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const text = useIntl().formatMessage(detail, { label });
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      <span aria-hidden>{icon}</span> <Typography.Text type="secondary">{text}</Typography.Text> {children}
    </Typography.Paragraph>
  );
}

const calendar = <CalendarOutlined />;

/** The first open clinic day the list sent, or that there is none within 30 days. */
function NextAvailable({ date }: { date: string | null }) {
  const intl = useIntl();
  if (date === null) {
    const none = intl.formatMessage({
      id: 'doctors.card.noOpenDate',
      defaultMessage: 'No open date in the next 30 days',
    });
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        <span aria-hidden>{calendar}</span> {none}
      </Typography.Paragraph>
    );
  }
  return (
    <Detail icon={calendar} label={intl.formatMessage(messages.nextAvailable)}>
      <Isolated text={formatDisplayDate(date)} whole />
    </Detail>
  );
}

/**
 * One approved doctor for patients: who, what, where, how much, rating,
 * the next open date when the list gives one, Book.
 */
export default function DoctorCard({ doctor }: { doctor: Doctor }) {
  const navigate = useNavigate();
  const nameId = useId();
  const intl = useIntl();
  const fullName = formatDoctorName(intl, doctor);
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
        <Detail icon={<MedicineBoxOutlined />} label={intl.formatMessage(messages.specialty)}>
          {doctor.service}
        </Detail>
        <Detail icon={<EnvironmentOutlined />} label={intl.formatMessage(messages.city)}>
          {doctor.location}
        </Detail>
        <Detail icon={<WalletOutlined />} label={intl.formatMessage(messages.fee)}>
          <Naira amount={doctor.feePerConsultation} />
        </Detail>
        <DoctorRating doctorId={doctor._id} />
        {doctor.nextAvailable !== undefined && <NextAvailable date={doctor.nextAvailable} />}
      </Flex>
      <Button
        type="primary"
        block
        aria-label={intl.formatMessage(bookLabel, { name: fullName })}
        onClick={() => navigate(`/book-appointment/${doctor._id}`)}
      >
        {intl.formatMessage(messages.book)}
      </Button>
    </Panel>
  );
}
