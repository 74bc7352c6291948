import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage } from '../../../app/api';
import {
  clinicDateDisabler,
  DATE_FORMAT,
  ISO_DATE,
  todayAtClinic,
} from '../../../components/clinicDatePicker';
import { zodRule } from '../../../components/zodRule';
import { statusChangeSchema, type Appointment } from '../../../../shared/schemas/appointments';
import { useChangeAppointmentStatusMutation, type StatusChangeRequest } from '../appointmentsApi';
import { suggestScheduleDate } from './manageScheduleDate';
import { useMessage } from '../../../app/messages';

export type StatusDecision = StatusChangeRequest['status'];

interface DecisionValues {
  comment: string;
  schedule_date?: Dayjs | null;
}

const SCHEDULE_REQUIRED = 'Please choose a schedule date';
const PICK_A_DATE = 'Please pick a schedule date';
const TITLES: Record<StatusDecision, string> = {
  approved: 'Approve Appointment',
  rejected: 'Reject Appointment',
};

interface StatusChangeModalProps {
  appointment: Appointment;
  decision: StatusDecision;
  onClose: () => void;
}

/**
 * 'Approve Appointment' / 'Reject Appointment' (spec 2.4, 5): a comment, and for approve a schedule
 * date on one of the doctor's clinic days from today on, with the next clinic day as a hint.
 */
export default function StatusChangeModal({ appointment, decision, onClose }: StatusChangeModalProps) {
  const [form] = Form.useForm<DecisionValues>();
  const message = useMessage();
  const [changeStatus, { isLoading }] = useChangeAppointmentStatusMutation();
  const approving = decision === 'approved';
  const today = todayAtClinic();
  const suggestion = suggestScheduleDate(appointment, today);

  const onOk = () => {
    if (approving && !form.getFieldValue('schedule_date')) void message.error(PICK_A_DATE);
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
      void message.success(response.message ?? `Appointment ${decision}`);
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={TITLES[decision]}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ danger: !approving }}
    >
      <Form<DecisionValues>
        form={form}
        layout="vertical"
        aria-label={`${TITLES[decision]} of ${appointment.userInfo?.name ?? 'patient'}`}
        initialValues={{
          comment: '',
          schedule_date: suggestion.initialDate ? dayjs(suggestion.initialDate, ISO_DATE) : null,
        }}
        onFinish={onFinish}
      >
        <Form.Item label="Comment" name="comment" required rules={[zodRule(statusChangeSchema, 'comment')]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        {approving && (
          <Form.Item
            label="Schedule date"
            name="schedule_date"
            required
            rules={[{ required: true, message: SCHEDULE_REQUIRED }]}
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
