import { Form, Input, Modal } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { REASON_MAX } from '../../../../shared/schemas/record-access';

const tooLong = defineMessage<{ max: number }>({
  id: 'patients.reasonModal.tooLong',
  defaultMessage: 'At most {max} characters',
});

const messages = defineMessages({
  title: { id: 'patients.reasonModal.title', defaultMessage: 'Why are you opening this record?' },
  reason: { id: 'patients.reasonModal.reason', defaultMessage: 'Reason' },
  placeholder: {
    id: 'patients.reasonModal.placeholder',
    defaultMessage: 'For example: covering for a colleague on leave',
  },
  required: {
    id: 'patients.reasonModal.required',
    defaultMessage: 'Please say why you are opening this record',
  },
  open: { id: 'patients.reasonModal.open', defaultMessage: 'Open record' },
});

interface ReasonModalProps {
  /** Why the server asks (its words, in the language on screen). */
  explanation: string;
  onReason: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks a doctor why they open the record of a patient who has never had a visit with them; the
 * reason, required, is kept in the record's access log, which the patient reads.
 */
export default function ReasonModal({ explanation, onReason, onCancel }: ReasonModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.open)}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReason(reason.trim())}>
        <Form.Item
          name="reason"
          label={intl.formatMessage(messages.reason)}
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage(messages.required) },
            { max: REASON_MAX, message: intl.formatMessage(tooLong, { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={intl.formatMessage(messages.placeholder)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
