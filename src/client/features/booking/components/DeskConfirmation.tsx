import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { DATE_FORMAT, todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { useMessage } from '../../../lib/toasts/messages';
import { useCheckInMutation } from '../../today';
import type { BookedVisit } from './useBookingFlow';

const messages = defineMessages({
  checkInNow: { id: 'booking.deskConfirmation.checkInNow', defaultMessage: 'Check in now' },
  done: { id: 'booking.deskConfirmation.done', defaultMessage: 'Done' },
  openToday: { id: 'booking.deskConfirmation.openToday', defaultMessage: 'Open Today' },
  walkInHint: {
    id: 'booking.deskConfirmation.walkInHint',
    defaultMessage: 'The patient is here? Check them in: they take the doctor’s next queue number.',
  },
});

const bookedTitle = defineMessage<{ date: string; time: string }>({
  id: 'booking.deskConfirmation.booked',
  defaultMessage: 'Booked and approved for {date} at {time}',
});
const checkedIn = defineMessage<{ name: string; number: string }>({
  id: 'booking.deskConfirmation.checkedIn',
  defaultMessage: '{name} checked in: {number}',
});
const ticket = defineMessage<{ number: string }>({
  id: 'booking.deskConfirmation.ticket',
  defaultMessage: 'Queue number {number}',
});

/**
 * The desk's booking, made: what was booked and, for a visit today (a walk-in), Check in now, which
 * checks the patient in at once as Today's Check in does (the server decides, by the clinic's day)
 * and shows the queue number to hand them. Done goes back to the desk's list.
 */
export default function DeskConfirmation({
  booked,
  patientName,
  todayRoute,
  onDone,
}: {
  booked: BookedVisit;
  patientName: string;
  todayRoute: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const navigate = useNavigate();
  const [checkIn, checking] = useCheckInMutation();
  const [queueNumber, setQueueNumber] = useState<string | null>(null);
  const { date, time, doctorId } = booked.request;
  const isToday = date === dayjs(todayAtClinic()).format(DATE_FORMAT);

  const checkInNow = async () => {
    try {
      const answer = await checkIn(booked.appointmentId).unwrap();
      const number = answer.data?.queueNumber ?? '';
      setQueueNumber(number);
      void message.success(intl.formatMessage(checkedIn, { name: patientName, number }).trim());
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={12} role="status">
      <Alert
        type="success"
        showIcon
        title={intl.formatMessage(bookedTitle, { date, time })}
        description={isToday && !queueNumber ? intl.formatMessage(messages.walkInHint) : undefined}
      />
      {queueNumber && (
        <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
          {intl.formatMessage(ticket, { number: queueNumber })}
        </Typography.Title>
      )}
      <Flex gap={8} wrap>
        {isToday && !queueNumber && (
          <Button
            type="primary"
            icon={<LoginOutlined />}
            loading={checking.isLoading}
            onClick={() => void checkInNow()}
          >
            {intl.formatMessage(messages.checkInNow)}
          </Button>
        )}
        {queueNumber && (
          <Button
            type="primary"
            onClick={() => navigate(`${todayRoute}?doctorId=${encodeURIComponent(doctorId)}`)}
          >
            {intl.formatMessage(messages.openToday)}
          </Button>
        )}
        <Button onClick={onDone}>{intl.formatMessage(messages.done)}</Button>
      </Flex>
    </Flex>
  );
}
