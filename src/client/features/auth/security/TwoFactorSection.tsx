import { useState } from 'react';
import { Button, Flex, Form, Input, Tag } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { MFA_CODE_MESSAGE } from '../../../../shared/schemas/security';
import { useMfaDisableMutation, useMfaStatusQuery } from './securityApi';
import MfaEnrolment from './MfaEnrolment';

/** /profile "Two-factor sign-in": turn an authenticator app on (QR, key, code, recovery codes) or off with a code. */
export default function TwoFactorSection() {
  const message = useMessage();
  const { data: status, refetch } = useMfaStatusQuery();
  const [disable, { isLoading }] = useMfaDisableMutation();
  const [turningOff, setTurningOff] = useState(false);

  if (!status) return null;
  const turnOff = async ({ code }: { code: string }) => {
    try {
      const answer = await disable({ code }).unwrap();
      void message.success(answer.message ?? 'Two-factor sign-in is off');
      setTurningOff(false);
      void refetch();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8}>
        <Typography.Text>Status:</Typography.Text>
        {status.enabled ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
      </Flex>
      {!status.enabled && (
        <>
          <Typography.Text type="secondary">
            After your passcode, sign-in will ask for a code from an authenticator app on your phone.
          </Typography.Text>
          <MfaEnrolment onDone={() => void refetch()} />
        </>
      )}
      {status.enabled && !status.required && !turningOff && (
        <Button onClick={() => setTurningOff(true)} style={{ alignSelf: 'flex-start' }}>
          Turn off two-factor sign-in
        </Button>
      )}
      {status.enabled && status.required && (
        <Typography.Text type="secondary">Your role must use two-factor sign-in.</Typography.Text>
      )}
      {turningOff && (
        <Form<{ code: string }> layout="inline" onFinish={(values) => void turnOff(values)}>
          <Form.Item
            label="Code from the app"
            name="code"
            rules={[{ required: true, pattern: /^\d{6}$/, message: MFA_CODE_MESSAGE }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ width: 140 }} />
          </Form.Item>
          <Button danger htmlType="submit" loading={isLoading}>
            Turn off
          </Button>
          <Button type="link" onClick={() => setTurningOff(false)}>
            Cancel
          </Button>
        </Form>
      )}
    </Flex>
  );
}
