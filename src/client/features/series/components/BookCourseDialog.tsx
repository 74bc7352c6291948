import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, DatePicker, Flex, Form, InputNumber, Modal, Select, TimePicker } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import type { Doctor } from '../../../../shared/types';
import { SERIES_MAX, SERIES_MIN, type SeriesEvery } from '../../../../shared/schemas/series';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import { MINUTE_STEP, TIME_FORMAT, useBookingPickers } from '../../../lib/clinicTime/bookingRules';
import { useMessage } from '../../../lib/toasts/messages';
import { useClosedDates } from '../../closings';
import { VisitForField } from '../../patients';
import CourseDateList from './CourseDateList';
import { everyOptions } from './everyOptions';
import { useCoursePlan } from './useCoursePlan';

const messages = defineMessages({
  title: { id: 'series.dialog.title', defaultMessage: 'Book a course of visits' },
  doctor: { id: 'series.dialog.doctor', defaultMessage: 'Doctor' },
  firstDate: { id: 'series.dialog.firstDate', defaultMessage: 'First date' },
  time: { id: 'series.dialog.time', defaultMessage: 'Time' },
  every: { id: 'series.dialog.every', defaultMessage: 'Repeat' },
  count: { id: 'series.dialog.count', defaultMessage: 'Number of visits' },
  check: { id: 'series.dialog.check', defaultMessage: 'Check dates' },
  close: { id: 'series.dialog.close', defaultMessage: 'Close' },
  resolve: {
    id: 'series.dialog.resolve',
    defaultMessage: 'Use the other date or drop each date that is not possible, then book.',
  },
});
const doctorName = defineMessage<{ firstName: string; lastName: string; service: string }>({
  id: 'series.dialog.doctorName',
  defaultMessage: 'Dr. {firstName} {lastName} · {service}',
});
const bookCount = defineMessage<{ count: number }>({
  id: 'series.dialog.book',
  defaultMessage: '{count, plural, one {Book # visit} other {Book # visits}}',
});
const booked = defineMessage<{ count: number }>({
  id: 'series.dialog.booked',
  defaultMessage: '{count, plural, one {# visit booked} other {# visits booked}}',
});
const countHint = defineMessage<{ min: number; max: number }>({
  id: 'series.dialog.countHint',
  defaultMessage: 'From {min} to {max}',
});

export interface BookCourseDialogProps {
  doctor: Doctor;
  /** The desk's patient; absent: the account chooses itself or a family member. */
  patientId?: string;
  /** Where a booked course goes. */
  doneRoute: string;
  onClose: () => void;
}

/**
 * 'Book a course of visits': the first date, the time, how often and how many; 'Check
 * dates' shows the whole course before anything is booked, the person takes an alternative or drops
 * a date, and 'Book N visits' books exactly the dates left, all or none.
 */
export default function BookCourseDialog({ doctor, patientId, doneRoute, onClose }: BookCourseDialogProps) {
  const intl = useIntl();
  const message = useMessage();
  const navigate = useNavigate();
  const course = useCoursePlan(doctor._id, patientId);
  const { choice, choose } = course;
  const { disabledDate, disabledTime } = useBookingPickers(doctor, { closed: useClosedDates(doctor._id) });
  const options = useMemo(() => everyOptions(intl), [intl]);
  const busy = course.checking || course.booking;

  const book = async () => {
    const answer = await course.book();
    if (!answer) return;
    const count = answer.data?.appointments.length ?? course.confirmed.length;
    void message.success(answer.message ?? intl.formatMessage(booked, { count }));
    onClose();
    navigate(doneRoute);
  };

  const planned = course.plan !== null;
  const footer = [
    <Button key="close" onClick={onClose}>
      {intl.formatMessage(messages.close)}
    </Button>,
    <Button
      key="check"
      type={planned ? 'default' : 'primary'}
      loading={course.checking}
      disabled={!choice.firstDate || course.booking}
      onClick={() => void course.check()}
    >
      {intl.formatMessage(messages.check)}
    </Button>,
    planned && (
      <Button
        key="book"
        type="primary"
        loading={course.booking}
        disabled={course.confirmed.length === 0 || course.unresolved.length > 0 || course.checking}
        onClick={() => void book()}
      >
        {intl.formatMessage(bookCount, { count: course.confirmed.length })}
      </Button>
    ),
  ];

  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(messages.title)}
      footer={footer}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={intl.formatMessage(messages.doctor)}>
          <Typography.Text>
            {intl.formatMessage(doctorName, {
              firstName: doctor.firstName,
              lastName: doctor.lastName,
              service: doctor.service,
            })}
          </Typography.Text>
        </Form.Item>
        {!patientId && (
          <VisitForField value={choice.patientId} onChange={(next) => choose({ patientId: next })} />
        )}
        <Form.Item label={intl.formatMessage(messages.firstDate)} htmlFor="course-first-date" required>
          <DatePicker
            id="course-first-date"
            autoFocus
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            disabledDate={disabledDate}
            value={choice.firstDate}
            onChange={(firstDate) => choose({ firstDate })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.time)} htmlFor="course-time">
          <TimePicker
            id="course-time"
            format={TIME_FORMAT}
            minuteStep={MINUTE_STEP}
            disabledTime={disabledTime}
            hideDisabledOptions
            showNow={false}
            placeholder={TIME_FORMAT}
            value={choice.time}
            onChange={(time) => choose({ time })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label={intl.formatMessage(messages.every)}
            htmlFor="course-every"
            style={{ flex: '1 1 200px' }}
          >
            <Select<SeriesEvery>
              id="course-every"
              options={options}
              value={choice.every}
              onChange={(every) => choose({ every })}
            />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage(messages.count)}
            htmlFor="course-count"
            extra={intl.formatMessage(countHint, { min: SERIES_MIN, max: SERIES_MAX })}
            style={{ flex: '1 1 200px' }}
          >
            <InputNumber
              id="course-count"
              min={SERIES_MIN}
              max={SERIES_MAX}
              precision={0}
              value={choice.count}
              onChange={(count) => count !== null && choose({ count })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
      </Form>
      {course.refusal && <Alert type="error" showIcon title={course.refusal} style={{ marginBottom: 12 }} />}
      {planned && (
        <>
          <CourseDateList
            occurrences={course.occurrences}
            onTake={course.takeAlternative}
            onDrop={course.drop}
            disabled={busy}
          />
          {course.unresolved.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {intl.formatMessage(messages.resolve)}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
