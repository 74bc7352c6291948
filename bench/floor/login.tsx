import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { probeApi } from './store';
import { mount } from './mount';

const words = defineMessages({
  email: { id: 'floor.email', defaultMessage: 'Email' },
  passcode: { id: 'floor.passcode', defaultMessage: 'Passcode' },
  login: { id: 'floor.login', defaultMessage: 'Login' },
});

/** A bare sign-in form: email and passcode, required-field rules, a submit that signs in; its words formatted. */
function SignIn() {
  const intl = useIntl();
  const [login, { isLoading }] = probeApi.useLoginMutation();
  const navigate = useNavigate();
  return (
    <Form layout="vertical" onFinish={(values) => login(values).then(() => navigate('/'))}>
      <Form.Item
        label={intl.formatMessage(words.email)}
        name="email"
        rules={[{ required: true, type: 'email' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label={intl.formatMessage(words.passcode)} name="password" rules={[{ required: true }]}>
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        <FormattedMessage {...words.login} />
      </Button>
    </Form>
  );
}

mount(SignIn);
