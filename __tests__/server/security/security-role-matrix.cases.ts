import { startTestServer, type TestServer } from '../../helpers/server-app';
import { FORBIDDEN } from '../../helpers/doctor-fixtures';
import {
  CALLERS,
  ENDPOINTS,
  headersFor,
  makeWorld,
  type Caller,
  type Endpoint,
  type World,
} from '../../helpers/endpoints';

/** Security suite: every route × every caller against the callers that route admits. */

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
});
afterAll(() => server.close());

async function callAs(endpoint: Endpoint, caller: Caller) {
  const res = await server.app.inject({
    method: endpoint.method,
    url: endpoint.url(world),
    headers: await headersFor(server, world, endpoint, caller),
    payload: endpoint.body?.(world, caller),
  });
  // /metrics answers Prometheus text, not the envelope
  const body = res.headers['content-type']?.toString().startsWith('application/json')
    ? res.json<{ success: boolean; message?: string }>()
    : { success: res.statusCode < 400, message: undefined };
  return { status: res.statusCode, body };
}

/**
 * Every route the server registers, as "METHOD /path" (HEAD twins of GET left out). printRoutes draws
 * a tree: a route under another (`/Appointment/:id` under `/Appointment`) is a line indented four
 * characters deeper that holds only its own part of the path.
 */
function registeredRoutes(): string[] {
  const lines = server.app.printRoutes({ commonPrefix: false }).split('\n');
  const parents: string[] = [];
  return lines.flatMap((line) => {
    // a segment is a path's next part: '-data' under '/api/desk/patient' is '/api/desk/patient-data'
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line) ?? /^([│ ]*)[├└]── (\S+)$/.exec(line);
    if (!match) return [];
    const depth = match[1].length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    if (!match[3]) return [];
    return match[3]
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${path}`);
  });
}

/**
 * The FHIR API is not a caller-role route: it admits SMART access tokens, scope by scope,
 * and answers OperationOutcomes; fhir-api.cases.ts and smart-backend-services.cases.ts hold its
 * refusals. Its discovery document is public and listed here.
 */
/**
 * The second sign-in step is not one either: anyone may call it, and what it admits is the holder of
 * a sign-in's challenge, not a role; mfa-login.cases.ts holds its refusals. Nor are the API reference
 * page's own files (Swagger UI's scripts and the document again as JSON and YAML), public like the
 * page itself, which is listed.
 */
const NOT_ROLE_ROUTES = new Set(['POST /api/user/login-mfa']);
const ROLE_ROUTE = (route: string) =>
  !/ \/fhir\/R4\/(?!\.well-known\/)/.test(route) &&
  !/^GET \/api\/docs\/./.test(route) &&
  !NOT_ROLE_ROUTES.has(route);

/** The route pattern an endpoint's URL was made from (path parameters, last or not, back to `:param`). */
const patternOf = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint
    .url(world)
    .replace(/\?.*$/, '')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/, ':param')}`;

test('the matrix lists every route the server registers, and nothing else', () => {
  const listed = Object.values(ENDPOINTS).map(patternOf).sort();
  const routes = registeredRoutes()
    .filter(ROLE_ROUTE)
    .map((route) => route.replace(/:\w+(?=\/|$)/, ':param'))
    .sort();
  expect(listed).toEqual(routes);
});

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  const refused = CALLERS.filter((caller) => !endpoint.allowed.includes(caller));
  const admitted = endpoint.stream ? [] : endpoint.allowed;

  if (refused.length > 0) {
    test.each(refused)('refuses %s', async (caller) => {
      const { status, body } = await callAs(endpoint, caller);
      if (caller === 'anonymous') {
        expect(status).toBe(401);
        expect(body.success).toBe(false);
        expect(body.message).toEqual(expect.any(String));
      } else {
        expect({ status, body }).toEqual({ status: 403, body: FORBIDDEN });
      }
    });
  }

  if (admitted.length > 0) {
    // an admitted caller may still fail a business rule with the sample body, but never the guard
    test.each(admitted)('admits %s', async (caller) => {
      const { status, body } = await callAs(endpoint, caller);
      expect(status).not.toBe(401);
      expect(body.message).not.toBe(FORBIDDEN.message);
      expect(status).toBeLessThan(500);
    });
  }
});
