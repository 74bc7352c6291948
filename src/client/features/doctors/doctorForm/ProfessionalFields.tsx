import { Form, InputNumber } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import TimeRangeInput from '../../../components/TimeRangeInput';
import { doctorRules as rules } from './fieldRules';
import { Cell } from './FormLayout';
import { ClinicDaySelect, SlotSelect, SpecialitySelect } from '../pickers/ReferenceSelects';
import { TIME_FORMAT, timeRangeRule } from './timeRange';

const messages = defineMessages({
  specialization: { id: 'doctors.form.specialization', defaultMessage: 'Specialization' },
  specializationPlaceholder: {
    id: 'doctors.form.specializationPlaceholder',
    defaultMessage: 'Select specialization',
  },
  experience: { id: 'doctors.form.experience', defaultMessage: 'Experience (years)' },
  fee: { id: 'doctors.form.fee', defaultMessage: 'Fee per Consultation' },
  totalSlots: { id: 'doctors.form.totalSlots', defaultMessage: 'Total Slots' },
  totalSlotsPlaceholder: {
    id: 'doctors.form.totalSlotsPlaceholder',
    defaultMessage: 'Select slots per clinic day',
  },
  clinicDays: { id: 'doctors.form.clinicDays', defaultMessage: 'Clinic Days' },
  clinicDaysPlaceholder: { id: 'doctors.form.clinicDaysPlaceholder', defaultMessage: 'Select clinic day(s)' },
  timing: { id: 'doctors.form.timing', defaultMessage: 'Timing' },
  startTime: { id: 'doctors.form.startTime', defaultMessage: 'Start time' },
  endTime: { id: 'doctors.form.endTime', defaultMessage: 'End time' },
});

/** The doctor form's professional part: specialization, experience, fee, slots, clinic days, timing. */
export default function ProfessionalFields() {
  const intl = useIntl();
  return (
    <>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.specialization)}
          name="specialization"
          required
          rules={rules('specialization')}
          validateFirst
        >
          <SpecialitySelect placeholder={intl.formatMessage(messages.specializationPlaceholder)} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.experience)}
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
          label={intl.formatMessage(messages.fee)}
          name="feePerConsultation"
          required
          rules={rules('feePerConsultation')}
          validateFirst
        >
          <InputNumber min={1} precision={0} prefix="₦" style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.totalSlots)}
          name="totalSlots"
          required
          rules={rules('totalSlots')}
          validateFirst
        >
          <SlotSelect placeholder={intl.formatMessage(messages.totalSlotsPlaceholder)} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.clinicDays)}
          name="clinicDay"
          required
          rules={rules('clinicDay')}
          validateFirst
        >
          <ClinicDaySelect placeholder={intl.formatMessage(messages.clinicDaysPlaceholder)} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          label={intl.formatMessage(messages.timing)}
          name="appointmentTime"
          required
          rules={[timeRangeRule()]}
        >
          <TimeRangeInput
            format={TIME_FORMAT}
            order={false}
            placeholder={[intl.formatMessage(messages.startTime), intl.formatMessage(messages.endTime)]}
            // Enter confirms the typed time; it must not also submit the whole form
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Cell>
    </>
  );
}
