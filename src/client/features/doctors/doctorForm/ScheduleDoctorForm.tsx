import { Form, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { scheduleDoctorSchema, type ScheduleDoctorInput } from '../../../../shared/schemas/doctors';
import type { PersonRow } from '../../../../shared/types';
import { fieldRules } from './fieldRules';
import { DoctorFormBody, ServiceItem } from './DoctorFormSections';
import { Cell, FormSection } from './FormLayout';
import { toDoctorFormInput, type DoctorFormValues } from './doctorFormValues';
import { splitName } from './splitName';

const messages = defineMessages({
  serviceSection: { id: 'doctors.scheduleForm.serviceSection', defaultMessage: 'Service' },
  specialty: { id: 'doctors.scheduleForm.specialty', defaultMessage: 'Specialty' },
  doctor: { id: 'doctors.scheduleForm.doctor', defaultMessage: 'Doctor' },
  doctorPlaceholder: {
    id: 'doctors.scheduleForm.doctorPlaceholder',
    defaultMessage: 'Select a registered doctor',
  },
});

type ScheduleFormValues = DoctorFormValues & { doctor?: string };

/** The doctor form's values as the schedule payload: the chosen account, clinic days comma-joined. */
function toSchedulePayload({ doctor, ...values }: ScheduleFormValues): ScheduleDoctorInput {
  const { clinicDay, ...input } = toDoctorFormInput(values);
  return scheduleDoctorSchema.parse({ ...input, doctor, clinicDays: clinicDay.join(',') });
}

interface ScheduleDoctorFormProps {
  /** Registered-doctor accounts without a profile. */
  doctors: PersonRow[];
  onSubmit: (payload: ScheduleDoctorInput) => void | Promise<void>;
  submitting?: boolean;
}

/** Create Schedule Doctor: a registered doctor's profile, created by staff or an admin. */
export default function ScheduleDoctorForm({
  doctors,
  onSubmit,
  submitting = false,
}: ScheduleDoctorFormProps) {
  const [form] = Form.useForm<ScheduleFormValues>();
  const intl = useIntl();
  const doctorOptions = doctors.map((d) => ({ value: d._id, label: `${d.name} (${d.email})` }));

  // the account's name is split on spaces; email and phone come from the account, read-only.
  const onDoctorChosen = (id: string) => {
    const chosen = doctors.find((d) => d._id === id);
    if (!chosen) return;
    const { firstName, lastName } = splitName(chosen.name);
    const fields = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
    const filled = { firstName, lastName, email: chosen.email, phoneNumber: chosen.phone };
    form.setFields(fields.map((name) => ({ name, value: filled[name], errors: [] })));
  };

  return (
    <Form
      form={form}
      name="schedule"
      layout="vertical"
      onFinish={(values) => onSubmit(toSchedulePayload(values))}
      requiredMark
      scrollToFirstError
    >
      <FormSection title={intl.formatMessage(messages.serviceSection)}>
        <ServiceItem label={intl.formatMessage(messages.specialty)} schema={scheduleDoctorSchema} />
        <Cell>
          <Form.Item
            label={intl.formatMessage(messages.doctor)}
            name="doctor"
            required
            rules={fieldRules(scheduleDoctorSchema, 'doctor')}
            validateFirst
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={doctorOptions}
              onChange={onDoctorChosen}
              placeholder={intl.formatMessage(messages.doctorPlaceholder)}
            />
          </Form.Item>
        </Cell>
      </FormSection>
      <DoctorFormBody contactReadOnly submitting={submitting} />
    </Form>
  );
}
