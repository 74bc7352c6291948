import { Button, Form, Input, Radio } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { zodRule } from '../../../components/zodRule';
import type { StaffRegisterInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../../auth';
import { useRegisterStaffMutation } from '../peopleApi';
import { useMessage } from '../../../app/messages';

const staffRegisterSchema = authSchema('staffRegisterSchema');

const rule = (field: keyof StaffRegisterInput) => [zodRule(staffRegisterSchema, field)];

const ROLE_OPTIONS = [
  { label: 'Staff', value: 'staff' },
  { label: 'Doctor', value: 'doctor' },
  { label: 'Admin', value: 'admin' },
];

/** Staff Registration (spec 2.4): an admin creates a staff, doctor or admin account. */
export default function StaffRegistrationPage() {
  const [form] = Form.useForm<StaffRegisterInput>();
  const message = useMessage();
  const [registerStaff, { isLoading }] = useRegisterStaffMutation();

  const onFinish = async (values: StaffRegisterInput) => {
    try {
      const response = await registerStaff(values).unwrap();
      void message.success(response.message ?? 'Account created successfully');
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={2}>Staff Registration</Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ role: 'staff' }} onFinish={onFinish} requiredMark>
        <Form.Item label="Full Name" name="name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email Address" name="email" required rules={rule('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Phone Number" name="phone" required rules={rule('phone')}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Passcode" name="password" required rules={rule('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="User Role" name="role" required rules={rule('role')}>
          <Radio.Group options={ROLE_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          CREATE
        </Button>
      </Form>
    </div>
  );
}
