import { sql } from 'kysely';
import { drainOutbox, startTestServer, type TestServer } from '../../helpers/server-app';
import {
  CALLERS,
  ENDPOINTS,
  headersFor,
  headersOf,
  makeWorld,
  type Caller,
  type Endpoint,
  type FieldKind,
  type World,
} from '../../helpers/endpoints';

/**
 * Security suite, malformed input: for every route at least 20 bad requests, each answered
 * 4xx with a message (never 5xx, never a success), and the database the same afterwards.
 */

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
});
afterAll(() => server.close());

const SQL = "' OR 1=1; DROP TABLE users; --";
const HTML = '<img src=x onerror="alert(1)">';
const long = (n: number) => 'x'.repeat(n);

/** Values each kind of field must refuse (optional fields also accept null and '', so those are left out there). */
const INVALID: Record<FieldKind, unknown[]> = {
  text: [null, 42, {}, [], '', '   ', long(5000)],
  name: [null, 42, true, {}, ['a'], '', '   ', long(300)],
  email: [null, 42, '', 'not-an-email', 'a@', SQL, HTML, `${long(300)}@example.com`, ['a@b.co']],
  phone: [null, 42, '', 'abc', SQL, '<b>1234567</b>', '1'.repeat(40)],
  password: [null, 42, '', 'short', 'alllowercase1!', `${long(200)}Aa1!`],
  otp: [null, 123456, '', '12345', '1234567', 'abcdef', SQL],
  uuid: [
    null,
    42,
    '',
    'not-a-uuid',
    SQL,
    HTML,
    '../../etc/passwd',
    '00000000-0000-0000-0000-00000000000Z',
    {},
    ['x'],
  ],
  date: [
    null,
    20260101,
    '',
    '31-02-2026',
    '2026-13-01',
    '00:00',
    'tomorrow',
    '2026/01/01',
    SQL,
    '３１-01-2026',
  ],
  time: [null, 1000, '', '00:00', '24:00', '12:60', '9', 'noon', HTML, '10:00:00'],
  timeRange: [
    null,
    '09:00-13:00',
    [],
    ['09:00'],
    ['00:00', '13:00'],
    ['13:00', '09:00'],
    ['25:00', '26:00'],
    [9, 13],
  ],
  clinicDays: [null, 42, '', '   ', long(3000), ['Monday'], 'Not A Day', HTML],
  clinicDayList: [null, 'Monday', [], [''], [42], Array(21).fill('Monday'), [long(100)], [HTML], [SQL]],
  // no null, '', [] or true: coercion turns those into 0 or 1, which some counts accept
  count: [-1, 'abc', '1e309', 1.5, {}, 'NaN', -0.5, 1e12],
  rating: [null, '4', 0, 6, 4.3, -1, 'five', {}],
  enum: [null, 42, '', 'APPROVED', '<b>approved</b>', SQL, ['approved'], 'pending'],
  secret: [null, 42, {}, [], '', long(5000)],
  flag: [null, 'true', 'false', 1, 0, '', [], {}, 'yes'],
};
/** Fields no schema has: sent along with a missing one, they must not stand in for it. */
const EXTRAS = { isAdmin: true, is_admin: true, isDoctor: true, _id: '00000000-0000-4000-8000-000000000000' };
const OPTIONAL = new Set(['schedule_date', 'followUpDate']);

interface Bad {
  label: string;
  payload?: string | object;
  contentType?: string;
  url?: string;
}

/** Bodies that are wrong as a whole, whatever the route expects. */
const WHOLE_BODY: Bad[] = [
  { label: 'broken JSON', payload: '{"email": ', contentType: 'application/json' },
  { label: 'empty JSON body', payload: '', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'JSON array', payload: '[1,2]', contentType: 'application/json' },
  { label: 'JSON string', payload: '"hello"', contentType: 'application/json' },
  { label: 'JSON number', payload: '-42', contentType: 'application/json' },
  { label: 'plain text', payload: 'hello', contentType: 'text/plain' },
  { label: 'form encoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'over the body limit',
    payload: JSON.stringify({ blob: long(1024 * 1024 + 10) }),
    contentType: 'application/json',
  },
  {
    label: '__proto__ poisoning',
    payload: '{"__proto__": {"isAdmin": true}}',
    contentType: 'application/json',
  },
  {
    label: 'constructor poisoning',
    payload: '{"constructor": {"prototype": {"isAdmin": true}}}',
    contentType: 'application/json',
  },
  {
    label: 'deep nesting',
    payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    contentType: 'application/json',
  },
  { label: 'only extra fields', payload: EXTRAS },
];

/** Per field: missing (when required), then every invalid value of its kind, the rest of the body valid. */
function fieldBodies(
  sample: Record<string, unknown>,
  fields: Record<string, FieldKind>,
  optional: readonly string[] = [],
): Bad[] {
  const isOptional = (field: string) => OPTIONAL.has(field) || optional.includes(field);
  return Object.entries(fields).flatMap(([field, kind]) => {
    const { [field]: _dropped, ...without } = sample;
    const missing: Bad[] = isOptional(field)
      ? []
      : [{ label: `${field} missing, extras added`, payload: { ...without, ...EXTRAS } }];
    const values = INVALID[kind].filter((v) => !isOptional(field) || (v !== null && v !== ''));
    return [
      ...missing,
      ...values.map((value) => ({
        label: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
        payload: { ...sample, [field]: value },
      })),
    ];
  });
}

const PARAMS = [
  'not-a-uuid',
  encodeURIComponent(SQL),
  encodeURIComponent(HTML),
  '..%2F..%2Fetc%2Fpasswd',
  long(2000),
  '%00',
  '00000000-0000-4000-8000-000000000000',
  encodeURIComponent('ＡＢＣ'),
  '-1',
  '1e309',
  'null',
  'undefined',
  '%20',
  encodeURIComponent('🙂'),
  'NaN',
  '%5B%5D',
  '%7B%7D',
  '%25',
  encodeURIComponent('\u202e'),
  '0x1F',
  'true',
];

/** A route with path parameters gets odd parameters; one with a query gets odd filters. */
function urlVariants(endpoint: Endpoint): Bad[] {
  if (endpoint.param)
    return PARAMS.map((value) => ({ label: `param ${value.slice(0, 30)}`, url: endpoint.param?.(value) }));
  const base = endpoint.url(world);
  return (endpoint.badQueries ?? []).map((query) => ({
    label: `?${query.slice(0, 40)}`,
    url: `${base}?${query}`,
  }));
}

const UPLOAD_BODIES: Bad[] = [
  { label: 'multipart without boundary', payload: 'garbage', contentType: 'multipart/form-data' },
  {
    label: 'multipart, broken framing',
    payload: '--b\r\nbroken',
    contentType: 'multipart/form-data; boundary=b',
  },
  { label: 'multipart, no parts', payload: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
  {
    label: 'multipart, a text field only',
    payload: '--b\r\nContent-Disposition: form-data; name="images"\r\n\r\nhello\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    label: 'multipart, a file in another field',
    payload:
      '--b\r\nContent-Disposition: form-data; name="other"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    label: 'multipart, a path-like HTML "image"',
    payload: `--b\r\nContent-Disposition: form-data; name="images"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n${HTML}\r\n--b--\r\n`,
    contentType: 'multipart/form-data; boundary=b',
  },
  { label: 'JSON naming a file', payload: { images: ['/etc/passwd'] } },
];

function badRequestsFor(endpoint: Endpoint): Bad[] {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE' || endpoint.method === 'PUT')
    return urlVariants(endpoint);
  const sample = endpoint.body?.(world, callerFor(endpoint)) ?? {};
  const special = endpoint.upload ? UPLOAD_BODIES : [];
  return [...WHOLE_BODY, ...special, ...fieldBodies(sample, endpoint.fields ?? {}, endpoint.optional)];
}

/** The caller who gets furthest: anyone-routes anonymously, the rest as the most privileged admitted role. */
function callerFor(endpoint: Endpoint): Caller {
  if (endpoint.allowed.includes('anonymous')) return 'anonymous';
  return [...CALLERS].reverse().find((c) => endpoint.allowed.includes(c)) ?? 'admin';
}

/** Tables whose rows move by design, left out of the checksum (see databaseChecksum). */
const UNCHECKED = [
  'audit_log',
  'rate_limit_counts',
  'dashboard_tallies',
  'insight_days',
  'insight_hours',
  'insight_doctor_prefix',
  'published_chunks',
  'published_files',
  'published_refresh',
];
let checksumQuery: ReturnType<typeof sql<Record<string, string>>> | undefined;

/**
 * A checksum of every table's rows, one per table, in one statement (the table list is read once:
 * a test adds none). Left out: the audit log and the per-address attempt counts, which record
 * refusals by design; the dashboards' tallies and the insights' rollups with their doctors' running
 * totals, which the background folds from changes made before (once a minute, so a slow run sees a
 * fold); the $bulk-publish copy, which
 * the background builds again every five minutes from what is booked; and a session's last-seen
 * time, which any signed-in call moves on.
 */
async function databaseChecksum(): Promise<Record<string, string>> {
  if (!checksumQuery) {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`.execute(server.db);
    const sums = tables.rows
      .filter(({ name }) => !UNCHECKED.includes(name))
      .map(
        ({ name }) => sql`(
          SELECT md5(coalesce(string_agg((to_jsonb(t) - 'last_seen_at')::text, '|' ORDER BY (to_jsonb(t) - 'last_seen_at')::text), ''))
          FROM ${sql.table(name)} t) AS ${sql.ref(name)}`,
      );
    checksumQuery = sql<Record<string, string>>`SELECT ${sql.join(sums)}`;
  }
  const { rows } = await checksumQuery.execute(server.db);
  return rows[0];
}

const inputless = (e: Endpoint) => e.stream || (!e.fields && !e.param && !e.badQueries && !e.upload);

describe.each(Object.entries(ENDPOINTS).filter(([, e]) => !inputless(e)))('%s', (_name, endpoint) => {
  test('refuses at least 20 bad requests with a 4xx and a message, changing nothing', async () => {
    const bad = badRequestsFor(endpoint);
    expect(bad.length).toBeGreaterThanOrEqual(20);
    const headers = headersOf(world, callerFor(endpoint));
    await drainOutbox(server);
    const before = await databaseChecksum();
    const wrong: string[] = [];
    for (const { label, payload, contentType, url } of bad) {
      const res = await server.app.inject({
        method: endpoint.method,
        url: url ?? endpoint.url(world),
        headers: contentType ? { ...headers, 'content-type': contentType } : headers,
        payload,
      });
      // the OAuth token endpoint says it in RFC 6749's error_description
      const message = String(res.headers['content-type']).includes('json')
        ? (res.json<{ message?: unknown; error_description?: unknown }>().message ??
          res.json<{ error_description?: unknown }>().error_description)
        : undefined;
      if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string' || !message) {
        wrong.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseChecksum()).toEqual(before);
  });
});

/** The routes that take no input at all answer as usual despite a junk query string or body. */
test.each(Object.entries(ENDPOINTS).filter(([, e]) => inputless(e) && !e.stream))(
  '%s ignores junk',
  async (_name, endpoint) => {
    const res = await server.app.inject({
      method: endpoint.method,
      url: `${endpoint.url(world)}?id=${encodeURIComponent(SQL)}&__proto__[isAdmin]=1&x=${long(2000)}`,
      headers: await headersFor(server, world, endpoint, callerFor(endpoint)),
      payload: endpoint.method === 'GET' ? undefined : { userId: SQL, token: HTML, ...EXTRAS },
    });
    expect(res.statusCode).toBe(200);
  },
);
