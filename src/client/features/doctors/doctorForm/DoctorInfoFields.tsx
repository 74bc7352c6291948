import { Form, Input, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { doctorRules as rules } from './fieldRules';
import { Cell } from './FormLayout';
import { LocationSelect } from '../pickers/ReferenceSelects';

const messages = defineMessages({
  firstName: { id: 'doctors.form.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'doctors.form.lastName', defaultMessage: 'Last Name' },
  email: { id: 'doctors.form.email', defaultMessage: 'Email' },
  phoneNumber: { id: 'doctors.form.phoneNumber', defaultMessage: 'Phone Number' },
  gender: { id: 'doctors.form.gender', defaultMessage: 'Gender' },
  genderPlaceholder: { id: 'doctors.form.genderPlaceholder', defaultMessage: 'Select gender' },
  female: { id: 'doctors.form.female', defaultMessage: 'Female' },
  male: { id: 'doctors.form.male', defaultMessage: 'Male' },
  location: { id: 'doctors.form.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'doctors.form.locationPlaceholder', defaultMessage: 'Select location' },
});

/** Names, contact, gender and location. Contact details are read-only when taken from an account. */
export default function DoctorInfoFields({ contactReadOnly = false }: { contactReadOnly?: boolean }) {
  const intl = useIntl();
  const genderOptions = [
    { value: 'female', label: intl.formatMessage(messages.female) },
    { value: 'male', label: intl.formatMessage(messages.male) },
  ];
  return (
    <>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.firstName)}
          name="firstName"
          required
          rules={rules('firstName')}
          validateFirst
        >
          <Input autoComplete="given-name" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.lastName)}
          name="lastName"
          required
          rules={rules('lastName')}
          validateFirst
        >
          <Input autoComplete="family-name" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.email)}
          name="email"
          required
          rules={rules('email')}
          validateFirst
        >
          <Input type="email" autoComplete="email" readOnly={contactReadOnly} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.phoneNumber)}
          name="phoneNumber"
          required
          rules={rules('phoneNumber')}
          validateFirst
        >
          <Input type="tel" autoComplete="tel" readOnly={contactReadOnly} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label={intl.formatMessage(messages.gender)} name="gender">
          <Select
            allowClear
            options={genderOptions}
            placeholder={intl.formatMessage(messages.genderPlaceholder)}
          />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.location)}
          name="location"
          required
          rules={rules('location')}
          validateFirst
        >
          <LocationSelect placeholder={intl.formatMessage(messages.locationPlaceholder)} />
        </Form.Item>
      </Cell>
    </>
  );
}
