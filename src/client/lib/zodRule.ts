import type { FormRule } from 'antd';
import type { z } from 'zod';
import { getIntl } from '../i18n/intl';

export type ObjectSchema = z.ZodObject<z.ZodRawShape>;
/** A schema, or a loader for one that comes (with zod) in its own chunk on first validation. */
export type SchemaSource = ObjectSchema | (() => Promise<ObjectSchema>);

const resolve = (source: SchemaSource) => (typeof source === 'function' ? source() : source);

/**
 * A zod issue's message in the language on screen. The shared schemas carry a shared message's id,
 * or its id and values as JSON (src/shared/validationMessages.ts says how); those are formatted with
 * the current language's catalogue. Any other text (zod's own defaults, a plain English message a
 * screen passed in) is shown as it is. The messages' module comes with the first problem found, as
 * the schemas themselves do, so the sign-in screens' first download stays as it was.
 */
export async function issueText(message: string | undefined): Promise<string | undefined> {
  if (!message) return message;
  const { sharedMessage } = await import('../../shared/validationMessages');
  const text = sharedMessage(message);
  return text ? getIntl().formatMessage(text, text.values) : message;
}

/**
 * An antd Form rule for one field, from the same zod schema the server validates with, so both
 * show the product's exact messages (in the language on screen). Object-level checks (passcodes that
 * must match) run with the form's other values. Mark the Form.Item `required` for the asterisk; the
 * message comes from here.
 */
export function zodRule(source: SchemaSource, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const schema = await resolve(source);
      // the shared schemas are built with zod's classic API, so every field has its methods; calling
      // them keeps zod itself out of this module (and out of the sign-in screens' first download)
      const fieldSchema = schema.shape[field] as z.ZodType | undefined;
      const own = fieldSchema?.safeParse(value ?? '');
      if (own && !own.success) throw new Error(await issueText(own.error.issues[0]?.message));
      const whole = schema.safeParse({ ...getFieldsValue(true), [field]: value ?? '' });
      const crossField = whole.success ? undefined : whole.error.issues.find((i) => i.path[0] === field);
      if (crossField) throw new Error(await issueText(crossField.message));
    },
  });
}
