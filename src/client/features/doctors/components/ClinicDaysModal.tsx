import { Form, InputNumber, Modal } from 'antd';
import TimeRangeInput from '../../../components/TimeRangeInput';
import { errorMessage } from '../../../app/api';
import { zodRule } from '../../../components/zodRule';
import type { Doctor } from '../../../../shared/types';
import { doctorClinicUpdateSchema } from '../../../../shared/schemas/doctors';
import { useUpdateDoctorClinicMutation } from '../doctorsApi';
import { ClinicDaySelect } from './ReferenceSelects';
import { fromHHmmPair, TIME_FORMAT, timeRangeRule, toHHmmPair, type TimeRangeValue } from './timeRange';
import { useMessage } from '../../../app/messages';

const TIME_MESSAGE = 'Please select appointment time';
const SUCCESS = 'Doctor clinic details updated successfully';

interface ClinicValues {
  clinicDay: string[];
  feePerConsultation: number | null;
  appointmentTime: TimeRangeValue;
}

const rule = (field: 'clinicDay' | 'feePerConsultation') => [zodRule(doctorClinicUpdateSchema, field)];

/**
 * 'Update Clinic Days' (spec 2.4, 5 'Doctor edit modal'): an admin changes a doctor's clinic days,
 * fee and hours, prefilled from the doctor. OK validates, sends update-doctor-clinic and closes.
 */
export default function ClinicDaysModal({ doctor, onClose }: { doctor: Doctor; onClose: () => void }) {
  const [form] = Form.useForm<ClinicValues>();
  const message = useMessage();
  const [updateClinic, { isLoading }] = useUpdateDoctorClinicMutation();

  const onFinish = async (values: ClinicValues) => {
    try {
      const response = await updateClinic({
        doctorId: doctor._id,
        clinicDay: values.clinicDay,
        feePerConsultation: Number(values.feePerConsultation),
        appointmentTime: toHHmmPair(values.appointmentTime) ?? ['', ''],
      }).unwrap();
      void message.success(response.message ?? SUCCESS);
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title="Update Clinic Days"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
    >
      <Form<ClinicValues>
        form={form}
        layout="vertical"
        aria-label={`Clinic details of Dr. ${doctor.firstName} ${doctor.lastName}`}
        initialValues={{
          clinicDay: doctor.clinicDay,
          feePerConsultation: Number(doctor.feePerConsultation) || null,
          appointmentTime: fromHHmmPair(doctor.appointmentTime),
        }}
        onFinish={onFinish}
      >
        <Form.Item label="Clinic Days" name="clinicDay" required rules={rule('clinicDay')}>
          <ClinicDaySelect placeholder="Select clinic days" />
        </Form.Item>
        <Form.Item
          label="Fee per Consultation"
          name="feePerConsultation"
          required
          rules={rule('feePerConsultation')}
        >
          <InputNumber prefix="₦" min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Appointment Time"
          name="appointmentTime"
          required
          rules={[timeRangeRule(TIME_MESSAGE)]}
        >
          <TimeRangeInput format={TIME_FORMAT} minuteStep={5} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
