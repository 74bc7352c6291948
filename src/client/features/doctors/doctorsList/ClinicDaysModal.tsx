import { Form, InputNumber, Modal } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import TimeRangeInput from '../../../components/TimeRangeInput';
import { errorMessage } from '../../../lib/api/api';
import { zodRule } from '../../../lib/zodRule';
import type { Doctor } from '../../../../shared/types';
import { doctorClinicUpdateSchema } from '../../../../shared/schemas/doctors';
import { useUpdateDoctorClinicMutation } from '../doctorsApi';
import { ClinicDaySelect } from '../pickers/ReferenceSelects';
import {
  fromHHmmPair,
  TIME_FORMAT,
  timeRangeRule,
  toHHmmPair,
  type TimeRangeValue,
} from '../doctorForm/timeRange';
import { useMessage } from '../../../lib/toasts/messages';
import { formatDoctorName } from '../doctorName';

const messages = defineMessages({
  title: { id: 'doctors.clinicDaysModal.title', defaultMessage: 'Update Clinic Days' },
  clinicDays: { id: 'doctors.clinicDaysModal.clinicDays', defaultMessage: 'Clinic Days' },
  clinicDaysPlaceholder: {
    id: 'doctors.clinicDaysModal.clinicDaysPlaceholder',
    defaultMessage: 'Select clinic days',
  },
  fee: { id: 'doctors.clinicDaysModal.fee', defaultMessage: 'Fee per Consultation' },
  time: { id: 'doctors.clinicDaysModal.time', defaultMessage: 'Appointment Time' },
  consultMinutes: {
    id: 'doctors.clinicDaysModal.consultMinutes',
    defaultMessage: 'Consultation length (minutes), until measured',
  },
  timeRequired: {
    id: 'doctors.clinicDaysModal.timeRequired',
    defaultMessage: 'Please select appointment time',
  },
  updated: {
    id: 'doctors.clinicDaysModal.updated',
    defaultMessage: 'Doctor clinic details updated successfully',
  },
});

const formLabel = defineMessage<{ name: string }>({
  id: 'doctors.clinicDaysModal.formLabel',
  defaultMessage: 'Clinic details of {name}',
});

interface ClinicValues {
  clinicDay: string[];
  feePerConsultation: number | null;
  appointmentTime: TimeRangeValue;
  consultMinutes: number | null;
}

const rule = (field: 'clinicDay' | 'feePerConsultation' | 'consultMinutes') => [
  zodRule(doctorClinicUpdateSchema, field),
];

/**
 * 'Update Clinic Days': an admin changes a doctor's clinic days,
 * fee and hours, prefilled from the doctor. OK validates, sends update-doctor-clinic and closes.
 */
export default function ClinicDaysModal({ doctor, onClose }: { doctor: Doctor; onClose: () => void }) {
  const [form] = Form.useForm<ClinicValues>();
  const message = useMessage();
  const intl = useIntl();
  const [updateClinic, { isLoading }] = useUpdateDoctorClinicMutation();

  const onFinish = async (values: ClinicValues) => {
    try {
      const response = await updateClinic({
        doctorId: doctor._id,
        clinicDay: values.clinicDay,
        feePerConsultation: Number(values.feePerConsultation),
        appointmentTime: toHHmmPair(values.appointmentTime) ?? ['', ''],
        ...(values.consultMinutes === null ? {} : { consultMinutes: Number(values.consultMinutes) }),
      }).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.updated));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(messages.title)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
    >
      <Form<ClinicValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(formLabel, { name: formatDoctorName(intl, doctor) })}
        initialValues={{
          clinicDay: doctor.clinicDay,
          feePerConsultation: Number(doctor.feePerConsultation) || null,
          appointmentTime: fromHHmmPair(doctor.appointmentTime),
          consultMinutes: doctor.consultMinutes ?? null,
        }}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.clinicDays)}
          name="clinicDay"
          required
          rules={rule('clinicDay')}
        >
          <ClinicDaySelect placeholder={intl.formatMessage(messages.clinicDaysPlaceholder)} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.fee)}
          name="feePerConsultation"
          required
          rules={rule('feePerConsultation')}
        >
          <InputNumber prefix="₦" min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.time)}
          name="appointmentTime"
          required
          rules={[timeRangeRule(intl.formatMessage(messages.timeRequired))]}
        >
          <TimeRangeInput format={TIME_FORMAT} minuteStep={5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.consultMinutes)}
          name="consultMinutes"
          rules={rule('consultMinutes')}
        >
          <InputNumber min={1} max={240} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
