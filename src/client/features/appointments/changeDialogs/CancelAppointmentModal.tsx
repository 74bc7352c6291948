import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Alert, Form, Input, Modal } from 'antd';
import Typography from '../../../components/Typography';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { zodRule } from '../../../lib/zodRule';
import { cancelSchema, type Appointment } from '../../../../shared/schemas/appointments';
import { useCancelAppointmentMutation } from '../appointmentChangesApi';
import { visitSummary } from './visitSummary';
import { ScopeChoice } from '../../series';
import type { SeriesScope } from '../../../../shared/schemas/seriesFields';

const REASON_MAX = 500;

const messages = defineMessages({
  cancelled: { id: 'appointments.cancel.cancelled', defaultMessage: 'Appointment cancelled' },
  title: { id: 'appointments.cancel.title', defaultMessage: 'Cancel Appointment' },
  ok: { id: 'appointments.cancel.ok', defaultMessage: 'Cancel appointment' },
  keep: { id: 'appointments.cancel.keep', defaultMessage: 'Keep appointment' },
  reason: { id: 'appointments.cancel.reason', defaultMessage: 'Reason' },
});

interface CancelAppointmentModalProps {
  appointment: Appointment;
  onClose: () => void;
}

/**
 * 'Cancel Appointment', for the patient and the desks alike: a required reason, then the
 * server decides. A refusal (the cut-off, a visit already decided) is shown here as the server words
 * it and nothing changes; the reason box has the focus when the dialog opens.
 */
export default function CancelAppointmentModal({ appointment, onClose }: CancelAppointmentModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const message = useMessage();
  const intl = useIntl();
  const reasonBox = useRef<TextAreaRef>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // a visit of a course is cancelled alone or with the following ones
  const [scope, setScope] = useState<SeriesScope>('this');
  const [cancelAppointment, { isLoading }] = useCancelAppointmentMutation();

  const onFinish = async ({ reason }: { reason: string }) => {
    setRefusal(null);
    try {
      const answer = await cancelAppointment({
        appointmentId: appointment._id,
        reason: reason.trim(),
        // 'this' is the server's default: a single visit's request stays as it was
        ...(scope === 'following' ? { scope } : {}),
      }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.cancelled));
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
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(open) => open && reasonBox.current?.focus()}
    >
      <Typography.Paragraph>{visitSummary(appointment, intl)}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <ScopeChoice appointment={appointment} change="cancel" value={scope} onChange={setScope} />
      <Form form={form} layout="vertical" initialValues={{ reason: '' }} onFinish={onFinish}>
        <Form.Item
          label={intl.formatMessage(messages.reason)}
          name="reason"
          required
          rules={[zodRule(cancelSchema, 'reason')]}
        >
          <Input.TextArea ref={reasonBox} autoFocus rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
