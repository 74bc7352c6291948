import type { FormRule } from 'antd';
import { defineMessages } from 'react-intl';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { issueText, type ObjectSchema } from '../../../lib/zodRule';
import { ISO_DATE } from '../../../lib/clinicTime/clinicDatePicker';

/** What the date-of-birth pickers of both forms (a family member, a desk registration) say. */
export const dateOfBirthMessages = defineMessages({
  placeholder: { id: 'patients.dateOfBirth.placeholder', defaultMessage: 'DD-MM-YYYY' },
});

/** A picked day as the server takes it ('YYYY-MM-DD'), '' when none. */
export const isoDay = (day: Dayjs | null | undefined): string => (day ? day.format(ISO_DATE) : '');

/**
 * The schema's date-of-birth check for an antd DatePicker field (its value is a dayjs day, the
 * schema's is 'YYYY-MM-DD'), so the picker shows the server's own words for a future date;
 * `required` words a missing one.
 */
export function dateOfBirthRule(schema: ObjectSchema, required?: string): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const fieldSchema = schema.shape.dateOfBirth as z.ZodType | undefined;
      const text = isoDay(value);
      // the schema words a missing date for typed text; a picker asks to select one
      if (!text && required) throw new Error(required);
      const checked = fieldSchema?.safeParse(text === '' ? undefined : text);
      if (checked && !checked.success) throw new Error(await issueText(checked.error.issues[0]?.message));
    },
  };
}
