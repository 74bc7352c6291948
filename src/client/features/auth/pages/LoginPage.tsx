import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'antd';
import type { LoginInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { roleOf, type Role } from '../../../../shared/roles';
import { errorEnvelope } from '../../../lib/api/api';
import { useLoginMutation } from '../authApi';
import { tokenFlags } from '../token';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, PasscodeField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate, verifyOtpPath } from '../components/navigation';
import { useMessage } from '../../../lib/toasts/messages';
import { useAppDispatch } from '../../../lib/store/hooks';
import { tokenReceived } from '../sessionSlice';

const loginSchema = authSchema('loginSchema');
// Two-factor sign-in's two steps download only when the server asks for them: the code step (with the
// security schemas' zod) for accounts with a second factor, the QR code screen for the few made to
// set one up at sign-in. Everyone else's sign-in page stays as light as before two-factor sign-in.
const LoginCodeStep = lazy(() => import('../security/LoginCodeStep'));
const MfaEnrolment = lazy(() => import('../security/MfaEnrolment'));

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Login' },
  twoFactorTitle: { id: 'auth.login.twoFactorTitle', defaultMessage: 'Two-factor sign-in' },
  setUpTwoFactorTitle: { id: 'auth.login.setUpTwoFactorTitle', defaultMessage: 'Set up two-factor sign-in' },
  redirectingToOtp: {
    id: 'auth.login.redirectingToOtp',
    defaultMessage: 'Redirecting to OTP Verification Page',
  },
});

/** Where each role lands after signing in. */
const DESTINATION: Record<Role, { to: string; replace: boolean }> = {
  admin: { to: '/admin/home', replace: true },
  doctor: { to: '/doctor', replace: true },
  staff: { to: '/staff', replace: false },
  regDoctor: { to: '/reg', replace: false },
  user: { to: '/', replace: false },
};

/** Only in-app paths are followed; anything else the server sends is ignored. */
const inAppPath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

export default function LoginPage() {
  const navigate = useNavigate();
  const message = useMessage();
  const intl = useIntl();
  const { later, pending } = useDelayedNavigate();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  // after the passcode, a code step (second factor on) or its setup (required by role)
  const [step, setStep] = useState<{ mfaToken: string } | { limitedToken: string } | null>(null);

  // where a screen that needed a session sent the user from (a check-in link), else the role's home
  const next = inAppPath(useSearchParams()[0].get('next'));
  const goHome = useCallback(
    (token: string) => {
      if (next) {
        navigate(next, { replace: true });
        return;
      }
      const { to, replace } = DESTINATION[roleOf(tokenFlags(token))];
      navigate(to, { replace });
    },
    [navigate, next],
  );
  const onSuccess = useCallback(
    (answer: { data?: unknown; mfaSetupRequired?: boolean }) => {
      const token = typeof answer.data === 'string' ? answer.data : '';
      if (answer.mfaSetupRequired) setStep({ limitedToken: token });
      else goHome(token);
    },
    [goHome],
  );
  const onFailure = useCallback(
    (error: unknown, values: LoginInput) => {
      const envelope = errorEnvelope(error) as { mfaRequired?: boolean; mfaToken?: unknown } | undefined;
      if (envelope?.mfaRequired && typeof envelope.mfaToken === 'string') {
        setStep({ mfaToken: envelope.mfaToken });
        return;
      }
      const redirectTo = inAppPath(errorEnvelope(error)?.redirectTo);
      if (!redirectTo) return;
      void message.info(intl.formatMessage(messages.redirectingToOtp));
      // a fresh code was mailed: Verify OTP keeps the address in its URL
      const to = redirectTo === '/verify-otp' ? verifyOtpPath(values.email) : redirectTo;
      later(to, { email: values.email, codeSent: true });
    },
    [message, later, intl],
  );
  const submit = useAuthSubmit(login, { onSuccess, onFailure });

  if (step && 'mfaToken' in step) {
    return (
      <AuthCard title={intl.formatMessage(messages.twoFactorTitle)}>
        <Suspense fallback={null}>
          <LoginCodeStep mfaToken={step.mfaToken} onSignedIn={goHome} />
        </Suspense>
      </AuthCard>
    );
  }
  if (step) {
    return (
      <AuthCard title={intl.formatMessage(messages.setUpTwoFactorTitle)}>
        <Suspense fallback={null}>
          <MfaEnrolment
            limitedToken={step.limitedToken}
            onDone={(token) => {
              if (!token) return;
              dispatch(tokenReceived(token));
              goHome(token);
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage(messages.title)}
      footer={
        <>
          <AuthLink to="/reset-password" alone>
            <FormattedMessage id="auth.login.resetPasscode" defaultMessage="Reset Passcode" />
          </AuthLink>
          <AuthNote>
            <FormattedMessage
              id="auth.login.noAccount"
              defaultMessage="Don't have an account? <link>Click Here</link>"
              values={{ link: (text) => <AuthLink to="/Register">{text}</AuthLink> }}
            />
          </AuthNote>
        </>
      }
    >
      <Form<LoginInput> layout="vertical" size="large" onFinish={submit} disabled={pending}>
        <EmailField schema={loginSchema} />
        <PasscodeField schema={loginSchema} />
        <SubmitButton loading={isLoading}>{intl.formatMessage(messages.title)}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
