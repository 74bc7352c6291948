import { Alert, Button, ConfigProvider, DatePicker, Form, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Doctor } from '../../../../shared/types';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { DATE_FORMAT, todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { MINUTE_STEP, TIME_FORMAT, useBookingPickers } from '../../../lib/clinicTime/bookingRules';
import { ClosedDatesNote, useBlockedDates } from '../../closings';
import { VisitForField } from '../../patients';
import { BookCourseButton } from '../../series';
import BookingSteps from './BookingSteps';
import DeskConfirmation from './DeskConfirmation';
import { useBookingFlow, type BookingFlowOptions } from './useBookingFlow';
import { useLinkedDate } from './useLinkedDate';
import { useOnline } from '../../../lib/connection';
import { useTouchWidth } from '../../../lib/useTouchWidth';

const messages = defineMessages({
  date: { id: 'booking.form.date', defaultMessage: 'Select Book Date' },
  datePlaceholder: { id: 'booking.form.datePlaceholder', defaultMessage: 'Select Book Date' },
  noClinicDay: { id: 'booking.form.noClinicDay', defaultMessage: 'No clinic day in the next 30 days' },
  walkIn: { id: 'booking.form.walkIn', defaultMessage: 'Walk-in: book for today' },
  time: { id: 'booking.form.time', defaultMessage: 'Select Time' },
  timePlaceholder: { id: 'booking.form.timePlaceholder', defaultMessage: 'Select Time' },
  offline: {
    id: 'booking.form.offline',
    defaultMessage: 'You are offline: booking needs a connection.',
  },
});
const nextClinicDay = defineMessage<{ date: string }>({
  id: 'booking.form.nextClinicDay',
  defaultMessage: 'Next clinic day: {date}',
});
const hours = defineMessage<{ firstName: string; start: string; end: string }>({
  id: 'booking.form.hours',
  defaultMessage: 'Dr. {firstName} sees patients from {start} to {end}',
});

/**
 * Date, then time, then 'Confirm Availability'; once the server confirms, 'Book Now', or 'Join
 * waitlist' on a full date. Only the doctor's clinic days within
 * the booking window and hours can be picked, never a day the doctor closed. An account with family
 * members is asked who the visit is for; the desk books for the patient it chose (`desk`),
 * a walk-in for today.
 */
export default function BookingForm({ doctor, desk }: { doctor: Doctor; desk?: BookingFlowOptions }) {
  const intl = useIntl();
  // on a phone the day and time are picked from the calendar, whose days a typing keyboard would cover
  const pickOnly = useTouchWidth();
  const online = useOnline();
  const flow = useBookingFlow(doctor._id, desk);
  const { disabledDate, disabledTime, nextDay, timeLeftToday } = useBookingPickers(
    doctor,
    useBlockedDates(doctor._id),
    flow.date,
  );
  useLinkedDate(doctor._id, disabledDate, flow.setDate, { skip: Boolean(desk) });
  const today = dayjs(todayAtClinic());

  if (flow.booked && desk?.confirmation) {
    return (
      <DeskConfirmation
        booked={flow.booked}
        patientName={desk.confirmation.patientName}
        todayRoute={desk.confirmation.todayRoute}
        onDone={flow.done}
      />
    );
  }

  return (
    <Form layout="vertical" component="div">
      {!desk && <VisitForField value={flow.patientId} onChange={flow.setPatientId} />}
      <Form.Item
        label={intl.formatMessage(messages.date)}
        htmlFor="book-date"
        extra={
          nextDay
            ? intl.formatMessage(nextClinicDay, { date: formatDisplayDate(nextDay) })
            : intl.formatMessage(messages.noClinicDay)
        }
      >
        <DatePicker
          id="book-date"
          format={DATE_FORMAT}
          placeholder={intl.formatMessage(messages.datePlaceholder)}
          disabledDate={disabledDate}
          inputReadOnly={pickOnly}
          value={flow.date}
          onChange={flow.setDate}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <ClosedDatesNote doctorId={doctor._id} />
      {desk && (
        <Button
          type="link"
          style={{ padding: 0, marginTop: -16, marginBottom: 8 }}
          disabled={disabledDate(today) || !timeLeftToday}
          onClick={() => flow.setDate(today)}
        >
          {intl.formatMessage(messages.walkIn)}
        </Button>
      )}
      {flow.date && (
        <Form.Item
          label={intl.formatMessage(messages.time)}
          htmlFor="book-time"
          extra={intl.formatMessage(hours, {
            firstName: doctor.firstName,
            start: doctor.appointmentTime[0],
            end: doctor.appointmentTime[1],
          })}
        >
          <TimePicker
            id="book-time"
            format={TIME_FORMAT}
            placeholder={intl.formatMessage(messages.timePlaceholder)}
            minuteStep={MINUTE_STEP}
            disabledTime={disabledTime}
            hideDisabledOptions
            showNow={false}
            inputReadOnly={pickOnly}
            value={flow.time}
            onChange={flow.setTime}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {!online && <Alert type="warning" showIcon title={intl.formatMessage(messages.offline)} />}
      {/* offline nothing can be booked: the steps stay in sight, disabled */}
      <ConfigProvider componentDisabled={online ? undefined : true}>
        <BookingSteps flow={flow} />
        {/* a course of visits, planned and booked as one */}
        <div style={{ marginTop: 16 }}>
          <BookCourseButton
            doctor={doctor}
            patientId={desk?.patientId}
            doneRoute={desk?.doneRoute ?? '/appointments'}
          />
        </div>
      </ConfigProvider>
    </Form>
  );
}
