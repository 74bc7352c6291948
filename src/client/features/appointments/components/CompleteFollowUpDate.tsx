import { useMemo, type KeyboardEvent } from 'react';
import { DatePicker, Form, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { clinicDateDisabler, DATE_FORMAT } from '../../../components/clinicDatePicker';

const FOLLOW_UP_DATE_REQUIRED = 'Please select a follow-up date';

/**
 * Required only with Yes. The item stays mounted (hidden) so this check never depends on whether
 * the picker has been drawn yet when the form is submitted right after choosing Yes.
 */
const followUpDateRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: Dayjs | null | undefined) => {
    if (getFieldValue('followUpNeeded') === 'yes' && !value) throw new Error(FOLLOW_UP_DATE_REQUIRED);
  },
});

/** Enter in the picker confirms the typed date; it must not also submit (and complete) at once. */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The follow-up date of the completion form (DD-MM-YYYY, today or later), shown with Yes. */
export default function CompleteFollowUpDate({ shown }: { shown: boolean }) {
  const disabledDate = useMemo(() => clinicDateDisabler(), []);
  return (
    <Form.Item
      label="Follow-up date"
      name="followUpDate"
      required
      hidden={!shown}
      dependencies={['followUpNeeded']}
      rules={[followUpDateRule]}
    >
      <DatePicker
        format={DATE_FORMAT}
        disabledDate={disabledDate}
        placeholder="DD-MM-YYYY"
        style={{ width: '100%' }}
        onKeyDown={keepEnterInPicker}
      />
    </Form.Item>
  );
}
