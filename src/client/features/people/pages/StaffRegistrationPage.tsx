import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Form, Input, Radio } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { zodRule } from '../../../lib/zodRule';
import type { StaffRegisterInput } from '../../../../shared/schemas/auth';
import { authSchema } from '../../auth';
import { useRegisterStaffMutation } from '../peopleApi';
import { useMessage } from '../../../lib/toasts/messages';

const staffRegisterSchema = authSchema('staffRegisterSchema');

const rule = (field: keyof StaffRegisterInput) => [zodRule(staffRegisterSchema, field)];

const messages = defineMessages({
  created: { id: 'people.staffRegistration.created', defaultMessage: 'Account created successfully' },
  fullName: { id: 'people.staffRegistration.fullName', defaultMessage: 'Full Name' },
  email: { id: 'people.staffRegistration.email', defaultMessage: 'Email Address' },
  phone: { id: 'people.staffRegistration.phone', defaultMessage: 'Phone Number' },
  passcode: { id: 'people.staffRegistration.passcode', defaultMessage: 'Passcode' },
  role: { id: 'people.staffRegistration.role', defaultMessage: 'User Role' },
  roleStaff: { id: 'people.staffRegistration.roleStaff', defaultMessage: 'Staff' },
  roleDoctor: { id: 'people.staffRegistration.roleDoctor', defaultMessage: 'Doctor' },
  roleAdmin: { id: 'people.staffRegistration.roleAdmin', defaultMessage: 'Admin' },
});

const ROLE_OPTIONS = [
  { label: messages.roleStaff, value: 'staff' },
  { label: messages.roleDoctor, value: 'doctor' },
  { label: messages.roleAdmin, value: 'admin' },
];

/** Staff Registration: an admin creates a staff, doctor or admin account. */
export default function StaffRegistrationPage() {
  const [form] = Form.useForm<StaffRegisterInput>();
  const message = useMessage();
  const intl = useIntl();
  const [registerStaff, { isLoading }] = useRegisterStaffMutation();

  const onFinish = async (values: StaffRegisterInput) => {
    try {
      const response = await registerStaff(values).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.created));
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={2}>
        <FormattedMessage id="people.staffRegistration.title" defaultMessage="Staff Registration" />
      </Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ role: 'staff' }} onFinish={onFinish} requiredMark>
        <Form.Item label={intl.formatMessage(messages.fullName)} name="name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.email)} name="email" required rules={rule('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.phone)} name="phone" required rules={rule('phone')}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.passcode)}
          name="password"
          required
          rules={rule('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.role)} name="role" required rules={rule('role')}>
          <Radio.Group
            options={ROLE_OPTIONS.map(({ label, value }) => ({ label: intl.formatMessage(label), value }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          <FormattedMessage id="people.staffRegistration.create" defaultMessage="CREATE" />
        </Button>
      </Form>
    </div>
  );
}
