import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Form } from 'antd';
import type { VerifyOtpInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { useVerifyOtpMutation } from '../authApi';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, OtpField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate, useStateCodeSent, useStateEmail } from '../components/navigation';
import ResendCode from '../components/ResendCode';

const verifyOtpSchema = authSchema('verifyOtpSchema');

/**
 * The e-mail the page is for: the URL's `?email=` (kept there, so a reload, Back or the page opened
 * again from history still has it), else the one the screen before handed over.
 */
function usePageEmail() {
  const [params] = useSearchParams();
  const stateEmail = useStateEmail();
  const email = params.get('email') ?? stateEmail ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  /** Writes the e-mail into the URL in place of the one there, keeping the navigation state. */
  const keep = useCallback(
    (value: string) => {
      const next = new URLSearchParams(location.search);
      if (value.trim()) next.set('email', value.trim());
      else next.delete('email');
      const search = next.toString();
      if (`?${search}` === location.search || (!search && !location.search)) return;
      navigate({ search: search ? `?${search}` : '' }, { replace: true, state: location.state });
    },
    [location.search, location.state, navigate],
  );
  return { email, keep };
}

export default function VerifyOtpPage() {
  const { email, keep } = usePageEmail();
  const codeSent = useStateCodeSent();
  const intl = useIntl();
  const [form] = Form.useForm<VerifyOtpInput>();
  const { later, pending } = useDelayedNavigate();
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const onSuccess = useCallback(() => later('/login'), [later]);
  const submit = useAuthSubmit(verifyOtp, { onSuccess });

  // arrived with the e-mail in navigation state only: put it in the URL too
  useEffect(() => {
    if (email) keep(email);
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.verifyOtp.title', defaultMessage: 'Verify OTP' })}
      intro={intl.formatMessage({
        id: 'auth.verifyOtp.intro',
        defaultMessage: 'Enter the one-time code we sent to your email.',
      })}
      footer={
        <>
          <ResendCode form={form} email={email} codeSent={codeSent} />
          <AuthNote>
            <FormattedMessage
              id="auth.verifyOtp.alreadyVerified"
              defaultMessage="Already verified? <link>Login</link>"
              values={{ link: (text) => <AuthLink to="/login">{text}</AuthLink> }}
            />
          </AuthNote>
        </>
      }
    >
      <Form<VerifyOtpInput>
        form={form}
        layout="vertical"
        size="large"
        initialValues={{ email }}
        onFinish={submit}
        onValuesChange={(changed: Partial<VerifyOtpInput>) => {
          if (changed.email !== undefined) keep(changed.email);
        }}
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
