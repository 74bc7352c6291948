import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { later, pending } = useDelayedNavigate();
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const onSuccess = useCallback(() => later('/login'), [later]);
  const submit = useAuthSubmit(verifyOtp, { onSuccess });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.verifyOtp.title', defaultMessage: 'Verify OTP' })}
      intro={intl.formatMessage({
        id: 'auth.verifyOtp.intro',
        defaultMessage: 'Enter the one-time code we sent to your email.',
      })}
      footer={
        <AuthNote>
          <FormattedMessage
            id="auth.verifyOtp.alreadyVerified"
            defaultMessage="Already verified? <link>Login</link>"
            values={{ link: (text) => <AuthLink to="/login">{text}</AuthLink> }}
          />
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
        <SubmitButton loading={isLoading}>
          <FormattedMessage id="auth.verifyOtp.submit" defaultMessage="Verify" />
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
