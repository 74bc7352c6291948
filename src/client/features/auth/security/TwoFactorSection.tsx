import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, Form, Input, Tag } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { MFA_CODE_TEXT } from '../../../../shared/schemas/security';
import { useMfaDisableMutation, useMfaStatusQuery } from './securityApi';
import MfaEnrolment from './MfaEnrolment';

const messages = defineMessages({
  turnedOff: { id: 'auth.twoFactor.turnedOff', defaultMessage: 'Two-factor sign-in is off' },
  codeLabel: { id: 'auth.twoFactor.codeLabel', defaultMessage: 'Code from the app' },
});

/** /profile "Two-factor sign-in": turn an authenticator app on (QR, key, code, recovery codes) or off with a code. */
export default function TwoFactorSection() {
  const message = useMessage();
  const intl = useIntl();
  const { data: status, refetch } = useMfaStatusQuery();
  const [disable, { isLoading }] = useMfaDisableMutation();
  const [turningOff, setTurningOff] = useState(false);

  if (!status) return null;
  const turnOff = async ({ code }: { code: string }) => {
    try {
      const answer = await disable({ code }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.turnedOff));
      setTurningOff(false);
      void refetch();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8}>
        <Typography.Text>
          <FormattedMessage id="auth.twoFactor.status" defaultMessage="Status:" />
        </Typography.Text>
        {status.enabled ? (
          <Tag color="green">
            <FormattedMessage id="auth.twoFactor.on" defaultMessage="On" />
          </Tag>
        ) : (
          <Tag>
            <FormattedMessage id="auth.twoFactor.off" defaultMessage="Off" />
          </Tag>
        )}
      </Flex>
      {!status.enabled && (
        <>
          <Typography.Text type="secondary">
            <FormattedMessage
              id="auth.twoFactor.explanation"
              defaultMessage="After your passcode, sign-in will ask for a code from an authenticator app on your phone."
            />
          </Typography.Text>
          <MfaEnrolment onDone={() => void refetch()} />
        </>
      )}
      {status.enabled && !status.required && !turningOff && (
        <Button onClick={() => setTurningOff(true)} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage
            id="auth.twoFactor.turnOffTwoFactor"
            defaultMessage="Turn off two-factor sign-in"
          />
        </Button>
      )}
      {status.enabled && status.required && (
        <Typography.Text type="secondary">
          <FormattedMessage
            id="auth.twoFactor.required"
            defaultMessage="Your role must use two-factor sign-in."
          />
        </Typography.Text>
      )}
      {turningOff && (
        <Form<{ code: string }> layout="inline" onFinish={(values) => void turnOff(values)}>
          <Form.Item
            label={intl.formatMessage(messages.codeLabel)}
            name="code"
            rules={[{ required: true, pattern: /^\d{6}$/, message: intl.formatMessage(MFA_CODE_TEXT) }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ width: 140 }} />
          </Form.Item>
          <Button danger htmlType="submit" loading={isLoading}>
            <FormattedMessage id="auth.twoFactor.turnOff" defaultMessage="Turn off" />
          </Button>
          <Button type="link" onClick={() => setTurningOff(false)}>
            <FormattedMessage id="auth.twoFactor.cancel" defaultMessage="Cancel" />
          </Button>
        </Form>
      )}
    </Flex>
  );
}
