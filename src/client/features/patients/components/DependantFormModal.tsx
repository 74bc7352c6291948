import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { zodRule } from '../../../components/zodRule';
import { DATE_FORMAT, todayAtClinic } from '../../../components/clinicDatePicker';
import { DEPENDANT_RELATIONSHIPS, dependantSchema } from '../../../../shared/schemas/patients';
import type { Dependant } from '../../../../shared/patientTypes';
import { useAddDependantMutation, useUpdateDependantMutation, type DependantInput } from '../patientsApi';
import { dateOfBirthRule, isoDay } from './dateOfBirthRule';

interface DependantValues {
  name: string;
  dateOfBirth: Dayjs | null;
  relationship: DependantInput['relationship'];
  phone?: string;
}

const RELATIONSHIPS = DEPENDANT_RELATIONSHIPS.map((value) => ({ value, label: value }));

const rule = (field: keyof DependantInput) => [zodRule(dependantSchema, field)];

/** Nobody is born after today at the clinic. */
const afterToday = (day: Dayjs) => isoDay(day) > todayAtClinic();

/**
 * Add or edit one family member (issue 21): name, date of birth (DD-MM-YYYY, not in the future),
 * relationship and an optional phone. The server's refusal is toasted and the form stays open.
 */
export default function DependantFormModal({
  member,
  onClose,
}: {
  member: Dependant | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DependantValues>();
  const message = useMessage();
  const [addDependant, adding] = useAddDependantMutation();
  const [updateDependant, updating] = useUpdateDependantMutation();

  const onFinish = async (values: DependantValues) => {
    const body: DependantInput = {
      name: values.name.trim(),
      dateOfBirth: isoDay(values.dateOfBirth),
      relationship: values.relationship,
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
    };
    try {
      const response = member
        ? await updateDependant({ ...body, dependantId: member._id }).unwrap()
        : await addDependant(body).unwrap();
      void message.success(response.message ?? (member ? 'Family member updated' : 'Family member added'));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={member ? `Edit ${member.name}` : 'Add family member'}
      okText={member ? 'Save' : 'Add'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adding.isLoading || updating.isLoading}
    >
      <Form<DependantValues>
        form={form}
        layout="vertical"
        aria-label={member ? `Edit ${member.name}` : 'Add family member'}
        initialValues={
          member
            ? {
                name: member.name,
                dateOfBirth: member.dateOfBirth ? dayjs(member.dateOfBirth) : null,
                relationship: member.relationship as DependantInput['relationship'],
                phone: member.phone ?? '',
              }
            : { dateOfBirth: null }
        }
        onFinish={onFinish}
      >
        <Form.Item label="Full Name" name="name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Date of Birth"
          name="dateOfBirth"
          required
          rules={[dateOfBirthRule(dependantSchema, 'Please select the date of birth')]}
        >
          <DatePicker
            format={DATE_FORMAT}
            placeholder="DD-MM-YYYY"
            disabledDate={afterToday}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Relationship" name="relationship" required rules={rule('relationship')}>
          <Select options={RELATIONSHIPS} placeholder="Select relationship" />
        </Form.Item>
        <Form.Item label="Phone Number (optional)" name="phone" rules={rule('phone')}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
