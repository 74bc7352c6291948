import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's dotted path ('' for object-level issues). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
