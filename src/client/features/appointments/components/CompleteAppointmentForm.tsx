import { Button, Empty, Form, Input, Radio, Select, Skeleton } from 'antd';
import Panel from '../../../components/Panel';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../app/api';
import { ISO_DATE } from '../../../components/clinicDatePicker';
import { zodRule } from '../../../components/zodRule';
import { completeSchema } from '../../../../shared/schemas/appointments';
import type { Envelope } from '../../../../shared/types';
import type { CompleteRequest } from '../appointmentsApi';
import { completeOptionLabel } from './CompleteChoices';
import CompleteFollowUpDate from './CompleteFollowUpDate';
import AppointmentSearchSelect from './AppointmentSearchSelect';
import type { AppointmentChoices } from './useAppointmentChoices';
import { useMessage } from '../../../app/messages';

interface CompleteValues {
  appointmentId: string;
  comment: string;
  followUpNeeded: 'yes' | 'no';
  followUpDate?: Dayjs | null;
}

const COMPLETED = 'Appointment completed';
const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];
const rule = (field: 'appointmentId' | 'comment' | 'followUpNeeded') => [zodRule(completeSchema.in, field)];

interface CompleteAppointmentFormProps {
  /** The completable appointments of the user's role (spec 4), searched as the user types. */
  choices?: AppointmentChoices;
  /** One visit to complete instead of a choice (the doctor's Today, issue 22), with its text. */
  visit?: { _id: string; label: string };
  /** After a completion succeeded (a dialog closes). */
  onCompleted?: () => void;
  /** The completion mutation of the user's role. */
  complete: (body: CompleteRequest) => { unwrap: () => Promise<Envelope> };
  saving: boolean;
}

/**
 * 'Complete Appointment Form' (spec 2.4, 5 "Complete appointment"), for doctors and for admin and
 * staff: an appointment, a comment note, and whether a follow-up is needed, with its date when yes.
 * After a completion the lists refetch, so the completed appointment leaves the choices.
 */
export default function CompleteAppointmentForm(props: CompleteAppointmentFormProps) {
  const { choices, visit, complete, saving } = props;
  const [form] = Form.useForm<CompleteValues>();
  const message = useMessage();
  const followUpNeeded = Form.useWatch('followUpNeeded', form);

  const onValuesChange = (changed: Partial<CompleteValues>) => {
    if (changed.followUpNeeded === 'no') form.setFieldValue('followUpDate', null);
  };

  const onFinish = async (values: CompleteValues) => {
    const yes = values.followUpNeeded === 'yes';
    const body: CompleteRequest = {
      appointmentId: values.appointmentId,
      appointment: values.appointmentId,
      comment: values.comment.trim(),
      followUpNeeded: values.followUpNeeded,
      ...(yes && values.followUpDate ? { followUpDate: values.followUpDate.format(ISO_DATE) } : {}),
    };
    try {
      const response = await complete(body).unwrap();
      void message.success(response.message ?? COMPLETED);
      form.resetFields();
      props.onCompleted?.();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  let content;
  if (!visit && (!choices || choices.isLoading))
    content = <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  else if (!visit && choices?.noneAtAll) {
    content = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No appointments are waiting to be completed."
      />
    );
  } else {
    content = (
      <Form<CompleteValues>
        form={form}
        layout="vertical"
        aria-label="Complete Appointment Form"
        onValuesChange={onValuesChange}
        onFinish={onFinish}
      >
        <Form.Item
          label="Appointment"
          name="appointmentId"
          required
          rules={rule('appointmentId')}
          initialValue={visit?._id}
        >
          {visit || !choices ? (
            <Select disabled options={visit ? [{ value: visit._id, label: visit.label }] : []} />
          ) : (
            <AppointmentSearchSelect
              choices={choices}
              labelOf={completeOptionLabel}
              placeholder="Select an appointment"
              allowClear
            />
          )}
        </Form.Item>
        <Form.Item label="Comment" name="comment" required rules={rule('comment')}>
          <Input.TextArea rows={4} maxLength={1000} placeholder="Add a comment note" />
        </Form.Item>
        <Form.Item label="Follow-up needed?" name="followUpNeeded" required rules={rule('followUpNeeded')}>
          <Radio.Group options={YES_NO} aria-label="Follow-up needed?" />
        </Form.Item>
        <CompleteFollowUpDate shown={followUpNeeded === 'yes'} />
        <Button type="primary" htmlType="submit" loading={saving}>
          Complete Appointment
        </Button>
      </Form>
    );
  }

  return (
    <Panel title="Complete Appointment Form" style={{ maxWidth: 640 }}>
      {content}
    </Panel>
  );
}
