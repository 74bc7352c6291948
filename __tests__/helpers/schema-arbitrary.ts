import fc from 'fast-check';

/**
 * fast-check arbitraries drawn from the JSON Schemas of the OpenAPI document (the subset zod writes:
 * type, enum, const, anyOf, properties/required, items/prefixItems, bounds, format, pattern,
 * examples). Each field is now and then replaced by any JSON value, so the run sends valid and
 * invalid input alike, as Schemathesis does.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  examples?: unknown[];
  default?: unknown;
};

/**
 * What a draw needs beside the schema: how a `$ref` to `#/components/schemas/…` is read, and the ids
 * to send (records that exist beside random ones, so some calls reach a handler's work).
 */
export interface Draw {
  resolve: (ref: string) => JsonSchema;
  uuid: fc.Arbitrary<string>;
}

/** Any JSON value, kept small: the invalid half of the inputs. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringOf(schema: JsonSchema, draw: Draw): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return draw.uuid;
    case 'email':
      return fc.emailAddress();
    case 'date':
      return isoDate;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern fast-check cannot invert: plain strings, which the server must refuse cleanly
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const [low, high] = [Math.max(min, -1e6), Math.min(max, 1e6)];
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, child]) => [
      name,
      // a field now and then holds anything at all
      fc.oneof(
        { arbitrary: arbitraryOf(child, draw, depth + 1), weight: 5 },
        { arbitrary: anyJson, weight: 1 },
      ),
    ]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values the schema describes (mostly valid: a field is replaced by any JSON value one time in six). */
export function arbitraryOf(schema: JsonSchema, draw: Draw, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) return arbitraryOf(draw.resolve(schema.$ref), draw, depth);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, draw, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], draw, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const base = baseOf(schema, draw, depth);
  return schema.examples?.length ? fc.oneof(fc.constantFrom(...schema.examples), base) : base;
}

function baseOf(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => baseOf({ ...schema, type }, draw, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema, draw);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, draw, depth + 1)));
      return fc.array(schema.items ? arbitraryOf(schema.items, draw, depth + 1) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectOf(schema, draw, depth);
    default:
      return anyJson;
  }
}
