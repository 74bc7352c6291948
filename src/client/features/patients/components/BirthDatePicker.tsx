import { forwardRef, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { dateOfBirthMessages, isoDay } from './dateOfBirthRule';

const afterToday = (day: Dayjs) => isoDay(day) > todayAtClinic();

/**
 * Shown as DD-MM-YYYY; typed so, or as its eight digits alone, which is all a phone's digits
 * keyboard has (a typing mask would need the key presses Android's keyboards do not report).
 */
const BIRTH_DATE_FORMATS = [DATE_FORMAT, DATE_FORMAT.replaceAll('-', '')];

/** The picker's text box asking a phone for its digits keyboard: a birth date is typed as eight digits. */
const DigitsInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function DigitsInput(props, ref) {
    return <input {...props} ref={ref} inputMode="numeric" />;
  },
);

/**
 * A date of birth (a family member's, a desk registration's): typed, on a phone from its digits
 * keyboard, or picked from the calendar; never after today at the clinic.
 */
export default function BirthDatePicker(props: {
  id?: string;
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null) => void;
}) {
  const intl = useIntl();
  return (
    <DatePicker
      {...props}
      format={BIRTH_DATE_FORMATS}
      components={{ input: DigitsInput }}
      placeholder={intl.formatMessage(dateOfBirthMessages.placeholder)}
      disabledDate={afterToday}
      style={{ width: '100%' }}
    />
  );
}
