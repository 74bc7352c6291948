import { Form, Input, Modal } from 'antd';
import type { DayRow } from '../todayTypes';

interface PriorityDialogProps {
  row: DayRow;
  saving: boolean;
  onMove: (reason: string) => void;
  onClose: () => void;
}

/**
 * "Move to front" for a patient who is waiting (issue 22): the reason is required, as the server
 * keeps it on the visit and in the audit trail.
 */
export default function PriorityDialog({ row, saving, onMove, onClose }: PriorityDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={`Move ${row.queueNumber ?? ''} ${row.patientName} to the front`}
      okText="Move to front"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onMove(reason.trim())}>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            { required: true, whitespace: true, message: 'Please give a reason' },
            { max: 200, message: 'Reason must be at most 200 characters' },
          ]}
        >
          <Input autoFocus placeholder="e.g. chest pain, frail, emergency" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
