import { DatePicker, Form, Input } from 'antd';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import { leaveDayDisabler } from './closingDays';

/** The longest reason a closing or a leave may give. */
const REASON_MAX = 300;

interface DayRangeFieldProps {
  /** the inputs' ids: `<idPrefix>-from` and `<idPrefix>-to` */
  idPrefix: string;
  label: string;
  requiredText: string;
  firstDay: string;
  lastDay: string;
}

/** The first and last day of a closing or of a leave (form field `range`), days past left out. */
export function DayRangeField({ idPrefix, label, requiredText, firstDay, lastDay }: DayRangeFieldProps) {
  return (
    <Form.Item
      label={label}
      name="range"
      htmlFor={`${idPrefix}-from`}
      required
      rules={[{ required: true, message: requiredText }]}
    >
      <DatePicker.RangePicker
        id={{ start: `${idPrefix}-from`, end: `${idPrefix}-to` }}
        format={DATE_FORMAT}
        placeholder={[firstDay, lastDay]}
        disabledDate={leaveDayDisabler}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** The reason a closing or a leave must give (form field `reason`), blanks alone refused. */
export function ReasonField({ label, requiredText }: { label: string; requiredText: string }) {
  return (
    <Form.Item
      label={label}
      name="reason"
      required
      rules={[{ required: true, whitespace: true, message: requiredText }]}
    >
      <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
    </Form.Item>
  );
}
