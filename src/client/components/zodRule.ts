import type { FormRule } from 'antd';
import type { z } from 'zod';

export type ObjectSchema = z.ZodObject<z.ZodRawShape>;
/** A schema, or a loader for one that comes (with zod) in its own chunk on first validation. */
export type SchemaSource = ObjectSchema | (() => Promise<ObjectSchema>);

const resolve = (source: SchemaSource) => (typeof source === 'function' ? source() : source);

/**
 * An antd Form rule for one field, from the same zod schema the server validates with, so both
 * show the spec's exact messages. Object-level checks (passcodes that must match) run with the
 * form's other values. Mark the Form.Item `required` for the asterisk; the message comes from here.
 */
export function zodRule(source: SchemaSource, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const schema = await resolve(source);
      // the shared schemas are built with zod's classic API, so every field has its methods; calling
      // them keeps zod itself out of this module (and out of the sign-in screens' first download)
      const fieldSchema = schema.shape[field] as z.ZodType | undefined;
      const own = fieldSchema?.safeParse(value ?? '');
      if (own && !own.success) throw new Error(own.error.issues[0]?.message);
      const whole = schema.safeParse({ ...getFieldsValue(true), [field]: value ?? '' });
      const crossField = whole.success ? undefined : whole.error.issues.find((i) => i.path[0] === field);
      if (crossField) throw new Error(crossField.message);
    },
  });
}
