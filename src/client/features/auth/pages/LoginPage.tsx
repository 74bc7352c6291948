import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form } from 'antd';
import type { LoginInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { roleOf, type Role } from '../../../../shared/roles';
import { errorEnvelope } from '../../../app/api';
import { useLoginMutation } from '../authApi';
import { tokenFlags } from '../token';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, PasscodeField, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate } from '../components/navigation';
import { useMessage } from '../../../app/messages';

const loginSchema = authSchema('loginSchema');

/** Where each role lands after signing in (spec 2.4 Login). */
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
  const { later, pending } = useDelayedNavigate();
  const [login, { isLoading }] = useLoginMutation();

  const onSuccess = useCallback(
    (answer: { data?: unknown }) => {
      const token = typeof answer.data === 'string' ? answer.data : '';
      const { to, replace } = DESTINATION[roleOf(tokenFlags(token))];
      navigate(to, { replace });
    },
    [navigate],
  );
  const onFailure = useCallback(
    (error: unknown, values: LoginInput) => {
      const redirectTo = inAppPath(errorEnvelope(error)?.redirectTo);
      if (!redirectTo) return;
      void message.info('Redirecting to OTP Verification Page');
      later(redirectTo, { email: values.email });
    },
    [message, later],
  );
  const submit = useAuthSubmit(login, { onSuccess, onFailure });

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          <AuthLink to="/reset-password">Reset Passcode</AuthLink>
          <AuthNote>
            Don&apos;t have an account? <AuthLink to="/Register">Click Here</AuthLink>
          </AuthNote>
        </>
      }
    >
      <Form<LoginInput> layout="vertical" size="large" onFinish={submit} disabled={pending}>
        <EmailField schema={loginSchema} />
        <PasscodeField schema={loginSchema} />
        <SubmitButton loading={isLoading}>Login</SubmitButton>
      </Form>
    </AuthCard>
  );
}
