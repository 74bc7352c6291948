import { Form, Input, Modal } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DayRow } from '../todayTypes';

const messages = defineMessages({
  move: { id: 'today.priority.move', defaultMessage: 'Move to front' },
  reason: { id: 'today.priority.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'today.priority.reasonRequired', defaultMessage: 'Please give a reason' },
  reasonPlaceholder: {
    id: 'today.priority.reasonPlaceholder',
    defaultMessage: 'e.g. chest pain, frail, emergency',
  },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  title: defineMessage<{ number: string; name: string }>({
    id: 'today.priority.title',
    defaultMessage: 'Move {number} {name} to the front',
  }),
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'today.priority.reasonTooLong',
    defaultMessage: 'Reason must be at most {max} characters',
  }),
};

const REASON_MAX = 200;

interface PriorityDialogProps {
  row: DayRow;
  saving: boolean;
  onMove: (reason: string) => void;
  onClose: () => void;
}

/**
 * "Move to front" for a patient who is waiting: the reason is required, as the server
 * keeps it on the visit and in the audit trail.
 */
export default function PriorityDialog({ row, saving, onMove, onClose }: PriorityDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage(named.title, { number: row.queueNumber ?? '', name: row.patientName })}
      okText={intl.formatMessage(messages.move)}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onMove(reason.trim())}>
        <Form.Item
          name="reason"
          label={intl.formatMessage(messages.reason)}
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage(messages.reasonRequired) },
            { max: REASON_MAX, message: intl.formatMessage(named.reasonTooLong, { max: REASON_MAX }) },
          ]}
        >
          <Input
            autoFocus
            placeholder={intl.formatMessage(messages.reasonPlaceholder)}
            maxLength={REASON_MAX}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
