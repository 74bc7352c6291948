import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { useCreateDisplayMutation } from '../todayApi';

interface DisplayValues {
  name: string;
  doctorIds: string[];
}

/** The board's address for a key, on this site. */
export const boardUrl = (key: string) => `${window.location.origin}/board?key=${encodeURIComponent(key)}`;

/**
 * A new display (issue 22): a name and the doctors it shows. The key comes back once: the board's
 * address is shown with it, to copy, and never again (the list holds no keys).
 */
export default function CreateDisplayForm({ doctors }: { doctors: { value: string; label: string }[] }) {
  const [form] = Form.useForm<DisplayValues>();
  const message = useMessage();
  const [create, { isLoading }] = useCreateDisplayMutation();
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);

  const onFinish = async (values: DisplayValues) => {
    try {
      const answer = await create({ name: values.name.trim(), doctorIds: values.doctorIds }).unwrap();
      setMade({ name: values.name.trim(), key: answer.key });
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      <Form<DisplayValues> form={form} layout="vertical" aria-label="Create display" onFinish={onFinish}>
        <Form.Item
          label="Display name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Please enter a display name' }]}
        >
          <Input maxLength={80} placeholder="Waiting room, ground floor" />
        </Form.Item>
        <Form.Item
          label="Doctors"
          name="doctorIds"
          rules={[{ required: true, message: 'Please select at least one doctor' }]}
        >
          <Select
            mode="multiple"
            options={doctors}
            placeholder="Select doctors"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create display
        </Button>
      </Form>
      {made && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          closable={{ onClose: () => setMade(null) }}
          title={`Display "${made.name}" created`}
          description={
            <>
              <Typography.Paragraph>
                Open this address on the board's screen. It is shown only now: copy it before you leave.
              </Typography.Paragraph>
              <Typography.Text code copyable={{ text: boardUrl(made.key) }}>
                {boardUrl(made.key)}
              </Typography.Text>
            </>
          }
        />
      )}
    </>
  );
}
