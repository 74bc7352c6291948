import { useCallback } from 'react';
import { Form } from 'antd';
import type { VerifyOtpInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useVerifyOtpMutation } from '../authApi';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, OtpField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate, useStateEmail } from '../components/navigation';

const verifyOtpSchema = authSchema('verifyOtpSchema');

export default function VerifyOtpPage() {
  const email = useStateEmail();
  const { later, pending } = useDelayedNavigate();
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const onSuccess = useCallback(() => later('/login'), [later]);
  const submit = useAuthSubmit(verifyOtp, { onSuccess });

  return (
    <AuthCard
      title="Verify OTP"
      intro="Enter the one-time code we sent to your email."
      footer={
        <AuthNote>
          Already verified? <AuthLink to="/login">Login</AuthLink>
        </AuthNote>
      }
    >
      <Form<VerifyOtpInput>
        layout="vertical"
        size="large"
        initialValues={{ email }}
        onFinish={submit}
        disabled={pending}
      >
        <EmailField schema={verifyOtpSchema} />
        <OtpField schema={verifyOtpSchema} />
        <SubmitButton loading={isLoading}>Verify</SubmitButton>
      </Form>
    </AuthCard>
  );
}
