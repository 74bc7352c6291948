import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Form } from 'antd';
import type { ResetRequestInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useRequestResetOtpMutation } from '../authApi';
import { AuthCard } from '../components/AuthCard';
import { EmailField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';

const resetRequestSchema = authSchema('resetRequestSchema');

const messages = defineMessages({
  title: { id: 'auth.resetPasscode.title', defaultMessage: 'Reset Passcode' },
  intro: { id: 'auth.resetPasscode.intro', defaultMessage: 'We will send a one-time code to your email.' },
});

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [requestOtp, { isLoading }] = useRequestResetOtpMutation();
  const onSuccess = useCallback(
    (_answer: unknown, { email }: ResetRequestInput) => navigate('/confirm-otp', { state: { email } }),
    [navigate],
  );
  const submit = useAuthSubmit(requestOtp, { onSuccess });

  return (
    <AuthCard title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <Form<ResetRequestInput> layout="vertical" size="large" onFinish={submit}>
        <EmailField schema={resetRequestSchema} />
        <SubmitButton loading={isLoading}>
          <FormattedMessage id="auth.resetPasscode.sendOtp" defaultMessage="Send OTP" />
        </SubmitButton>
        <Button block onClick={() => navigate('/login')}>
          <FormattedMessage id="auth.resetPasscode.backToLogin" defaultMessage="Back to Login" />
        </Button>
      </Form>
    </AuthCard>
  );
}
