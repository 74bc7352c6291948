import { useMemo, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { DatePicker, Form, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { clinicDateDisabler, DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';

const messages = defineMessages({
  required: { id: 'appointments.followUpDate.required', defaultMessage: 'Please select a follow-up date' },
  label: { id: 'appointments.followUpDate.label', defaultMessage: 'Follow-up date' },
  placeholder: { id: 'appointments.followUpDate.placeholder', defaultMessage: 'DD-MM-YYYY' },
});

/**
 * Required only with Yes. The item stays mounted (hidden) so this check never depends on whether
 * the picker has been drawn yet when the form is submitted right after choosing Yes.
 */
const followUpDateRule =
  (intl: IntlShape): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (getFieldValue('followUpNeeded') === 'yes' && !value) {
        throw new Error(intl.formatMessage(messages.required));
      }
    },
  });

/** Enter in the picker confirms the typed date; it must not also submit (and complete) at once. */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The follow-up date of the completion form (DD-MM-YYYY, today or later), shown with Yes. */
export default function CompleteFollowUpDate({ shown }: { shown: boolean }) {
  const intl = useIntl();
  const disabledDate = useMemo(() => clinicDateDisabler(), []);
  return (
    <Form.Item
      label={intl.formatMessage(messages.label)}
      name="followUpDate"
      required
      hidden={!shown}
      dependencies={['followUpNeeded']}
      rules={[followUpDateRule(intl)]}
    >
      <DatePicker
        format={DATE_FORMAT}
        disabledDate={disabledDate}
        placeholder={intl.formatMessage(messages.placeholder)}
        style={{ width: '100%' }}
        onKeyDown={keepEnterInPicker}
      />
    </Form.Item>
  );
}
