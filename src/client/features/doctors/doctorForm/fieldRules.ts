import type { FormRule } from 'antd';
import { z } from 'zod';
import { defineMessage } from 'react-intl';
import { issueText, zodRule } from '../../../lib/zodRule';
import { getIntl } from '../../../i18n/intl';
import { doctorFormSchema } from '../../../../shared/schemas/doctors';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

const required = defineMessage({ id: 'doctors.form.required', defaultMessage: 'Required' });

/** The message a field's own schema gives when it is left empty, in the language on screen. */
async function emptyMessage(schema: ObjectSchema, field: string): Promise<string> {
  const fieldSchema = schema.shape[field];
  const parsed = fieldSchema ? z.safeParse(fieldSchema, undefined) : undefined;
  const message = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (await issueText(message)) ?? getIntl().formatMessage(required);
}

/**
 * Rules for one field of a shared schema. Numeric fields coerce, so an emptied number input (null)
 * would read as 0 and pass where 0 is allowed (experience): emptiness is refused first, with the
 * schema's own message. Pair with `validateFirst` so one message shows at a time.
 */
export function fieldRules(schema: ObjectSchema, field: string): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '')
          throw new Error(await emptyMessage(schema, field));
      },
    },
    zodRule(schema, field),
  ];
}

/** Rules for a field of the doctor form (the schedule form shares these fields and messages). */
export const doctorRules = (field: keyof typeof doctorFormSchema.shape) =>
  fieldRules(doctorFormSchema, field);
