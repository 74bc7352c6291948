import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Form, Input, type FormRule } from 'antd';
import { zodRule, type SchemaSource } from '../../../lib/zodRule';
import { MSG_TEXT } from '../../../../shared/messages';
import { getIntl } from '../../../i18n/intl';

const messages = defineMessages({
  email: { id: 'auth.fields.email', defaultMessage: 'Email' },
  otp: { id: 'auth.fields.otp', defaultMessage: 'OTP' },
  passcode: { id: 'auth.fields.passcode', defaultMessage: 'Passcode' },
  confirmPasscode: { id: 'auth.fields.confirmPasscode', defaultMessage: 'Confirm Passcode' },
});

/** The email input of every sign-in form; `schema` gives the product's messages (none when read-only). */
export function EmailField({ schema, disabled }: { schema?: SchemaSource; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <Form.Item
      label={intl.formatMessage(messages.email)}
      name="email"
      required={!disabled}
      rules={schema ? [zodRule(schema, 'email')] : undefined}
    >
      <Input type="email" autoComplete="email" inputMode="email" disabled={disabled} />
    </Form.Item>
  );
}

/** The one-time code sent by e-mail. */
export function OtpField({ schema }: { schema: SchemaSource }) {
  const intl = useIntl();
  return (
    <Form.Item label={intl.formatMessage(messages.otp)} name="otp" required rules={[zodRule(schema, 'otp')]}>
      <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
    </Form.Item>
  );
}

/**
 * The schema's own match check runs only once every other field is valid; this one compares the
 * confirmation with the passcode at once.
 */
const matchesPasscode: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== getFieldValue('password')) {
      throw new Error(getIntl().formatMessage(MSG_TEXT.passcodesDiffer));
    }
  },
});

/** A passcode input (label 'Passcode' by default); `fresh` for one being chosen (new-password) rather than entered. */
export function PasscodeField({
  schema,
  name = 'password',
  label,
  fresh = false,
}: {
  schema: SchemaSource;
  name?: string;
  label?: string;
  fresh?: boolean;
}) {
  const intl = useIntl();
  const confirm = name !== 'password';
  return (
    <Form.Item
      label={label ?? intl.formatMessage(messages.passcode)}
      name={name}
      required
      validateFirst
      rules={confirm ? [zodRule(schema, name), matchesPasscode] : [zodRule(schema, name)]}
      dependencies={confirm ? ['password'] : undefined}
    >
      <Input.Password autoComplete={fresh ? 'new-password' : 'current-password'} />
    </Form.Item>
  );
}

/** A new passcode and its confirmation. */
export function NewPasscodeFields({ schema }: { schema: SchemaSource }) {
  const intl = useIntl();
  return (
    <>
      <PasscodeField schema={schema} fresh />
      <PasscodeField
        schema={schema}
        name="confirmPassword"
        label={intl.formatMessage(messages.confirmPasscode)}
        fresh
      />
    </>
  );
}

/** The form's submit button: Enter submits too; it spins while the call is in flight. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Item style={{ marginBottom: 12 }}>
      <Button type="primary" htmlType="submit" block loading={loading} disabled={disabled}>
        {children}
      </Button>
    </Form.Item>
  );
}
