import { useCallback } from 'react';
import { Form, Input } from 'antd';
import type { RegisterInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { MSG } from '../../../../shared/messages';
import { zodRule } from '../../../components/zodRule';
import { useRegisterMutation } from '../authApi';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, NewPasscodeFields, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate } from '../components/navigation';
import { useMessage } from '../../../app/messages';

const registerSchema = authSchema('registerSchema');

type FailedField = { name: (string | number)[]; errors: string[] };

export default function RegisterPage() {
  const message = useMessage();
  const { later, pending } = useDelayedNavigate();
  const [register, { isLoading }] = useRegisterMutation();

  const onSuccess = useCallback(
    (_answer: unknown, values: RegisterInput) => later('/verify-otp', { email: values.email }),
    [later],
  );
  const submit = useAuthSubmit(register, { onSuccess });

  // Spec 5: a weak password is shown as an error (here also a toast) and nothing is sent.
  const onFinishFailed = ({ errorFields }: { errorFields: FailedField[] }) => {
    const weak = errorFields.some((f) => f.name[0] === 'password' && f.errors.includes(MSG.passwordRule));
    if (weak) void message.error(MSG.passwordRule);
  };

  return (
    <AuthCard
      title="Register"
      footer={
        <AuthNote>
          Already have an account? <AuthLink to="/login">Login</AuthLink>
        </AuthNote>
      }
    >
      <Form<RegisterInput>
        layout="vertical"
        size="large"
        onFinish={submit}
        onFinishFailed={onFinishFailed}
        disabled={pending}
      >
        <Form.Item label="Full Name" name="name" required rules={[zodRule(registerSchema, 'name')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField schema={registerSchema} />
        <Form.Item label="Phone Number" name="phone" required rules={[zodRule(registerSchema, 'phone')]}>
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <NewPasscodeFields schema={registerSchema} />
        <SubmitButton loading={isLoading}>Register</SubmitButton>
      </Form>
    </AuthCard>
  );
}
