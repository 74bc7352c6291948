import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { MFA_CODE_MESSAGE } from '../../../../shared/schemas/security';
import { useLoginMfaMutation } from '../authApi';

interface Props {
  mfaToken: string;
  /** The signed-in token (the session slice has already stored it). */
  onSignedIn: (token: string) => void;
}

/** The login screen's second step: the authenticator app's code, or one recovery code. */
export default function LoginCodeStep({ mfaToken, onSignedIn }: Props) {
  const message = useMessage();
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
          label="Recovery code"
          name="recoveryCode"
          rules={[{ required: true, whitespace: true, message: 'Please enter a recovery code' }]}
        >
          <Input autoComplete="off" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          label="Authentication code"
          name="code"
          rules={[{ required: true, pattern: /^\d{6}$/, message: MFA_CODE_MESSAGE }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Verify
      </Button>
      <Button type="link" block onClick={() => setUseRecovery(!useRecovery)} style={{ marginTop: 8 }}>
        {useRecovery ? 'Use a code from the app' : 'Use a recovery code'}
      </Button>
    </Form>
  );
}
