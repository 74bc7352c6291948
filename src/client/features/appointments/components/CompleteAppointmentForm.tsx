import { useMemo } from 'react';
import { Button, Card, Empty, Form, Input, Radio, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../app/api';
import { ISO_DATE } from '../../../components/clinicDatePicker';
import { zodRule } from '../../../components/zodRule';
import { completeSchema, type Appointment } from '../../../../shared/schemas/appointments';
import type { Envelope } from '../../../../shared/types';
import type { CompleteRequest } from '../appointmentsApi';
import { completableBy, completeOptionLabel, type Completer } from './CompleteChoices';
import CompleteFollowUpDate from './CompleteFollowUpDate';
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
  /** Whose form: decides which appointments can be completed (spec 4). */
  completer: Completer;
  /** Every appointment the user sees; the form keeps the completable ones. */
  appointments: Appointment[];
  isLoading: boolean;
  /** The completion mutation of the user's role. */
  complete: (body: CompleteRequest) => { unwrap: () => Promise<Envelope> };
  saving: boolean;
}

/**
 * 'Complete Appointment Form' (spec 2.4, 5 "Complete appointment"), for doctors and for admin and
 * staff: an appointment, a comment note, and whether a follow-up is needed, with its date when yes.
 */
export default function CompleteAppointmentForm(props: CompleteAppointmentFormProps) {
  const { completer, appointments, isLoading, complete, saving } = props;
  const [form] = Form.useForm<CompleteValues>();
  const message = useMessage();
  const followUpNeeded = Form.useWatch('followUpNeeded', form);
  const options = useMemo(
    () =>
      completableBy(completer, appointments).map((a) => ({ value: a._id, label: completeOptionLabel(a) })),
    [completer, appointments],
  );

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
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  else if (options.length === 0) {
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
        <Form.Item label="Appointment" name="appointmentId" required rules={rule('appointmentId')}>
          <Select
            options={options}
            placeholder="Select an appointment"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
          />
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
    <Card title="Complete Appointment Form" style={{ maxWidth: 640 }}>
      {content}
    </Card>
  );
}
