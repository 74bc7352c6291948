import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'antd';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useResetPasswordMutation } from '../authApi';
import { AuthCard, AuthLink } from '../components/AuthCard';
import { EmailField, NewPasscodeFields, OtpField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useStateEmail } from '../components/navigation';

const resetPasswordSchema = authSchema('resetPasswordSchema');

const messages = defineMessages({
  title: { id: 'auth.changePasscode.title', defaultMessage: 'Change Passcode' },
  intro: {
    id: 'auth.changePasscode.intro',
    defaultMessage: 'Enter the code we emailed you and choose a new passcode.',
  },
});

type CodeAndPasscode = Omit<ResetPasswordInput, 'email'>;

/** Change Passcode: reached from the reset request with the email in navigation state. */
export default function ChangePasscodePage() {
  const email = useStateEmail();
  const intl = useIntl();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const onSuccess = useCallback(() => navigate('/login'), [navigate]);
  const submit = useAuthSubmit(resetPassword, { onSuccess });

  if (!email) {
    return (
      <AuthCard
        title={intl.formatMessage(messages.title)}
        footer={
          <AuthLink to="/reset-password" alone>
            <FormattedMessage id="auth.changePasscode.resetPasscode" defaultMessage="Reset Passcode" />
          </AuthLink>
        }
      >
        <p style={{ margin: 0, textAlign: 'center' }}>
          <FormattedMessage
            id="auth.changePasscode.noEmail"
            defaultMessage="We don't know which account to change. Request a one-time code first, then come back here."
          />
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <Form<CodeAndPasscode & { email: string }>
        layout="vertical"
        size="large"
        initialValues={{ email }}
        onFinish={(values) => submit({ ...values, email })}
      >
        <EmailField disabled />
        <OtpField schema={resetPasswordSchema} />
        <NewPasscodeFields schema={resetPasswordSchema} />
        <SubmitButton loading={isLoading}>{intl.formatMessage(messages.title)}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
