import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { probeApi } from './store';
import { mount } from './mount';

/** A bare sign-in form: email and passcode, required-field rules, a submit that signs in. */
function SignIn() {
  const [login, { isLoading }] = probeApi.useLoginMutation();
  const navigate = useNavigate();
  return (
    <Form layout="vertical" onFinish={(values) => login(values).then(() => navigate('/'))}>
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Passcode" name="password" rules={[{ required: true }]}>
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Login
      </Button>
    </Form>
  );
}

mount(SignIn);
