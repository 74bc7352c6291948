import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { headersFor, makeWorld, type World } from '../../helpers/endpoints';
import { anyJson, arbitraryOf, type Draw, type JsonSchema } from '../../helpers/schema-arbitrary';

/**
 * A property-based run over the OpenAPI document, as Schemathesis runs one: for every operation,
 * inputs drawn from its declared schemas (valid ones, and ones with fields replaced by any JSON
 * value), sent as a guest, a patient, a doctor, staff and an admin. No answer may be a 5xx, and
 * every 2xx must parse by the reply schema the route declares. FUZZ_RUNS sets the examples per
 * operation and caller (default 3).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const CALLERS = ['anonymous', 'patient', 'doctor', 'staff', 'admin'] as const;
type FuzzCaller = (typeof CALLERS)[number];

/** Streams never end, and a multipart upload is no JSON body: the security suite sends those their own bad input. */
const SKIPPED = new Set([
  'GET /api/user/notifications-stream',
  'GET /api/board/stream',
  'POST /api/admin/upload-images',
]);
/** Calls that end the caller's session: each gets a session of its own, so the run's callers stay signed in. */
const ENDS_SESSION = new Set(['POST /api/user/logout', 'POST /api/user/revoke-all-sessions']);
/** …but this one ends all of them, the run's own too. */
const SIGNS_OUT = new Set(['/api/user/revoke-all-sessions']);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface Request {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

let server: TestServer;
let world: World;
let document: Document;
const replies = new Map<string, Record<string, z.ZodType>>();

beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      const response = route.schema?.response as Record<string, z.ZodType> | undefined;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (response) replies.set(`${method} ${route.url}`, response);
    },
  });
  world = await makeWorld(server);
  document = (await get(server, '/api/openapi.json')).body as unknown as Document;
});
afterAll(() => server.close());

/** The ids the world holds, beside random ones, so some calls reach real records. */
const someId = () =>
  fc.oneof(
    fc.uuid(),
    fc.constantFrom(world.appointmentId, world.doctorId, world.reviewId, world.bystanderId),
  );

/** Drawn ids are the world's records or random ones; `$ref`s are read from the document. */
const draw = (): Draw => ({
  resolve: (ref) => document.components.schemas[ref.replace('#/components/schemas/', '')],
  uuid: someId(),
});

function requestOf(operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const group = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === where)
          .map((p) => [p.name, where === 'path' ? someId() : arbitraryOf(p.schema, draw())]),
      ),
      {
        requiredKeys: parameters
          .filter((p) => p.in === where && (p.required || where === 'path'))
          .map((p) => p.name),
      },
    );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: group('path'),
    query: group('query'),
    body: bodySchema
      ? fc.oneof({ arbitrary: arbitraryOf(bodySchema, draw()), weight: 5 }, { arbitrary: anyJson, weight: 1 })
      : fc.constant(undefined),
  });
}

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

interface Failure {
  call: string;
  caller: FuzzCaller;
  status: number;
  request: Request;
  body: string;
}

test('every operation, every caller: no 5xx, and every success matches its declared schema', async () => {
  const failures: Failure[] = [];
  let examples = 0;
  let operations = 0;
  let successes = 0;
  // the calls that end every session of their caller go last: after them the callers are signed out
  const calls = Object.entries(document.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    )
    .filter(({ path, method }) => !SKIPPED.has(`${method.toUpperCase()} ${path}`))
    .sort((a, b) => Number(SIGNS_OUT.has(a.path)) - Number(SIGNS_OUT.has(b.path)));
  for (const { path, method, operation } of calls) {
    const call = `${method.toUpperCase()} ${path}`;
    operations += 1;
    const fastifyUrl = path.replace(/\{([^}]+)\}/g, ':$1');
    const declared = replies.get(`${method.toUpperCase()} ${fastifyUrl}`);
    for (const caller of CALLERS) {
      // beside the drawn ones, the call with nothing optional: no query, the body's own example
      const plain: Request = {
        path: fc.sample(requestOf(operation), 1)[0].path,
        query: {},
        body: operation.requestBody?.content['application/json']?.example,
      };
      const samples = [plain, ...fc.sample(requestOf(operation), RUNS)];
      for (const request of samples) {
        examples += 1;
        const url =
          path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(request.path[name]))) +
          queryString(request.query);
        const ends = ENDS_SESSION.has(call) ? { endsSession: true as const } : {};
        const headers = await headersFor(server, world, ends, caller);
        const res = await server.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(request.body === undefined
            ? { headers }
            : {
                headers: { ...headers, 'content-type': 'application/json' },
                payload: JSON.stringify(request.body),
              }),
        });
        if (res.statusCode < 300) successes += 1;
        const schema = declared?.[String(res.statusCode)];
        const breaks = res.statusCode < 300 && schema && !schema.safeParse(res.json()).success;
        if (res.statusCode >= 500 || breaks) {
          failures.push({ call, caller, status: res.statusCode, request, body: res.body.slice(0, 300) });
        }
      }
    }
  }
  process.stdout.write(
    `contract fuzz: ${operations} operations, ${examples} examples (${successes} answered 2xx), ${failures.length} failures\n`,
  );
  expect(operations).toBeGreaterThan(100);
  // the inputs reach the handlers, not only the validators
  expect(successes).toBeGreaterThan(100);
  expect(failures).toEqual([]);
});
