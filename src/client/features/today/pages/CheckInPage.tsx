import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Flex, Spin } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { registerQueryErrorTexts } from '../../../lib/api/queryErrors';
import { useCheckInByLinkMutation, useGetCheckInOfferQuery } from '../todayApi';
import type { CheckInOffer } from '../todayTypes';
import QueuePlaceCards from '../components/QueuePlaceCards';

// the page says a refused link itself, in place of a toast
registerQueryErrorTexts({ getCheckInOffer: null });

const messages = defineMessages({
  title: { id: 'today.checkIn.title', defaultMessage: 'Check in' },
  choose: { id: 'today.checkIn.choose', defaultMessage: 'Which visit are you here for?' },
  checkIn: { id: 'today.checkIn.checkIn', defaultMessage: 'Check in' },
  checkedIn: {
    id: 'today.checkIn.checkedIn',
    defaultMessage: 'You are checked in. Please wait to be called.',
  },
  none: {
    id: 'today.checkIn.none',
    defaultMessage:
      'You have no visit today with the doctors of this waiting room. Please ask at the front desk.',
  },
  home: { id: 'today.checkIn.home', defaultMessage: 'Go to your home page' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  today: defineMessage<{ date: string }>({ id: 'today.checkIn.today', defaultMessage: 'Today, {date}' }),
  visit: defineMessage<{ time: string; doctor: string }>({
    id: 'today.checkIn.visit',
    defaultMessage: '{time} with Dr. {doctor}',
  }),
};

type Visit = CheckInOffer['visits'][number];

/**
 * /check-in/:token (a poster's QR code) and /check-in/v/:token (a reminder's own link): the signed-in
 * patient checks in from their phone. One visit to check in is checked in at once; more (their own
 * and their family's) are listed to choose from. Then their place in line shows, as on their home.
 */
export default function CheckInPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const offer = useGetCheckInOfferQuery(token);
  const [checkIn, sent] = useCheckInByLinkMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);
  const expected = offer.data?.visits.filter((v) => v.visitState === 'expected') ?? [];
  const anyCheckedIn = (offer.data?.visits.length ?? 0) > expected.length || sent.isSuccess;

  const choose = async (visit: Visit) => {
    setRefusal(null);
    try {
      await checkIn({ token, appointmentId: visit.appointmentId }).unwrap();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  // the only visit there is to check in is checked in on opening the link
  const only = offer.data && offer.data.visits.length === 1 && expected.length === 1 ? expected[0] : null;
  useEffect(() => {
    if (!only || started.current) return;
    started.current = true;
    void choose(only);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the visit the link opened with
  }, [only]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {intl.formatMessage(messages.title)}
      </Typography.Title>
      {offer.data && (
        <Typography.Text>
          {intl.formatMessage(named.today, { date: formatDisplayDate(offer.data.date) })}
        </Typography.Text>
      )}
      {(offer.isLoading || sent.isLoading) && <Spin />}
      {offer.error && <Alert type="error" showIcon title={errorMessage(offer.error)} />}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {anyCheckedIn && <Alert type="success" showIcon title={intl.formatMessage(messages.checkedIn)} />}
      <QueuePlaceCards />
      {offer.data && !only && expected.length > 0 && (
        <section aria-label={intl.formatMessage(messages.choose)}>
          <Typography.Title level={4}>{intl.formatMessage(messages.choose)}</Typography.Title>
          <Flex vertical gap={8}>
            {expected.map((visit) => (
              <Flex
                key={visit.appointmentId}
                justify="space-between"
                align="center"
                gap={12}
                wrap
                style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px' }}
              >
                <span>
                  <strong style={{ display: 'block' }}>{visit.patientName}</strong>
                  {intl.formatMessage(named.visit, { time: visit.time, doctor: visit.doctorName })}
                </span>
                <Button
                  type="primary"
                  loading={sent.isLoading && sent.originalArgs?.appointmentId === visit.appointmentId}
                  onClick={() => void choose(visit)}
                >
                  {intl.formatMessage(messages.checkIn)}
                </Button>
              </Flex>
            ))}
          </Flex>
        </section>
      )}
      {offer.data && offer.data.visits.length === 0 && (
        <Alert type="info" showIcon title={intl.formatMessage(messages.none)} />
      )}
      {(offer.error || offer.data?.visits.length === 0) && (
        <Link to="/">{intl.formatMessage(messages.home)}</Link>
      )}
    </Flex>
  );
}
