import type { FormRule } from 'antd';
import { z } from 'zod';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * An antd Form rule for one field, from the same zod schema the server validates with, so both
 * show the spec's exact messages. Object-level checks (passcodes that must match) run with the
 * form's other values. Mark the Form.Item `required` for the asterisk; the message comes from here.
 */
export function zodRule(schema: ObjectSchema, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const fieldSchema = schema.shape[field];
      const own = fieldSchema ? z.safeParse(fieldSchema, value ?? '') : undefined;
      if (own && !own.success) throw new Error(own.error.issues[0]?.message);
      const whole = schema.safeParse({ ...getFieldsValue(true), [field]: value ?? '' });
      const crossField = whole.success ? undefined : whole.error.issues.find((i) => i.path[0] === field);
      if (crossField) throw new Error(crossField.message);
    },
  });
}
