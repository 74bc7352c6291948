import { Form } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { doctorFormSchema, type DoctorFormInput } from '../../../../shared/schemas/doctors';
import { DoctorFormBody, ServiceItem } from './DoctorFormSections';
import { FormSection } from './FormLayout';
import { toDoctorFormInput, toFormValues, type DoctorFormValues } from './doctorFormValues';

const messages = defineMessages({
  serviceSection: { id: 'doctors.form.serviceSection', defaultMessage: 'Service' },
  service: { id: 'doctors.form.service', defaultMessage: 'Service' },
});

interface DoctorFormProps {
  /** A profile being edited, or what is already known of the applicant. */
  initialValues?: Partial<DoctorFormInput>;
  /** Receives the validated input, appointmentTime as ['HH:mm', 'HH:mm']. */
  onSubmit: (values: DoctorFormInput) => void | Promise<void>;
  submitting?: boolean;
}

/** The doctor form, shared by Apply and Update Profile. */
export default function DoctorForm({ initialValues, onSubmit, submitting = false }: DoctorFormProps) {
  const [form] = Form.useForm<DoctorFormValues>();
  const intl = useIntl();
  const onFinish = (values: DoctorFormValues) => onSubmit(toDoctorFormInput(values));

  return (
    <Form
      form={form}
      name="doctor"
      layout="vertical"
      initialValues={toFormValues(initialValues)}
      onFinish={onFinish}
      requiredMark
      scrollToFirstError
    >
      <FormSection title={intl.formatMessage(messages.serviceSection)}>
        <ServiceItem label={intl.formatMessage(messages.service)} schema={doctorFormSchema} />
      </FormSection>
      <DoctorFormBody submitting={submitting} />
    </Form>
  );
}
