import type { ObjectSchema } from '../../lib/zodRule';

type AuthSchemas = typeof import('../../../shared/schemas/auth');
type SchemaName = {
  [K in keyof AuthSchemas]: AuthSchemas[K] extends ObjectSchema ? K : never;
}[keyof AuthSchemas];

/**
 * The account forms' schemas, fetched with zod when a field is first validated rather than with
 * the page: the sign-in screens are everyone's first download, which has a size budget.
 */
export const authSchema = (name: SchemaName) => async (): Promise<ObjectSchema> =>
  (await import('../../../shared/schemas/auth'))[name];
