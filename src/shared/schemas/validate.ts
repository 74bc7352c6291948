export type FieldErrors = Record<string, string>;

/** What a refusal needs of a zod issue: where it is and what it says. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per field, keyed by the field's dotted path ('' for object-level issues). */
export function fieldErrors(issues: readonly FieldIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
