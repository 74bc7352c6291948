import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Form } from 'antd';
import type { ResetRequestInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useRequestResetOtpMutation } from '../authApi';
import { AuthCard } from '../components/AuthCard';
import { EmailField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';

const resetRequestSchema = authSchema('resetRequestSchema');

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [requestOtp, { isLoading }] = useRequestResetOtpMutation();
  const onSuccess = useCallback(
    (_answer: unknown, { email }: ResetRequestInput) => navigate('/confirm-otp', { state: { email } }),
    [navigate],
  );
  const submit = useAuthSubmit(requestOtp, { onSuccess });

  return (
    <AuthCard title="Reset Passcode" intro="We will send a one-time code to your email.">
      <Form<ResetRequestInput> layout="vertical" size="large" onFinish={submit}>
        <EmailField schema={resetRequestSchema} />
        <SubmitButton loading={isLoading}>Send OTP</SubmitButton>
        <Button block onClick={() => navigate('/login')}>
          Back to Login
        </Button>
      </Form>
    </AuthCard>
  );
}
