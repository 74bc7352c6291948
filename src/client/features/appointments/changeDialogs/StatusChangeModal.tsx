import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api/api';
import {
  clinicDateDisabler,
  DATE_FORMAT,
  ISO_DATE,
  todayAtClinic,
} from '../../../lib/clinicTime/clinicDatePicker';
import { zodRule } from '../../../lib/zodRule';
import { statusChangeSchema, type Appointment } from '../../../../shared/schemas/appointments';
import { useChangeAppointmentStatusMutation } from '../appointmentsApi';
import type { StatusChangeInput } from '../../../../shared/schemas/appointments';
import { suggestScheduleDate } from './manageScheduleDate';
import { useMessage } from '../../../lib/toasts/messages';

export type StatusDecision = StatusChangeInput['status'];

interface DecisionValues {
  comment: string;
  schedule_date?: Dayjs | null;
}

const messages = defineMessages({
  scheduleRequired: {
    id: 'appointments.statusChange.scheduleRequired',
    defaultMessage: 'Please choose a schedule date',
  },
  pickADate: { id: 'appointments.statusChange.pickADate', defaultMessage: 'Please pick a schedule date' },
  somePatient: { id: 'appointments.statusChange.somePatient', defaultMessage: 'patient' },
  comment: { id: 'appointments.statusChange.comment', defaultMessage: 'Comment' },
  scheduleDate: { id: 'appointments.statusChange.scheduleDate', defaultMessage: 'Schedule date' },
});

type DecisionTexts = { title: NoMessageValues; formLabel: { patient: string }; done: NoMessageValues };

/** Each decision's dialog title, the form's name (of whose appointment) and the fallback toast. */
const DECISION = {
  approved: defineMessages<DecisionTexts>({
    title: { id: 'appointments.statusChange.approveTitle', defaultMessage: 'Approve Appointment' },
    formLabel: {
      id: 'appointments.statusChange.approveFormLabel',
      defaultMessage: 'Approve Appointment of {patient}',
    },
    done: { id: 'appointments.statusChange.approved', defaultMessage: 'Appointment approved' },
  }),
  rejected: defineMessages<DecisionTexts>({
    title: { id: 'appointments.statusChange.rejectTitle', defaultMessage: 'Reject Appointment' },
    formLabel: {
      id: 'appointments.statusChange.rejectFormLabel',
      defaultMessage: 'Reject Appointment of {patient}',
    },
    done: { id: 'appointments.statusChange.rejected', defaultMessage: 'Appointment rejected' },
  }),
} satisfies Record<StatusDecision, unknown>;

interface StatusChangeModalProps {
  appointment: Appointment;
  decision: StatusDecision;
  onClose: () => void;
}

/**
 * 'Approve Appointment' / 'Reject Appointment': a comment, and for approve a schedule
 * date on one of the doctor's clinic days from today on, with the next clinic day as a hint.
 */
export default function StatusChangeModal({ appointment, decision, onClose }: StatusChangeModalProps) {
  const [form] = Form.useForm<DecisionValues>();
  const message = useMessage();
  const intl = useIntl();
  const texts = DECISION[decision];
  const [changeStatus, { isLoading }] = useChangeAppointmentStatusMutation();
  const approving = decision === 'approved';
  const today = todayAtClinic();
  const suggestion = suggestScheduleDate(appointment, today, intl);

  const onOk = () => {
    if (approving && !form.getFieldValue('schedule_date'))
      void message.error(intl.formatMessage(messages.pickADate));
    form.submit();
  };

  const onFinish = async ({ comment, schedule_date }: DecisionValues) => {
    try {
      const response = await changeStatus({
        appointmentId: appointment._id,
        status: decision,
        comment: comment.trim(),
        ...(approving && schedule_date ? { schedule_date: schedule_date.format(ISO_DATE) } : {}),
      }).unwrap();
      void message.success(response.message ?? intl.formatMessage(texts.done));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(texts.title)}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ danger: !approving }}
    >
      <Form<DecisionValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(texts.formLabel, {
          patient: appointment.userInfo?.name ?? intl.formatMessage(messages.somePatient),
        })}
        initialValues={{
          comment: '',
          schedule_date: suggestion.initialDate ? dayjs(suggestion.initialDate, ISO_DATE) : null,
        }}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.comment)}
          name="comment"
          required
          rules={[zodRule(statusChangeSchema, 'comment')]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        {approving && (
          <Form.Item
            label={intl.formatMessage(messages.scheduleDate)}
            name="schedule_date"
            required
            rules={[{ required: true, message: intl.formatMessage(messages.scheduleRequired) }]}
            extra={suggestion.hint}
          >
            <DatePicker
              format={DATE_FORMAT}
              disabledDate={clinicDateDisabler({
                rules: appointment.doctorInfo?.clinicDay ?? [],
                from: today,
              })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
