import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { zodRule } from '../../../lib/zodRule';
import { deleteAccountSchema, type DeleteAccountInput } from '../../../../shared/schemas/dataRights';
import { useMfaStatusQuery } from '../security/securityApi';
import { useDeleteAccountMutation } from './deleteAccountApi';

const messages = defineMessages({
  heading: { id: 'auth.deleteAccount.heading', defaultMessage: 'Delete my account' },
  open: { id: 'auth.deleteAccount.open', defaultMessage: 'Delete my account…' },
  title: { id: 'auth.deleteAccount.title', defaultMessage: 'Delete your account for good?' },
  confirm: { id: 'auth.deleteAccount.confirm', defaultMessage: 'Delete my account' },
  cancel: { id: 'auth.deleteAccount.cancel', defaultMessage: 'Keep my account' },
  password: { id: 'auth.deleteAccount.password', defaultMessage: 'Your password' },
  code: { id: 'auth.deleteAccount.code', defaultMessage: 'Code from your authenticator app' },
  form: { id: 'auth.deleteAccount.form', defaultMessage: 'Confirm deleting your account' },
});

/**
 * /profile's danger zone: a patient deletes their account. The dialog says what goes and what the
 * clinic must keep, and asks for the password (and the authenticator's code when two-factor sign-in
 * is on). Once done, the browser forgets the session and shows that the account is gone.
 */
export default function DeleteAccountSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeleteAccountInput>();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const { data: mfa } = useMfaStatusQuery();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const close = () => {
    setOpen(false);
    setRefusal(undefined);
    form.resetFields();
  };
  const onFinish = async (input: DeleteAccountInput) => {
    setRefusal(undefined);
    try {
      await deleteAccount(input).unwrap();
      // the server ended every session: the page that says the account is gone, outside the
      // signed-in frame, has the browser forget its own (ended here, the frame would first send
      // the person to sign in)
      navigate('/account-deleted', { replace: true, state: { accountDeleted: true } });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Flex
      vertical
      gap={12}
      align="start"
      style={{ border: '1px solid #cf1322', borderRadius: 8, padding: 16 }}
      role="region"
      aria-label={intl.formatMessage(messages.heading)}
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <FormattedMessage
          id="auth.deleteAccount.explanation"
          defaultMessage="Deleting your account signs you out everywhere, cancels your future visits and those of the family members you manage, and erases your name, e-mail, phone and birth date. Past visits are medical records the clinic must keep: they stay under a random name that no one can trace back to you, and are deleted when the law no longer requires them."
        />
      </Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.open)}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage(messages.title)}
        onCancel={close}
        cancelText={intl.formatMessage(messages.cancel)}
        okText={intl.formatMessage(messages.confirm)}
        okButtonProps={{ danger: true, loading: isLoading, htmlType: 'submit', form: 'delete-account' }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          <FormattedMessage
            id="auth.deleteAccount.warning"
            defaultMessage="This cannot be undone. Enter your password to confirm."
          />
        </Typography.Paragraph>
        <Form<DeleteAccountInput>
          id="delete-account"
          form={form}
          layout="vertical"
          aria-label={intl.formatMessage(messages.form)}
          onFinish={(values) => void onFinish(values)}
        >
          <Form.Item
            name="password"
            label={intl.formatMessage(messages.password)}
            rules={[zodRule(deleteAccountSchema, 'password')]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {mfa?.enabled && (
            <Form.Item
              name="code"
              label={intl.formatMessage(messages.code)}
              rules={[zodRule(deleteAccountSchema, 'code')]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          )}
        </Form>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Modal>
    </Flex>
  );
}
