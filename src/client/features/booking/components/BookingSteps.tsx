import { Alert, Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { Availability, useBookingFlow } from './useBookingFlow';

function slotsText({ availableSlots, request }: Availability): string {
  const on = `on ${request.date} at ${request.time}`;
  if (availableSlots === undefined) return `A slot is free ${on}.`;
  return `${availableSlots} ${availableSlots === 1 ? 'slot' : 'slots'} available ${on}.`;
}

const SPACED = { marginBottom: 16 } as const;

/**
 * What the booking card offers for the chosen date and time: 'Confirm Availability', then 'Book Now'
 * once the server confirms (spec 4); on a full date 'Join waitlist' instead (issue 14).
 */
export default function BookingSteps({ flow }: { flow: ReturnType<typeof useBookingFlow> }) {
  const confirm = (
    <Button block loading={flow.busy} onClick={flow.confirm}>
      Confirm Availability
    </Button>
  );
  let steps = confirm;
  if (flow.availability) {
    steps = (
      <Button type="primary" block loading={flow.busy} onClick={flow.book}>
        Book Now
      </Button>
    );
  } else if (flow.full) {
    steps = (
      <Flex vertical gap={8}>
        <Button type="primary" block loading={flow.busy} onClick={flow.joinWaitlist}>
          Join waitlist
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
          description={slotsText(flow.availability)}
          style={SPACED}
        />
      )}
      {flow.full && (
        <Alert
          type="warning"
          showIcon
          title="This date is full"
          description={`Join the waitlist: when a place frees up on ${flow.full.date}, the first in line is booked automatically and notified.`}
          style={SPACED}
        />
      )}
      {flow.waiting && (
        <Alert
          type="info"
          showIcon
          title={`You are queuing for ${flow.waiting.date} at ${flow.waiting.time}`}
          description={
            <>
              Your place is shown under <Link to="/appointments">My waitlist</Link> on your appointments.
            </>
          }
          style={SPACED}
        />
      )}
      {steps}
    </>
  );
}
