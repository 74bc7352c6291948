import type { RouteOptions } from 'fastify';
import { validate } from '@readme/openapi-parser';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { AREA_TAGS } from '../../../src/server/plugins/contract';

/**
 * The OpenAPI document GET /api/openapi.json answers: valid OpenAPI 3.1 by a maintained validator,
 * naming every /api route the server registered with its methods, each tagged with its area and
 * saying who may call it; every date field declares its format and an example.
 */

interface Operation {
  tags?: string[];
  security?: unknown[];
  'x-roles'?: string[];
  parameters?: Array<{
    name: string;
    in: string;
    schema?: JsonSchema;
    example?: unknown;
    examples?: unknown;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type JsonSchema = Record<string, unknown>;
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** Every /api route the server registers, and whether it declares its replies. */
const registered: Array<{ method: string; url: string; declared: boolean }> = [];
let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // HEAD routes are Fastify's own twins of GET routes
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        registered.push({ method, url: route.url, declared: Boolean(route.schema?.response) });
      }
    },
  });
  const res = await get(server, '/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body as unknown as Document;
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

/** Fastify's `/x/:id` as OpenAPI writes it, `/x/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

test('the document is valid OpenAPI 3.1', async () => {
  expect(document.openapi).toBe('3.1.0');
  const result = await validate(structuredClone(document) as never);
  expect(result.valid ? [] : result.errors).toEqual([]);
});

test('every /api route the server registered is in the document with its method', () => {
  const api = registered.filter(({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json');
  expect(api.length).toBeGreaterThan(100);
  const missing = api.filter(({ method, url }) => !document.paths[openapiPath(url)]?.[method.toLowerCase()]);
  expect(missing).toEqual([]);
  // and nothing else: FHIR, the token endpoint, the pictures and the page itself stay out
  const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  expect(documented.sort()).toEqual(
    [...new Set(api.map(({ method, url }) => `${method} ${openapiPath(url)}`))].sort(),
  );
});

test('every /api route declares its replies', () => {
  const undeclared = registered
    .filter(({ declared, url }) => !declared && !url.startsWith('/api/docs') && url !== '/api/openapi.json')
    .map(({ method, url }) => `${method} ${url}`);
  expect(undeclared).toEqual([]);
});

test('each operation is tagged with its area and says who may call it', () => {
  const areas = Object.keys(AREA_TAGS);
  expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const { path, method, operation } of operations()) {
    const where = `${method} ${path}`;
    expect([where, operation.tags?.length]).toEqual([where, 1]);
    expect(areas).toContain(operation.tags?.[0]);
    const roles = operation['x-roles'] ?? [];
    expect([where, roles.length > 0]).toEqual([where, true]);
    // a public call needs no token; any other names the bearer scheme
    expect([where, operation.security]).toEqual([where, roles[0] === 'anyone' ? [] : [{ bearer: [] }]]);
    expect(operation.responses['500']).toBeDefined();
  }
});

test('the guards the document names are the routes’ own', () => {
  const booking = document.paths['/api/bookAppointment/book-appointment'].post;
  expect(booking['x-roles']).toEqual(['patient', 'regDoctor', 'staff', 'admin']);
  expect(document.paths['/api/admin/get-all-appointments'].get['x-roles']).toEqual(['staff', 'admin']);
  expect(document.paths['/api/bookAppointment/cancel-appointment'].post['x-roles']).toEqual(['signed-in']);
  expect(document.paths['/api/user/get-all-clinic-day'].get['x-roles']).toEqual(['anyone']);
});

test('the main calls carry examples, and every refusal the shared error shape', () => {
  const booking = document.paths['/api/bookAppointment/book-appointment'].post;
  // one example: @fastify/swagger gives it to the media type
  const media = booking.requestBody?.content['application/json'] as { example?: unknown };
  expect(media.example).toMatchObject({ date: '24-12-2026', time: '10:30' });
  expect(booking.responses['400'].content?.['application/json'].schema).toEqual({
    $ref: '#/components/schemas/Error',
  });
  expect(document.components.schemas.Error).toMatchObject({
    type: 'object',
    required: expect.arrayContaining(['success', 'message']),
  });
});

/** Every schema in the document with the name it sits under, walked through properties and items. */
function* namedSchemas(schema: unknown, name: string): Generator<[string, JsonSchema]> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  yield [name, node];
  for (const [key, child] of Object.entries((node.properties as Record<string, unknown>) ?? {})) {
    yield* namedSchemas(child, key);
  }
  for (const key of ['items', 'additionalProperties']) yield* namedSchemas(node[key], name);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    for (const child of (node[key] as unknown[]) ?? []) yield* namedSchemas(child, name);
  }
}

/** A field that holds a calendar date or an instant, by the names the API gives them. */
const DATE_FIELD = /(^date|Date|_date|At$|^at$|^from$|^to$|^bucket$)/;

test('every date field declares its format (or pattern) and an example', () => {
  const roots: Array<[string, unknown]> = [
    ...Object.entries(document.components.schemas),
    ...operations().flatMap(({ operation }) => [
      // a parameter's examples are the parameter's own (`example` or `examples`), not its schema's
      ...(operation.parameters ?? []).map((p): [string, unknown] => [
        p.name,
        { ...p.schema, examples: p.schema?.examples ?? p.examples ?? (p.example ? [p.example] : undefined) },
      ]),
      ...Object.values(operation.requestBody?.content ?? {}).map((c): [string, unknown] => [
        'body',
        c.schema,
      ]),
      ...Object.values(operation.responses).flatMap((r) =>
        Object.values(r.content ?? {}).map((c): [string, unknown] => ['answer', c.schema]),
      ),
    ]),
  ];
  const undeclared = new Set<string>();
  let dates = 0;
  for (const [rootName, root] of roots) {
    for (const [name, schema] of namedSchemas(root, rootName)) {
      if (!DATE_FIELD.test(name) || schema.type === 'object' || schema.type === 'array') continue;
      // a choice of words (a bucket's size) or a reference is no date itself
      if (schema.type === 'null' || schema.anyOf || schema.$ref || schema.enum) continue;
      dates += 1;
      const examples = schema.examples;
      const declared =
        Boolean(schema.format || schema.pattern) &&
        (Array.isArray(examples) || (typeof examples === 'object' && examples !== null));
      if (!declared) undeclared.add(`${name}: ${JSON.stringify(schema)}`);
    }
  }
  expect(dates).toBeGreaterThan(10);
  expect([...undeclared]).toEqual([]);
});

test('answers give calendar dates as YYYY-MM-DD and instants with their offset', () => {
  const appointment = document.components.schemas.Appointment as {
    properties: Record<string, JsonSchema>;
  };
  expect(appointment.properties.date).toMatchObject({ format: 'date', examples: ['2026-12-07'] });
  expect(appointment.properties.createdAt).toMatchObject({ format: 'date-time' });
  const booking = document.paths['/api/bookAppointment/book-appointment'].post;
  const date = (
    booking.requestBody?.content['application/json'].schema.properties as Record<string, JsonSchema>
  ).date;
  expect(date.examples).toEqual(['24-12-2026', '2026-12-24']);
  expect(new RegExp(date.pattern as string).test('24-12-2026')).toBe(true);
  expect(new RegExp(date.pattern as string).test('2026-12-24')).toBe(true);
});
