import { defineMessages, useIntl } from 'react-intl';
import { Button, Empty, Form, Input, Radio, Select, Skeleton } from 'antd';
import Panel from '../../../components/Panel';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api/api';
import { ISO_DATE } from '../../../lib/clinicTime/clinicDatePicker';
import { zodRule } from '../../../lib/zodRule';
import { completeSchema, type CompleteInput } from '../../../../shared/schemas/appointments';
import type { Envelope } from '../../../../shared/types';
import { completeOptionLabel } from './CompleteChoices';
import CompleteFollowUpDate from './CompleteFollowUpDate';
import AppointmentSearchSelect from './AppointmentSearchSelect';
import type { AppointmentChoices } from './useAppointmentChoices';
import { useMessage } from '../../../lib/toasts/messages';
import { FollowUpCourseFields, followUpCourseOf, type FollowUpCourseValues } from '../../series';

interface CompleteValues extends FollowUpCourseValues {
  appointmentId: string;
  comment: string;
  followUpNeeded: 'yes' | 'no';
  followUpDate?: Dayjs | null;
}

const messages = defineMessages({
  completed: { id: 'appointments.complete.completed', defaultMessage: 'Appointment completed' },
  yes: { id: 'appointments.complete.yes', defaultMessage: 'Yes' },
  no: { id: 'appointments.complete.no', defaultMessage: 'No' },
  nothingToComplete: {
    id: 'appointments.complete.nothingToComplete',
    defaultMessage: 'No appointments are waiting to be completed.',
  },
  title: { id: 'appointments.complete.title', defaultMessage: 'Complete Appointment Form' },
  appointment: { id: 'appointments.complete.appointment', defaultMessage: 'Appointment' },
  selectAppointment: {
    id: 'appointments.complete.selectAppointment',
    defaultMessage: 'Select an appointment',
  },
  comment: { id: 'appointments.complete.comment', defaultMessage: 'Comment' },
  commentPlaceholder: {
    id: 'appointments.complete.commentPlaceholder',
    defaultMessage: 'Add a comment note',
  },
  followUpNeeded: { id: 'appointments.complete.followUpNeeded', defaultMessage: 'Follow-up needed?' },
  submit: { id: 'appointments.complete.submit', defaultMessage: 'Complete Appointment' },
});
const rule = (field: 'appointmentId' | 'comment' | 'followUpNeeded') => [zodRule(completeSchema.in, field)];

interface CompleteAppointmentFormProps {
  /** The appointments the user's role may complete, searched as the user types. */
  choices?: AppointmentChoices;
  /** One visit to complete instead of a choice (the doctor's Today), with its text. */
  visit?: { _id: string; label: string };
  /** After a completion succeeded (a dialog closes). */
  onCompleted?: () => void;
  /** The completion mutation of the user's role. */
  complete: (body: CompleteInput) => { unwrap: () => Promise<Envelope> };
  saving: boolean;
}

/**
 * 'Complete Appointment Form', for doctors and for admin and
 * staff: an appointment, a comment note, and whether a follow-up is needed, with its date when yes.
 * After a completion the lists refetch, so the completed appointment leaves the choices.
 */
export default function CompleteAppointmentForm(props: CompleteAppointmentFormProps) {
  const { choices, visit, complete, saving } = props;
  const [form] = Form.useForm<CompleteValues>();
  const message = useMessage();
  const intl = useIntl();
  const followUpNeeded = Form.useWatch('followUpNeeded', form);

  const onValuesChange = (changed: Partial<CompleteValues>) => {
    if (changed.followUpNeeded === 'no') form.setFieldValue('followUpDate', null);
  };

  const onFinish = async (values: CompleteValues) => {
    const yes = values.followUpNeeded === 'yes';
    const body: CompleteInput = {
      appointmentId: values.appointmentId,
      appointment: values.appointmentId,
      comment: values.comment.trim(),
      followUpNeeded: values.followUpNeeded,
      followUpDate: yes && values.followUpDate ? values.followUpDate.format(ISO_DATE) : undefined,
      ...(yes && followUpCourseOf(values) ? { followUpCourse: followUpCourseOf(values) } : {}),
    };
    try {
      const response = await complete(body).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.completed));
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
        description={intl.formatMessage(messages.nothingToComplete)}
      />
    );
  } else {
    content = (
      <Form<CompleteValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.title)}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.appointment)}
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
              labelOf={(a) => completeOptionLabel(a, intl)}
              placeholder={intl.formatMessage(messages.selectAppointment)}
              allowClear
            />
          )}
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.comment)}
          name="comment"
          required
          rules={rule('comment')}
        >
          <Input.TextArea
            rows={4}
            maxLength={1000}
            placeholder={intl.formatMessage(messages.commentPlaceholder)}
          />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.followUpNeeded)}
          name="followUpNeeded"
          required
          rules={rule('followUpNeeded')}
        >
          <Radio.Group
            options={[
              { label: intl.formatMessage(messages.yes), value: 'yes' },
              { label: intl.formatMessage(messages.no), value: 'no' },
            ]}
            aria-label={intl.formatMessage(messages.followUpNeeded)}
          />
        </Form.Item>
        <CompleteFollowUpDate shown={followUpNeeded === 'yes'} />
        <FollowUpCourseFields shown={followUpNeeded === 'yes'} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    );
  }

  return (
    <Panel title={intl.formatMessage(messages.title)} style={{ maxWidth: 640 }}>
      {content}
    </Panel>
  );
}
