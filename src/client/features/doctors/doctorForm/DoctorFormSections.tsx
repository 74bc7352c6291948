import { Button, Form } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import type { z } from 'zod';
import { fieldRules } from './fieldRules';
import DoctorInfoFields from './DoctorInfoFields';
import ProfessionalFields from './ProfessionalFields';
import { ServiceSelect } from '../pickers/ReferenceSelects';
import { Cell, FormSection } from './FormLayout';

const messages = defineMessages({
  servicePlaceholder: { id: 'doctors.form.servicePlaceholder', defaultMessage: 'Select appointment service' },
  doctorInformation: { id: 'doctors.form.doctorInformation', defaultMessage: 'Doctor Information' },
  professionalInformation: {
    id: 'doctors.form.professionalInformation',
    defaultMessage: 'Professional Information',
  },
  submit: { id: 'doctors.form.submit', defaultMessage: 'SUBMIT' },
});

/** The service picker, with the message of the form's own schema. */
export function ServiceItem({ label, schema }: { label: string; schema: z.ZodObject<z.ZodRawShape> }) {
  const intl = useIntl();
  return (
    <Cell>
      <Form.Item label={label} name="service" required rules={fieldRules(schema, 'service')} validateFirst>
        <ServiceSelect placeholder={intl.formatMessage(messages.servicePlaceholder)} />
      </Form.Item>
    </Cell>
  );
}

/** Doctor Information, Professional Information and SUBMIT: what the apply/edit and schedule forms share. */
export function DoctorFormBody({
  contactReadOnly = false,
  submitting = false,
}: {
  contactReadOnly?: boolean;
  submitting?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <FormSection title={intl.formatMessage(messages.doctorInformation)}>
        <DoctorInfoFields contactReadOnly={contactReadOnly} />
      </FormSection>
      <FormSection title={intl.formatMessage(messages.professionalInformation)}>
        <ProfessionalFields />
      </FormSection>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </>
  );
}
