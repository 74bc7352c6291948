import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Form, Input } from 'antd';
import type { RegisterInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../authSchemas';
import { MSG_TEXT } from '../../../../shared/messages';
import { zodRule } from '../../../lib/zodRule';
import { useRegisterMutation } from '../authApi';
import { AuthCard, AuthLink, AuthNote } from '../components/AuthCard';
import { EmailField, NewPasscodeFields, SubmitButton } from '../components/fields';
import { useAuthSubmit } from '../components/useAuthSubmit';
import { useDelayedNavigate, verifyOtpPath } from '../components/navigation';
import { useMessage } from '../../../lib/toasts/messages';
import { PrivacyNoticeField } from '../privacy/PrivacyNoticeField';
import { useGetPrivacyNoticeQuery } from '../privacy/privacyApi';

const registerSchema = authSchema('registerSchema');

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Register' },
  fullName: { id: 'auth.register.fullName', defaultMessage: 'Full Name' },
  phone: { id: 'auth.register.phone', defaultMessage: 'Phone Number' },
});

type FailedField = { name: (string | number)[]; errors: string[] };

export default function RegisterPage() {
  const message = useMessage();
  const intl = useIntl();
  const { later, pending } = useDelayedNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  // the notice in force, to be read and accepted with the registration (none: nothing to accept)
  const { data: notice, refetch: refetchNotice } = useGetPrivacyNoticeQuery();

  const onSuccess = useCallback(
    (_answer: unknown, values: RegisterInput) =>
      later(verifyOtpPath(values.email), { email: values.email, codeSent: true }),
    [later],
  );
  // a notice published while the form was open: show the new one, to be read and ticked again
  const onFailure = useCallback(
    (error: unknown) => {
      const errors = (error as { data?: { errors?: Record<string, unknown> } } | undefined)?.data?.errors;
      if (errors?.privacyVersion) void refetchNotice();
    },
    [refetchNotice],
  );
  const submit = useAuthSubmit(register, { onSuccess, onFailure });

  // a weak password is shown as an error (here also a toast) and nothing is sent.
  const onFinishFailed = ({ errorFields }: { errorFields: FailedField[] }) => {
    const passwordRule = intl.formatMessage(MSG_TEXT.passwordRule);
    const weak = errorFields.some((f) => f.name[0] === 'password' && f.errors.includes(passwordRule));
    if (weak) void message.error(passwordRule);
  };

  return (
    <AuthCard
      title={intl.formatMessage(messages.title)}
      footer={
        <AuthNote>
          <FormattedMessage
            id="auth.register.haveAccount"
            defaultMessage="Already have an account? <link>Login</link>"
            values={{ link: (text) => <AuthLink to="/login">{text}</AuthLink> }}
          />
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
        <Form.Item
          label={intl.formatMessage(messages.fullName)}
          name="name"
          required
          rules={[zodRule(registerSchema, 'name')]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField schema={registerSchema} />
        <Form.Item
          label={intl.formatMessage(messages.phone)}
          name="phone"
          required
          rules={[zodRule(registerSchema, 'phone')]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <NewPasscodeFields schema={registerSchema} />
        {notice && <PrivacyNoticeField notice={notice} />}
        <SubmitButton loading={isLoading}>{intl.formatMessage(messages.title)}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
