import { useRef, useState, type ComponentRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Alert, DatePicker, Form, Modal, TimePicker } from 'antd';
import Typography from '../../../components/Typography';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { MINUTE_STEP, TIME_FORMAT, useBookingPickers } from '../../../lib/clinicTime/bookingRules';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { INVALID_BOOKING_TIME_TEXT } from '../../../../shared/vocabulary';
import { useBlockedDates } from '../../closings';
import { useRescheduleAppointmentMutation } from '../appointmentChangesApi';
import { visitSummary } from './visitSummary';
import { clinicDayHint } from './manageScheduleDate';
import { ScopeChoice } from '../../series';
import type { SeriesScope } from '../../../../shared/schemas/seriesFields';

interface NewTime {
  date: Dayjs | null;
  time: Dayjs | null;
}

const messages = defineMessages({
  rescheduled: { id: 'appointments.reschedule.rescheduled', defaultMessage: 'Appointment rescheduled' },
  title: { id: 'appointments.reschedule.title', defaultMessage: 'Reschedule Appointment' },
  ok: { id: 'appointments.reschedule.ok', defaultMessage: 'Reschedule' },
  keep: { id: 'appointments.reschedule.keep', defaultMessage: 'Keep current date' },
  newDate: { id: 'appointments.reschedule.newDate', defaultMessage: 'New date' },
  newTime: { id: 'appointments.reschedule.newTime', defaultMessage: 'New time' },
});

const hoursMessage = defineMessages<{ hours: { firstName: string; from: string; to: string } }>({
  hours: {
    id: 'appointments.reschedule.hours',
    defaultMessage: 'Dr. {firstName} sees patients from {from} to {to}',
  },
}).hours;

interface RescheduleModalProps {
  appointment: Appointment;
  onClose: () => void;
}

/**
 * 'Reschedule Appointment': a new date and time chosen under the booking card's rules (the
 * doctor's clinic days within the booking window but the days they closed, their hours). The server decides as it does for a
 * booking; its refusal is shown here and the dialog stays open for another choice.
 */
export default function RescheduleModal({ appointment, onClose }: RescheduleModalProps) {
  const [form] = Form.useForm<NewTime>();
  const message = useMessage();
  const intl = useIntl();
  const pick = [{ required: true, message: intl.formatMessage(INVALID_BOOKING_TIME_TEXT) }];
  const datePicker = useRef<ComponentRef<typeof DatePicker>>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // a visit of a course moves alone or with the following ones
  const [scope, setScope] = useState<SeriesScope>('this');
  const [reschedule, { isLoading }] = useRescheduleAppointmentMutation();
  const doctor = appointment.doctorInfo;
  const { disabledDate, disabledTime, nextDay } = useBookingPickers(doctor, useBlockedDates(doctor._id));

  const onFinish = async ({ date, time }: NewTime) => {
    if (!date || !time) return;
    setRefusal(null);
    try {
      const answer = await reschedule({
        appointmentId: appointment._id,
        date: date.format(DATE_FORMAT),
        time: time.format(TIME_FORMAT),
        // 'this' is the server's default: a single visit's request stays as it was
        ...(scope === 'following' ? { scope } : {}),
      }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.rescheduled));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.ok)}
      cancelText={intl.formatMessage(messages.keep)}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(open) => open && datePicker.current?.focus()}
    >
      <Typography.Paragraph>{visitSummary(appointment, intl)}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <ScopeChoice appointment={appointment} change="reschedule" value={scope} onChange={setScope} />
      <Form<NewTime>
        form={form}
        layout="vertical"
        initialValues={{ date: null, time: null }}
        onFinish={onFinish}
        onValuesChange={() => setRefusal(null)}
      >
        <Form.Item
          label={intl.formatMessage(messages.newDate)}
          name="date"
          required
          rules={pick}
          extra={clinicDayHint(nextDay, intl)}
        >
          <DatePicker
            ref={datePicker}
            autoFocus
            format={DATE_FORMAT}
            disabledDate={disabledDate}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.newTime)}
          name="time"
          required
          rules={pick}
          extra={intl.formatMessage(hoursMessage, {
            firstName: doctor.firstName,
            from: doctor.appointmentTime[0],
            to: doctor.appointmentTime[1],
          })}
        >
          <TimePicker
            format={TIME_FORMAT}
            minuteStep={MINUTE_STEP}
            disabledTime={disabledTime}
            hideDisabledOptions
            showNow={false}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
