import { Button, DatePicker, Form, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { Doctor } from '../../../../shared/types';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { DATE_FORMAT, todayAtClinic } from '../../../components/clinicDatePicker';
import { MINUTE_STEP, TIME_FORMAT, useBookingPickers } from '../../../components/bookingRules';
import { useClosedDates } from '../../closings';
import { VisitForField } from '../../patients';
import BookingSteps from './BookingSteps';
import { useBookingFlow, type BookingFlowOptions } from './useBookingFlow';

/**
 * Date, then time, then 'Confirm Availability'; once the server confirms, 'Book Now' (spec 2.4, 4,
 * 5 "Booking"), or 'Join waitlist' on a full date (issue 14). Only the doctor's clinic days within
 * the booking window and hours can be picked, never a day the doctor closed. An account with family
 * members is asked who the visit is for; the desk books for the patient it chose (`desk`, issue 21),
 * a walk-in for today.
 */
export default function BookingForm({ doctor, desk }: { doctor: Doctor; desk?: BookingFlowOptions }) {
  const flow = useBookingFlow(doctor._id, desk);
  const { disabledDate, disabledTime, nextDay } = useBookingPickers(doctor, useClosedDates(doctor._id));
  const today = dayjs(todayAtClinic());

  return (
    <Form layout="vertical" component="div">
      {!desk && <VisitForField value={flow.patientId} onChange={flow.setPatientId} />}
      <Form.Item
        label="Select Book Date"
        htmlFor="book-date"
        extra={
          nextDay ? `Next clinic day: ${formatDisplayDate(nextDay)}` : 'No clinic day in the next 30 days'
        }
      >
        <DatePicker
          id="book-date"
          format={DATE_FORMAT}
          placeholder="Select Book Date"
          disabledDate={disabledDate}
          value={flow.date}
          onChange={flow.setDate}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {desk && (
        <Button
          type="link"
          style={{ padding: 0, marginTop: -16, marginBottom: 8 }}
          disabled={disabledDate(today)}
          onClick={() => flow.setDate(today)}
        >
          Walk-in: book for today
        </Button>
      )}
      {flow.date && (
        <Form.Item
          label="Select Time"
          htmlFor="book-time"
          extra={`Dr. ${doctor.firstName} sees patients from ${doctor.appointmentTime[0]} to ${doctor.appointmentTime[1]}`}
        >
          <TimePicker
            id="book-time"
            format={TIME_FORMAT}
            placeholder="Select Time"
            minuteStep={MINUTE_STEP}
            disabledTime={disabledTime}
            hideDisabledOptions
            showNow={false}
            value={flow.time}
            onChange={flow.setTime}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      <BookingSteps flow={flow} />
    </Form>
  );
}
