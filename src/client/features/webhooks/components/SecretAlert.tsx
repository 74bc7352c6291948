import { Alert, Typography } from 'antd';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'webhooks.secret.title', defaultMessage: 'Signing secret' },
  warning: {
    id: 'webhooks.secret.warning',
    defaultMessage:
      'Copy this secret into the receiving system now: it is shown only once. Anyone who has it can sign messages as ClinicBook.',
  },
  copy: { id: 'webhooks.secret.copy', defaultMessage: 'Copy secret' },
  copied: { id: 'webhooks.secret.copied', defaultMessage: 'Copied' },
});

/** A new signing secret, shown once with a warning and a copy button (after create and rotate). */
export default function SecretAlert({ secret, onClose }: { secret: string; onClose(): void }) {
  const intl = useIntl();
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="warning"
      showIcon
      closable={{ onClose }}
      title={intl.formatMessage(messages.title)}
      description={
        <>
          <Typography.Paragraph>{intl.formatMessage(messages.warning)}</Typography.Paragraph>
          <Typography.Text
            code
            copyable={{
              text: secret,
              tooltips: [intl.formatMessage(messages.copy), intl.formatMessage(messages.copied)],
            }}
          >
            {secret}
          </Typography.Text>
        </>
      }
    />
  );
}
