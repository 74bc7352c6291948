import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, type FormRule } from 'antd';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { errorEnvelope, errorMessage } from '../lib/api/api';
import { useMessage } from '../lib/toasts/messages';
import type { Envelope } from '../../shared/types';

const SAVE = defineMessage({ id: 'common.phoneChangeModal.save', defaultMessage: 'Save' });

interface PhoneChangeModalProps {
  title: string;
  label: string;
  /** under the field, and its description */
  help?: ReactNode;
  /** what the field starts with */
  initialPhone?: string;
  /** 'tel' for the user's own number; 'off' where staff type a patient's */
  autoComplete?: 'tel' | 'off';
  /** the shared schema's rule for the number */
  rule: FormRule;
  /** stores the number: resolves with the server's answer, rejects with its refusal */
  save: (phone: string) => Promise<Envelope<unknown>>;
  /** the toast when the answer carries no message of its own */
  saved: MessageDescriptor;
  onClose: () => void;
}

/**
 * One phone number to change (the profile's own number, the desk's correction of a patient's).
 * Saved, it says so and closes; the server's refusal of the number (one that cannot receive texts) is
 * shown under the field, in the server's words, and any other refusal toasted; the modal stays open.
 */
export default function PhoneChangeModal({
  title,
  label,
  help,
  initialPhone = '',
  autoComplete = 'tel',
  rule,
  save,
  saved,
  onClose,
}: PhoneChangeModalProps) {
  const [form] = Form.useForm<{ phone: string }>();
  const message = useMessage();
  const intl = useIntl();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ phone }: { phone: string }) => {
    setSaving(true);
    try {
      const answer = await save(phone.trim());
      void message.success(answer.message ?? intl.formatMessage(saved));
      onClose();
    } catch (error) {
      const refusal = errorEnvelope(error)?.errors?.phone;
      if (refusal) form.setFields([{ name: 'phone', errors: [refusal] }]);
      else void message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={intl.formatMessage(SAVE)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form<{ phone: string }>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={{ phone: initialPhone }}
        onFinish={onFinish}
      >
        <Form.Item label={label} name="phone" required rules={[rule]} extra={help}>
          <Input type="tel" autoComplete={autoComplete} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
