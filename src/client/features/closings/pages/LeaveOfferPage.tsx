import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { LeaveOffer } from '../../../../shared/schemas/capacity';
import { useAcceptLeaveOfferMutation, useReadLeaveOfferQuery } from '../closingsApi';

const messages = defineMessages({
  loading: { id: 'closings.offer.loading', defaultMessage: 'Loading your appointment' },
  patient: { id: 'closings.offer.patient', defaultMessage: 'Patient' },
  substitute: { id: 'closings.offer.substitute', defaultMessage: 'Doctor' },
  service: { id: 'closings.offer.service', defaultMessage: 'Service' },
  date: { id: 'closings.offer.date', defaultMessage: 'Date' },
  time: { id: 'closings.offer.time', defaultMessage: 'Time' },
  location: { id: 'closings.offer.location', defaultMessage: 'Location' },
  rebook: { id: 'closings.offer.rebook', defaultMessage: 'Rebook instead' },
  myAppointments: { id: 'closings.offer.myAppointments', defaultMessage: 'My appointments' },
  waitsApproval: {
    id: 'closings.offer.waitsApproval',
    defaultMessage: 'Your request waits for the doctor’s approval; you will be told by message and mail.',
  },
  alreadyAccepted: {
    id: 'closings.offer.alreadyAccepted',
    defaultMessage: 'You already kept this time with the substitute.',
  },
  closed: { id: 'closings.offer.closed', defaultMessage: 'This offer is no longer open' },
  closedHelp: {
    id: 'closings.offer.closedHelp',
    defaultMessage: 'The visit was rebooked, or its date has passed. Sign in to see your appointments.',
  },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  away: defineMessage<{ doctor: string; date: string }>({
    id: 'closings.offer.away',
    defaultMessage: 'Dr. {doctor} is away on {date}',
  }),
  reason: defineMessage<{ reason: string }>({
    id: 'closings.offer.reason',
    defaultMessage: 'Your appointment was cancelled: {reason}.',
  }),
  offer: defineMessage<{ substitute: string }>({
    id: 'closings.offer.offer',
    defaultMessage: 'Dr. {substitute} can see you at the same date and time:',
  }),
  keep: defineMessage<{ substitute: string }>({
    id: 'closings.offer.keep',
    defaultMessage: 'Keep it with Dr. {substitute}',
  }),
  doctor: defineMessage<{ name: string }>({ id: 'closings.offer.doctorName', defaultMessage: 'Dr. {name}' }),
};

const PAGE = { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 } as const;

/** Rebook with the doctor on leave: the appointments page's one-click rebook (after sign-in). */
const rebookPath = (offer: LeaveOffer) => `/appointments?rebook=${offer.appointmentId}`;

/**
 * The one-click page of a leave's offer, reached from the patient's mail, text or notice without
 * signing in: the cancelled visit, the substitute at the same date and time, and the choice to keep
 * it with them (booked through the usual request) or to rebook. Shows the outcome, or why not.
 */
export default function LeaveOfferPage() {
  const intl = useIntl();
  const { key = '' } = useParams();
  const { data: offer, error, isLoading } = useReadLeaveOfferQuery(key, { skip: !key });
  const [accept, { isLoading: accepting }] = useAcceptLeaveOfferMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (isLoading) {
    return (
      <main style={PAGE}>
        <Spin aria-label={intl.formatMessage(messages.loading)} />
      </main>
    );
  }
  if (!offer) {
    return (
      <main style={PAGE}>
        <Result status="404" title={errorMessage(error)} />
      </main>
    );
  }

  const onKeep = async () => {
    try {
      const answer = await accept(key).unwrap();
      setOutcome({ ok: true, text: answer.message ?? '' });
    } catch (refusal) {
      setOutcome({ ok: false, text: errorMessage(refusal) });
    }
  };

  const substitute = offer.substituteName;
  const rebook = (
    <Link to={rebookPath(offer)}>
      <Button>{intl.formatMessage(messages.rebook)}</Button>
    </Link>
  );
  if (outcome?.ok) {
    return (
      <main style={PAGE}>
        <Result
          status="success"
          title={outcome.text}
          subTitle={intl.formatMessage(messages.waitsApproval)}
          extra={
            <Link to="/appointments">
              <Button type="primary">{intl.formatMessage(messages.myAppointments)}</Button>
            </Link>
          }
        />
      </main>
    );
  }
  if (offer.state !== 'open') {
    const accepted = offer.state === 'accepted';
    return (
      <main style={PAGE}>
        <Result
          status={accepted ? 'info' : 'warning'}
          title={intl.formatMessage(accepted ? messages.alreadyAccepted : messages.closed)}
          subTitle={accepted ? undefined : intl.formatMessage(messages.closedHelp)}
          extra={
            <Link to="/appointments">
              <Button type="primary">{intl.formatMessage(messages.myAppointments)}</Button>
            </Link>
          }
        />
      </main>
    );
  }
  return (
    <main style={PAGE}>
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {intl.formatMessage(named.away, { doctor: offer.doctorName, date: formatDisplayDate(offer.date) })}
        </Typography.Title>
        <Typography.Paragraph>
          {intl.formatMessage(named.reason, { reason: offer.reason })}
        </Typography.Paragraph>
        <Typography.Paragraph strong>{intl.formatMessage(named.offer, { substitute })}</Typography.Paragraph>
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={intl.formatMessage(messages.patient)}>
            {offer.patientName}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.substitute)}>
            {intl.formatMessage(named.doctor, { name: substitute })}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.service)}>{offer.service}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.date)}>
            {formatDisplayDate(offer.date)}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.time)}>{offer.time}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.location)}>
            {offer.location}
          </Descriptions.Item>
        </Descriptions>
        {outcome && (
          <Alert type="error" showIcon role="alert" title={outcome.text} style={{ marginBottom: 16 }} />
        )}
        <Flex wrap gap={8}>
          <Button type="primary" loading={accepting} onClick={() => void onKeep()}>
            {intl.formatMessage(named.keep, { substitute })}
          </Button>
          {rebook}
        </Flex>
      </Card>
    </main>
  );
}
