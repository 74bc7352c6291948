import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Flex, Form, Input, QRCode, Typography } from 'antd';
import { MFA_CODE_TEXT, type MfaSetup } from '../../../../shared/schemas/security';

const messages = defineMessages({
  qrLabel: { id: 'auth.mfaSecret.qrLabel', defaultMessage: 'QR code for your authenticator app' },
  codeLabel: { id: 'auth.mfaSecret.codeLabel', defaultMessage: 'Code from the app' },
  keepPhone: {
    id: 'auth.mfaSecret.keepPhone',
    defaultMessage: 'Keep your phone with you: each sign-in will ask for a fresh code.',
  },
});

interface Props {
  secret: MfaSetup;
  confirming: boolean;
  onConfirm: (code: string) => void;
}

/** The authenticator app's side of turning two-factor sign-in on: QR code and key, then its first code. */
export default function MfaSecretStep({ secret, confirming, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <FormattedMessage
          id="auth.mfaSecret.instructions"
          defaultMessage="Scan this QR code with your authenticator app, or enter the key below, then type the 6-digit code it shows."
        />
      </Typography.Text>
      <Flex gap={16} wrap align="center">
        <QRCode
          value={secret.otpauthUrl}
          size={168}
          bordered
          aria-label={intl.formatMessage(messages.qrLabel)}
        />
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            <FormattedMessage id="auth.mfaSecret.key" defaultMessage="Key" />
          </Typography.Text>
          <Typography.Text code copyable data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
            {secret.secret}
          </Typography.Text>
        </Flex>
      </Flex>
      <Form<{ code: string }> layout="vertical" onFinish={({ code }) => onConfirm(code)}>
        <Form.Item
          label={intl.formatMessage(messages.codeLabel)}
          name="code"
          rules={[{ required: true, pattern: /^\d{6}$/, message: intl.formatMessage(MFA_CODE_TEXT) }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirming}>
          <FormattedMessage id="auth.mfaSecret.confirm" defaultMessage="Confirm code" />
        </Button>
      </Form>
      <Alert type="info" showIcon title={intl.formatMessage(messages.keepPhone)} />
    </Flex>
  );
}
