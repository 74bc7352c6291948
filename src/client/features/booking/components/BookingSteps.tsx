import { Alert, Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Availability, useBookingFlow } from './useBookingFlow';

const slotFree = defineMessage<{ date: string; time: string }>({
  id: 'booking.steps.slotFree',
  defaultMessage: 'A slot is free on {date} at {time}.',
});
const slotsAvailable = defineMessage<{ count: number; date: string; time: string }>({
  id: 'booking.steps.slotsAvailable',
  defaultMessage: '{count, plural, one {# slot} other {# slots}} available on {date} at {time}.',
});
const fullText = defineMessage<{ date: string }>({
  id: 'booking.steps.fullText',
  defaultMessage:
    'Join the waitlist: when a place frees up on {date}, the first in line is booked automatically and notified.',
});
const queuing = defineMessage<{ date: string; time: string }>({
  id: 'booking.steps.queuing',
  defaultMessage: 'You are queuing for {date} at {time}',
});

const messages = defineMessages({
  confirm: { id: 'booking.steps.confirm', defaultMessage: 'Confirm Availability' },
  bookNow: { id: 'booking.steps.bookNow', defaultMessage: 'Book Now' },
  joinWaitlist: { id: 'booking.steps.joinWaitlist', defaultMessage: 'Join waitlist' },
  fullTitle: { id: 'booking.steps.fullTitle', defaultMessage: 'This date is full' },
});

function slotsText(intl: IntlShape, { availableSlots, request }: Availability): string {
  const on = { date: request.date, time: request.time };
  if (availableSlots === undefined) return intl.formatMessage(slotFree, on);
  return intl.formatMessage(slotsAvailable, { ...on, count: availableSlots });
}

const SPACED = { marginBottom: 16 } as const;

/**
 * What the booking card offers for the chosen date and time: 'Confirm Availability', then 'Book Now'
 * once the server confirms; on a full date 'Join waitlist' instead.
 */
export default function BookingSteps({ flow }: { flow: ReturnType<typeof useBookingFlow> }) {
  const intl = useIntl();
  const confirm = (
    <Button block loading={flow.busy} onClick={flow.confirm}>
      {intl.formatMessage(messages.confirm)}
    </Button>
  );
  let steps = confirm;
  if (flow.availability) {
    steps = (
      <Button type="primary" block loading={flow.busy} onClick={flow.book}>
        {intl.formatMessage(messages.bookNow)}
      </Button>
    );
  } else if (flow.full) {
    steps = (
      <Flex vertical gap={8}>
        <Button type="primary" block loading={flow.busy} onClick={flow.joinWaitlist}>
          {intl.formatMessage(messages.joinWaitlist)}
        </Button>
        {confirm}
      </Flex>
    );
  }

  return (
    <>
      {flow.availability && (
        <Alert
          type="success"
          showIcon
          title={flow.availability.message}
          description={slotsText(intl, flow.availability)}
          style={SPACED}
        />
      )}
      {flow.full && (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(messages.fullTitle)}
          description={intl.formatMessage(fullText, { date: flow.full.date })}
          style={SPACED}
        />
      )}
      {flow.waiting && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage(queuing, { date: flow.waiting.date, time: flow.waiting.time })}
          description={
            <FormattedMessage
              id="booking.steps.placeShown"
              defaultMessage="Your place is shown under <link>My waitlist</link> on your appointments."
              values={{ link: (text) => <Link to="/appointments">{text}</Link> }}
            />
          }
          style={SPACED}
        />
      )}
      {steps}
    </>
  );
}
