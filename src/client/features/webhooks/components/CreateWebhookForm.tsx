import { Button, Checkbox, Form, Input } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../shared/webhooks';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useCreateWebhookMutation } from '../webhooksApi';
import { EVENT_LABELS } from './webhookTexts';

interface WebhookValues {
  url: string;
  events: WebhookEvent[];
}

const messages = defineMessages({
  form: { id: 'webhooks.create.form', defaultMessage: 'Register an endpoint' },
  url: { id: 'webhooks.create.url', defaultMessage: 'Endpoint URL' },
  urlRequired: {
    id: 'webhooks.create.urlRequired',
    defaultMessage: 'Please enter a web address starting with https:// or http://',
  },
  events: { id: 'webhooks.create.events', defaultMessage: 'Events' },
  eventsRequired: {
    id: 'webhooks.create.eventsRequired',
    defaultMessage: 'Please choose at least one event',
  },
  submit: { id: 'webhooks.create.submit', defaultMessage: 'Register' },
  created: { id: 'webhooks.create.created', defaultMessage: 'Webhook registered' },
});

/** A new endpoint: its URL and the events it wants. The secret comes back once, to `onSecret`. */
export default function CreateWebhookForm({ onSecret }: { onSecret(secret: string): void }) {
  const [form] = Form.useForm<WebhookValues>();
  const intl = useIntl();
  const message = useMessage();
  const [create, { isLoading }] = useCreateWebhookMutation();

  const onFinish = async (values: WebhookValues) => {
    try {
      const answer = await create({ url: values.url.trim(), events: values.events }).unwrap();
      onSecret(answer.secret);
      void message.success(intl.formatMessage(messages.created));
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form<WebhookValues>
      form={form}
      layout="vertical"
      aria-label={intl.formatMessage(messages.form)}
      onFinish={onFinish}
      initialValues={{ events: [...WEBHOOK_EVENTS] }}
    >
      <Form.Item
        label={intl.formatMessage(messages.url)}
        name="url"
        rules={[
          { required: true, whitespace: true, message: intl.formatMessage(messages.urlRequired) },
          { pattern: /^https?:\/\/\S+$/i, message: intl.formatMessage(messages.urlRequired) },
        ]}
      >
        <Input maxLength={2000} placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage(messages.events)}
        name="events"
        // a validator, not `required`: antd would put aria-required on the checkbox group, which its
        // role (group) does not allow
        rules={[
          {
            validator: (_rule, value?: WebhookEvent[]) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(intl.formatMessage(messages.eventsRequired))),
          },
        ]}
      >
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 8 }}
          options={WEBHOOK_EVENTS.map((event) => ({
            value: event,
            label: intl.formatMessage(EVENT_LABELS[event]),
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </Form>
  );
}
