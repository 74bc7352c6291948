import { Button, Form } from 'antd';
import type { z } from 'zod';
import { fieldRules } from './fieldRules';
import DoctorInfoFields from './DoctorInfoFields';
import ProfessionalFields from './ProfessionalFields';
import { ServiceSelect } from './ReferenceSelects';
import { Cell, FormSection } from './FormLayout';

/** The service picker, with the message of the form's own schema. */
export function ServiceItem({ label, schema }: { label: string; schema: z.ZodObject<z.ZodRawShape> }) {
  return (
    <Cell>
      <Form.Item label={label} name="service" required rules={fieldRules(schema, 'service')} validateFirst>
        <ServiceSelect placeholder="Select appointment service" />
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
  return (
    <>
      <FormSection title="Doctor Information">
        <DoctorInfoFields contactReadOnly={contactReadOnly} />
      </FormSection>
      <FormSection title="Professional Information">
        <ProfessionalFields />
      </FormSection>
      <Button type="primary" htmlType="submit" loading={submitting}>
        SUBMIT
      </Button>
    </>
  );
}
