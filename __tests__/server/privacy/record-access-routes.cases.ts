import type { RouteOptions } from 'fastify';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { LOGGED_READS, NOT_PATIENT_DATA } from '../../helpers/patient-data-routes';

/**
 * Every route that can answer a patient's data records the read: a route whose declared answer
 * carries a person's fields (or any read outside /api, where FHIR answers declare no schema) either
 * declares `patientData`, and then has a case in record-access.cases.ts proving it logs one entry,
 * or stands in __tests__/helpers/patient-data-routes.ts with its reason. A new such route fails here.
 */

/** The fields that name or reach a person in an answer. */
const PERSON_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'phoneNumber',
  'dateOfBirth',
  'userId',
  'userInfo',
  'patientId',
  'patientName',
  'patientPhone',
  'firstName',
]);

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}
interface Document {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components: { schemas: Record<string, JsonSchema> };
}

const routes: Array<{ key: string; declared: boolean }> = [];
let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || route.url.startsWith('/api/docs') || route.url === '/api/openapi.json')
          continue;
        const config = route.config as { patientData?: string } | undefined;
        routes.push({ key: `${method} ${route.url}`, declared: Boolean(config?.patientData) });
      }
    },
  });
  document = (await get(server, '/api/openapi.json')).body as unknown as Document;
}, 180_000);
afterAll(() => server.close());

function fieldsOf(schema: JsonSchema | undefined, seen = new Set<JsonSchema>(), out = new Set<string>()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return out;
  seen.add(schema);
  if (schema.$ref) fieldsOf(document.components.schemas[schema.$ref.split('/').pop() as string], seen, out);
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    fieldsOf(inner, seen, out);
  }
  for (const inner of [
    schema.items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    fieldsOf(inner, seen, out);
  }
  if (typeof schema.additionalProperties === 'object') fieldsOf(schema.additionalProperties, seen, out);
  return out;
}

/** Whether a route's successful answers may carry a person's data. */
function carriesPersons(key: string): boolean {
  const [method, url] = key.split(' ');
  if (!url.startsWith('/api/')) return method === 'GET' || method === 'POST' || method === 'PATCH';
  const operation = document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
  const answers = Object.entries(operation?.responses ?? {}).filter(([status]) => status.startsWith('2'));
  return answers.some(([, answer]) =>
    Object.values(answer.content ?? {}).some(({ schema }) =>
      [...fieldsOf(schema)].some((field) => PERSON_FIELDS.has(field)),
    ),
  );
}

test('every route that answers a person’s data records the read or says why it need not', () => {
  const candidates = routes.filter(({ key }) => carriesPersons(key));
  expect(candidates.length).toBeGreaterThan(40);
  const unaccounted = candidates.filter(({ key, declared }) => !declared && !(key in NOT_PATIENT_DATA));
  expect(unaccounted.map(({ key }) => key)).toEqual([]);
  // a route listed as needing no log must not log, nor be gone
  const known = new Set(candidates.map(({ key }) => key));
  const stale = Object.keys(NOT_PATIENT_DATA).filter(
    (key) => !known.has(key) || routes.some((route) => route.key === key && route.declared),
  );
  expect(stale).toEqual([]);
});

test('every route that records reads has a case proving it logs exactly one entry per patient', () => {
  const declared = [...new Set(routes.filter(({ declared }) => declared).map(({ key }) => key))].sort();
  expect(declared.length).toBeGreaterThanOrEqual(12);
  expect([...LOGGED_READS].sort()).toEqual(declared);
});
