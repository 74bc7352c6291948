import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Form, Input } from 'antd';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { MFA_CODE_TEXT } from '../../../../shared/schemas/security';
import { useLoginMfaMutation } from '../authApi';

const messages = defineMessages({
  recoveryCode: { id: 'auth.loginCode.recoveryCode', defaultMessage: 'Recovery code' },
  recoveryCodeRequired: {
    id: 'auth.loginCode.recoveryCodeRequired',
    defaultMessage: 'Please enter a recovery code',
  },
  authenticationCode: { id: 'auth.loginCode.authenticationCode', defaultMessage: 'Authentication code' },
  useAppCode: { id: 'auth.loginCode.useAppCode', defaultMessage: 'Use a code from the app' },
  useRecoveryCode: { id: 'auth.loginCode.useRecoveryCode', defaultMessage: 'Use a recovery code' },
});

interface Props {
  mfaToken: string;
  /** The signed-in token (the session slice has already stored it). */
  onSignedIn: (token: string) => void;
}

/** The login screen's second step: the authenticator app's code, or one recovery code. */
export default function LoginCodeStep({ mfaToken, onSignedIn }: Props) {
  const message = useMessage();
  const intl = useIntl();
  const [useRecovery, setUseRecovery] = useState(false);
  const [loginMfa, { isLoading }] = useLoginMfaMutation();

  const submit = async (values: { code?: string; recoveryCode?: string }) => {
    try {
      const answer = await loginMfa(
        useRecovery ? { mfaToken, recoveryCode: values.recoveryCode } : { mfaToken, code: values.code },
      ).unwrap();
      if (answer.message) void message.success(answer.message);
      onSignedIn(answer.data ?? '');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form layout="vertical" size="large" onFinish={(values) => void submit(values)} key={String(useRecovery)}>
      {useRecovery ? (
        <Form.Item
          label={intl.formatMessage(messages.recoveryCode)}
          name="recoveryCode"
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage(messages.recoveryCodeRequired) },
          ]}
        >
          <Input autoComplete="off" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          label={intl.formatMessage(messages.authenticationCode)}
          name="code"
          rules={[{ required: true, pattern: /^\d{6}$/, message: intl.formatMessage(MFA_CODE_TEXT) }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        <FormattedMessage id="auth.loginCode.verify" defaultMessage="Verify" />
      </Button>
      <Button type="link" block onClick={() => setUseRecovery(!useRecovery)} style={{ marginTop: 8 }}>
        {intl.formatMessage(useRecovery ? messages.useAppCode : messages.useRecoveryCode)}
      </Button>
    </Form>
  );
}
