import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, QRCode, Typography } from 'antd';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { MFA_CODE_MESSAGE, type MfaSetup } from '../../../../shared/schemas/security';
import { useMfaEnableMutation, useMfaSetupMutation } from './securityApi';
import RecoveryCodes from './RecoveryCodes';

interface Props {
  /** A token limited to the setup calls (sign-in of a role that must use two-factor sign-in). */
  limitedToken?: string;
  /** After the recovery codes were shown and the user moves on; `token` replaces a limited one. */
  onDone: (token?: string) => void;
}

/** Turning on an authenticator app: QR code and secret, a first code, then the recovery codes once. */
export default function MfaEnrolment({ limitedToken, onDone }: Props) {
  const message = useMessage();
  const [setup, { isLoading: starting }] = useMfaSetupMutation();
  const [enable, { isLoading: enabling }] = useMfaEnableMutation();
  const [secret, setSecret] = useState<MfaSetup | null>(null);
  const [finished, setFinished] = useState<{ codes: string[]; token?: string } | null>(null);

  const start = async () => {
    try {
      const answer = await setup({ limitedToken }).unwrap();
      setSecret(answer.data ?? null);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    try {
      const answer = await enable({ code, limitedToken }).unwrap();
      void message.success(answer.message ?? 'Two-factor sign-in is on');
      setFinished({ codes: answer.data?.recoveryCodes ?? [], token: answer.data?.token });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  if (finished) {
    return (
      <Flex vertical gap={12}>
        <RecoveryCodes codes={finished.codes} />
        <Button type="primary" onClick={() => onDone(finished.token)}>
          I have saved my recovery codes
        </Button>
      </Flex>
    );
  }
  if (!secret) {
    return (
      <Button type="primary" loading={starting} onClick={() => void start()}>
        Turn on two-factor sign-in
      </Button>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        Scan this QR code with your authenticator app, or enter the key below, then type the 6-digit code it
        shows.
      </Typography.Text>
      <Flex gap={16} wrap align="center">
        <QRCode
          value={secret.otpauthUrl}
          size={168}
          bordered
          aria-label="QR code for your authenticator app"
        />
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Key</Typography.Text>
          <Typography.Text code copyable data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
            {secret.secret}
          </Typography.Text>
        </Flex>
      </Flex>
      <Form<{ code: string }> layout="vertical" onFinish={(values) => void confirm(values)}>
        <Form.Item
          label="Code from the app"
          name="code"
          rules={[{ required: true, pattern: /^\d{6}$/, message: MFA_CODE_MESSAGE }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enabling}>
          Confirm code
        </Button>
      </Form>
      <Alert type="info" showIcon title="Keep your phone with you: each sign-in will ask for a fresh code." />
    </Flex>
  );
}
