import { Form, Select } from 'antd';
import { scheduleDoctorSchema, type ScheduleDoctorInput } from '../../../../shared/schemas/doctors';
import type { PersonRow } from '../../../../shared/types';
import { fieldRules } from './fieldRules';
import { DoctorFormBody, ServiceItem } from './DoctorFormSections';
import { Cell, FormSection } from './FormLayout';
import { toDoctorFormInput, type DoctorFormValues } from './doctorFormValues';
import { splitName } from './splitName';

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

/** Create Schedule Doctor (spec 2.4, 5): a registered doctor's profile, created by staff or an admin. */
export default function ScheduleDoctorForm({
  doctors,
  onSubmit,
  submitting = false,
}: ScheduleDoctorFormProps) {
  const [form] = Form.useForm<ScheduleFormValues>();
  const doctorOptions = doctors.map((d) => ({ value: d._id, label: `${d.name} (${d.email})` }));

  // Spec 5: the name is split on spaces; email and phone come from the account, read-only.
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
      <FormSection title="Service">
        <ServiceItem label="Specialty" schema={scheduleDoctorSchema} />
        <Cell>
          <Form.Item
            label="Doctor"
            name="doctor"
            required
            rules={fieldRules(scheduleDoctorSchema, 'doctor')}
            validateFirst
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={doctorOptions}
              onChange={onDoctorChosen}
              placeholder="Select a registered doctor"
            />
          </Form.Item>
        </Cell>
      </FormSection>
      <DoctorFormBody contactReadOnly submitting={submitting} />
    </Form>
  );
}
