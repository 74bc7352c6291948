import { Form, InputNumber } from 'antd';
import TimeRangeInput from '../../../components/TimeRangeInput';
import { doctorRules as rules } from './fieldRules';
import { Cell } from './FormLayout';
import { ClinicDaySelect, SlotSelect, SpecialitySelect } from './ReferenceSelects';
import { TIME_FORMAT, timeRangeRule } from './timeRange';

/** Specialization, experience, fee, slots, clinic days and timing (spec 5). */
export default function ProfessionalFields() {
  return (
    <>
      <Cell>
        <Form.Item
          label="Specialization"
          name="specialization"
          required
          rules={rules('specialization')}
          validateFirst
        >
          <SpecialitySelect placeholder="Select specialization" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label="Experience (years)"
          name="experience"
          required
          rules={rules('experience')}
          validateFirst
        >
          <InputNumber min={0} max={70} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label="Fee per Consultation"
          name="feePerConsultation"
          required
          rules={rules('feePerConsultation')}
          validateFirst
        >
          <InputNumber min={1} precision={0} prefix="₦" style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Total Slots" name="totalSlots" required rules={rules('totalSlots')} validateFirst>
          <SlotSelect placeholder="Select slots per clinic day" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Clinic Days" name="clinicDay" required rules={rules('clinicDay')} validateFirst>
          <ClinicDaySelect placeholder="Select clinic day(s)" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label="Timing" name="appointmentTime" required rules={[timeRangeRule()]}>
          <TimeRangeInput
            format={TIME_FORMAT}
            order={false}
            placeholder={['Start time', 'End time']}
            // Enter confirms the typed time; it must not also submit the whole form
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Cell>
    </>
  );
}
