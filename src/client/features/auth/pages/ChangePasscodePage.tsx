import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form } from 'antd';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useResetPasswordMutation } from '../authApi';
import { AuthCard, AuthLink } from '../components/AuthCard';
import { EmailField, NewPasscodeFields, OtpField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useStateEmail } from '../components/navigation';

const resetPasswordSchema = authSchema('resetPasswordSchema');

type CodeAndPasscode = Omit<ResetPasswordInput, 'email'>;

/** Spec 2.4 Change Passcode: reached from the reset request with the email in navigation state. */
export default function ChangePasscodePage() {
  const email = useStateEmail();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const onSuccess = useCallback(() => navigate('/login'), [navigate]);
  const submit = useAuthSubmit(resetPassword, { onSuccess });

  if (!email) {
    return (
      <AuthCard title="Change Passcode" footer={<AuthLink to="/reset-password">Reset Passcode</AuthLink>}>
        <p style={{ margin: 0, textAlign: 'center' }}>
          We don&apos;t know which account to change. Request a one-time code first, then come back here.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Change Passcode" intro="Enter the code we emailed you and choose a new passcode.">
      <Form<CodeAndPasscode & { email: string }>
        layout="vertical"
        size="large"
        initialValues={{ email }}
        onFinish={(values) => submit({ ...values, email })}
      >
        <EmailField disabled />
        <OtpField schema={resetPasswordSchema} />
        <NewPasscodeFields schema={resetPasswordSchema} />
        <SubmitButton loading={isLoading}>Change Passcode</SubmitButton>
      </Form>
    </AuthCard>
  );
}
