import { Form, Input, Modal, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import dayjs, { type Dayjs } from 'dayjs';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { zodRule } from '../../../lib/zodRule';
import BirthDatePicker from './BirthDatePicker';
import { dependantSchema } from '../../../../shared/schemas/patients';
import type { Dependant } from '../../../../shared/patientTypes';
import { useAddDependantMutation, useUpdateDependantMutation, type DependantInput } from '../patientsApi';
import { dateOfBirthRule, isoDay } from './dateOfBirthRule';
import { relationshipOptions } from './relationshipText';

interface DependantValues {
  name: string;
  dateOfBirth: Dayjs | null;
  relationship: DependantInput['relationship'];
  phone?: string;
}

const messages = defineMessages({
  updated: { id: 'patients.dependantForm.updated', defaultMessage: 'Family member updated' },
  added: { id: 'patients.dependantForm.added', defaultMessage: 'Family member added' },
  addTitle: { id: 'patients.dependantForm.addTitle', defaultMessage: 'Add family member' },
  save: { id: 'patients.dependantForm.save', defaultMessage: 'Save' },
  add: { id: 'patients.dependantForm.add', defaultMessage: 'Add' },
  fullName: { id: 'patients.dependantForm.fullName', defaultMessage: 'Full Name' },
  dateOfBirth: { id: 'patients.dependantForm.dateOfBirth', defaultMessage: 'Date of Birth' },
  dateOfBirthRequired: {
    id: 'patients.dependantForm.dateOfBirthRequired',
    defaultMessage: 'Please select the date of birth',
  },
  relationship: { id: 'patients.dependantForm.relationship', defaultMessage: 'Relationship' },
  relationshipPlaceholder: {
    id: 'patients.dependantForm.relationshipPlaceholder',
    defaultMessage: 'Select relationship',
  },
  phone: { id: 'patients.dependantForm.phone', defaultMessage: 'Phone Number (optional)' },
});

const rule = (field: keyof DependantInput) => [zodRule(dependantSchema, field)];

/** Nobody is born after today at the clinic. */

/**
 * Add or edit one family member: name, date of birth (DD-MM-YYYY, not in the future),
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
  const intl = useIntl();
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
      void message.success(
        response.message ?? intl.formatMessage(member ? messages.updated : messages.added),
      );
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const title = member
    ? intl.formatMessage(
        { id: 'patients.dependantForm.editTitle', defaultMessage: 'Edit {name}' },
        { name: member.name },
      )
    : intl.formatMessage(messages.addTitle);

  return (
    <Modal
      open
      title={title}
      okText={intl.formatMessage(member ? messages.save : messages.add)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adding.isLoading || updating.isLoading}
    >
      <Form<DependantValues>
        form={form}
        layout="vertical"
        aria-label={title}
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
        <Form.Item label={intl.formatMessage(messages.fullName)} name="name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.dateOfBirth)}
          name="dateOfBirth"
          required
          rules={[dateOfBirthRule(dependantSchema, intl.formatMessage(messages.dateOfBirthRequired))]}
        >
          <BirthDatePicker />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.relationship)}
          name="relationship"
          required
          rules={rule('relationship')}
        >
          <Select
            options={relationshipOptions(intl)}
            placeholder={intl.formatMessage(messages.relationshipPlaceholder)}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.phone)} name="phone" rules={rule('phone')}>
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
