import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useCreateDisplayMutation } from '../todayApi';

interface DisplayValues {
  name: string;
  doctorIds: string[];
}

const messages = defineMessages({
  form: { id: 'today.createDisplay.form', defaultMessage: 'Create display' },
  submit: { id: 'today.createDisplay.submit', defaultMessage: 'Create display' },
  name: { id: 'today.createDisplay.name', defaultMessage: 'Display name' },
  nameRequired: { id: 'today.createDisplay.nameRequired', defaultMessage: 'Please enter a display name' },
  namePlaceholder: {
    id: 'today.createDisplay.namePlaceholder',
    defaultMessage: 'Waiting room, ground floor',
  },
  doctors: { id: 'today.createDisplay.doctors', defaultMessage: 'Doctors' },
  doctorsRequired: {
    id: 'today.createDisplay.doctorsRequired',
    defaultMessage: 'Please select at least one doctor',
  },
  doctorsPlaceholder: { id: 'today.createDisplay.doctorsPlaceholder', defaultMessage: 'Select doctors' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  created: defineMessage<{ name: string }>({
    id: 'today.createDisplay.created',
    defaultMessage: 'Display "{name}" created',
  }),
};

/** The board's address for a key, on this site. */
const boardUrl = (key: string) => `${window.location.origin}/board?key=${encodeURIComponent(key)}`;

/**
 * A new display: a name and the doctors it shows. The key comes back once: the board's
 * address is shown with it, to copy, and never again (the list holds no keys).
 */
export default function CreateDisplayForm({ doctors }: { doctors: { value: string; label: string }[] }) {
  const [form] = Form.useForm<DisplayValues>();
  const intl = useIntl();
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
      <Form<DisplayValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.form)}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.name)}
          name="name"
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(messages.nameRequired) }]}
        >
          <Input maxLength={80} placeholder={intl.formatMessage(messages.namePlaceholder)} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.doctors)}
          name="doctorIds"
          rules={[{ required: true, message: intl.formatMessage(messages.doctorsRequired) }]}
        >
          <Select
            mode="multiple"
            options={doctors}
            placeholder={intl.formatMessage(messages.doctorsPlaceholder)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      {made && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          closable={{ onClose: () => setMade(null) }}
          title={intl.formatMessage(named.created, { name: made.name })}
          description={
            <>
              <Typography.Paragraph>
                <FormattedMessage
                  id="today.createDisplay.copyAddress"
                  defaultMessage="Open this address on the board's screen. It is shown only now: copy it before you leave."
                />
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
