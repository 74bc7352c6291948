import { DatePicker, Form, TimePicker } from 'antd';
import type { Doctor } from '../../../../shared/types';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { DATE_FORMAT } from '../../../components/clinicDatePicker';
import { MINUTE_STEP, TIME_FORMAT, useBookingPickers } from '../../../components/bookingRules';
import { useClosedDates } from '../../closings';
import BookingSteps from './BookingSteps';
import { useBookingFlow } from './useBookingFlow';

/**
 * Date, then time, then 'Confirm Availability'; once the server confirms, 'Book Now' (spec 2.4, 4,
 * 5 "Booking"), or 'Join waitlist' on a full date (issue 14). Only the doctor's clinic days within
 * the booking window and hours can be picked, never a day the doctor closed.
 */
export default function BookingForm({ doctor }: { doctor: Doctor }) {
  const flow = useBookingFlow(doctor._id);
  const { disabledDate, disabledTime, nextDay } = useBookingPickers(doctor, useClosedDates(doctor._id));

  return (
    <Form layout="vertical" component="div">
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
