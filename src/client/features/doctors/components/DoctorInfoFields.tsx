import { Form, Input, Select } from 'antd';
import { doctorRules as rules } from './fieldRules';
import { Cell } from './FormLayout';
import { LocationSelect } from './ReferenceSelects';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/** Names, contact, gender and location. Contact details are read-only when taken from an account. */
export default function DoctorInfoFields({ contactReadOnly = false }: { contactReadOnly?: boolean }) {
  return (
    <>
      <Cell>
        <Form.Item label="First Name" name="firstName" required rules={rules('firstName')} validateFirst>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Last Name" name="lastName" required rules={rules('lastName')} validateFirst>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Email" name="email" required rules={rules('email')} validateFirst>
          <Input type="email" autoComplete="email" readOnly={contactReadOnly} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label="Phone Number"
          name="phoneNumber"
          required
          rules={rules('phoneNumber')}
          validateFirst
        >
          <Input type="tel" autoComplete="tel" readOnly={contactReadOnly} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Gender" name="gender">
          <Select allowClear options={GENDER_OPTIONS} placeholder="Select gender" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Location" name="location" required rules={rules('location')} validateFirst>
          <LocationSelect placeholder="Select location" />
        </Form.Item>
      </Cell>
    </>
  );
}
