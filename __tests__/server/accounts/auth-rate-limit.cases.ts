import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readConfig } from '../../../src/server/config';
import {
  createUser,
  GOOD_PASSWORD,
  startSecondInstance,
  startTestServer,
  type TestServer,
} from '../../helpers/server-app';

const LIMIT = 20;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_PER_MINUTE: String(LIMIT) } });
});
afterAll(() => server.close());

/** One POST as a given peer (inject's remoteAddress), optionally behind X-Forwarded-For. */
async function attempt(
  app: FastifyInstance,
  url: string,
  from: string,
  payload: object = {},
  forwardedFor?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; data?: unknown },
    retryAfter: res.headers['retry-after'],
  };
}

/**
 * Counts are per calendar minute of the database's clock. A burst that the minute's turn cut in two
 * saw its count start again half-way; it runs once more, in the minute that has just begun.
 */
async function inOneMinute(burst: () => Promise<void>) {
  const minute = async () =>
    (await sql<{ minute: string }>`SELECT date_trunc('minute', now())::text AS minute`.execute(server.db))
      .rows[0].minute;
  const before = await minute();
  try {
    await burst();
  } catch (failure) {
    if ((await minute()) === before) throw failure;
    await burst();
  }
}

/** A sign-in the server refuses before hashing anything (no passcode): quick, and counted all the same. */
const wrongSignIn = (i: number) => ({ email: `nobody${i}@example.com` });

test('the 21st sign-in from one address within a minute is refused with Retry-After, even with the right passcode', async () => {
  await createUser(server, { email: 'rl-patient@example.com' });
  await inOneMinute(async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await attempt(server.app, '/api/user/login', '198.51.100.10', wrongSignIn(i))).status).toBe(
        400,
      );
    }
    const refused = await attempt(server.app, '/api/user/login', '198.51.100.10', {
      email: 'rl-patient@example.com',
      password: GOOD_PASSWORD,
    });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      success: false,
      message: `Too many attempts from this address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      data: { retryAfter: seconds },
    });
    // another address signs in to the same account at once
    const other = await attempt(server.app, '/api/user/login', '198.51.100.11', {
      email: 'rl-patient@example.com',
      password: GOOD_PASSWORD,
    });
    expect(other.status).toBe(200);
  });
});

test.each([
  ['/api/user/register', '198.51.100.21'],
  ['/api/user/verify-otp', '198.51.100.22'],
  ['/api/user/resend-otp', '198.51.100.26'],
  ['/api/reset-Password/generate-reset-otp', '198.51.100.23'],
  ['/api/reset-Password/reset-password', '198.51.100.24'],
  ['/api/user/login-mfa', '198.51.100.25'],
])('%s allows 20 calls a minute per address, then 429; sign-in keeps its own count', async (url, from) => {
  await inOneMinute(async () => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt(server.app, url, from)).status).toBe(400);
    const refused = await attempt(server.app, url, from);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect((await attempt(server.app, '/api/user/login', from, wrongSignIn(99))).status).toBe(400);
  });
});

test('a code request and a code check share one bucket', async () => {
  await inOneMinute(async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < LIMIT / 2; i++) {
      expect((await attempt(server.app, '/api/user/verify-otp', from)).status).toBe(400);
      expect((await attempt(server.app, '/api/reset-Password/generate-reset-otp', from)).status).toBe(400);
    }
    expect((await attempt(server.app, '/api/user/verify-otp', from)).status).toBe(429);
  });
});

test('asking for the code again shares the code calls’ bucket: the page is told when it may ask again', async () => {
  await inOneMinute(async () => {
    const from = '198.51.100.31';
    const email = { email: 'rl-resend@example.com' };
    for (let i = 0; i < LIMIT / 2; i++) {
      expect((await attempt(server.app, '/api/user/resend-otp', from, email)).status).toBe(200);
      expect((await attempt(server.app, '/api/user/verify-otp', from)).status).toBe(400);
    }
    const refused = await attempt(server.app, '/api/user/resend-otp', from, email);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      success: false,
      message: `Too many attempts from this address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      data: { retryAfter: seconds },
    });
    // the other code calls from that address wait as long
    expect((await attempt(server.app, '/api/reset-Password/generate-reset-otp', from, email)).status).toBe(
      429,
    );
    // another address asks at once
    expect((await attempt(server.app, '/api/user/resend-otp', '198.51.100.32', email)).status).toBe(200);
  });
});

test('two instances on one database together allow 20, not 20 each', async () => {
  const second = await startSecondInstance(server, { AUTH_RATE_PER_MINUTE: String(LIMIT) });
  try {
    await inOneMinute(async () => {
      const from = '198.51.100.40';
      for (let i = 0; i < LIMIT; i++) {
        const app = i % 2 === 0 ? server.app : second.app;
        expect((await attempt(app, '/api/user/login', from, wrongSignIn(i))).status).toBe(400);
      }
      expect((await attempt(server.app, '/api/user/login', from, wrongSignIn(50))).status).toBe(429);
      expect((await attempt(second.app, '/api/user/login', from, wrongSignIn(51))).status).toBe(429);
    });
  } finally {
    await second.close();
  }
});

test('X-Forwarded-For from an untrusted peer is ignored: a new forwarded address each time does not help', async () => {
  await inOneMinute(async () => {
    for (let i = 0; i <= LIMIT; i++) {
      const res = await attempt(
        server.app,
        '/api/user/login',
        '203.0.113.9',
        wrongSignIn(i),
        `192.0.2.${i + 1}`,
      );
      expect(res.status).toBe(i < LIMIT ? 400 : 429);
    }
  });
});

test('X-Forwarded-For from a trusted proxy (loopback by default) names the client counted', async () => {
  await inOneMinute(async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await attempt(server.app, '/api/user/login', '127.0.0.1', wrongSignIn(i), '192.0.2.200');
      expect(res.status).toBe(400);
    }
    expect(
      (await attempt(server.app, '/api/user/login', '127.0.0.1', wrongSignIn(60), '192.0.2.200')).status,
    ).toBe(429);
    // another client behind the same proxy, and the proxy's own address, are counted apart
    expect(
      (await attempt(server.app, '/api/user/login', '127.0.0.1', wrongSignIn(61), '192.0.2.201')).status,
    ).toBe(400);
  });
});

test('TRUST_PROXY names the proxies; "none" trusts even loopback no more', async () => {
  const named = await startSecondInstance(server, { AUTH_RATE_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' });
  const none = await startSecondInstance(server, { AUTH_RATE_PER_MINUTE: '1', TRUST_PROXY: 'none' });
  try {
    await inOneMinute(async () => {
      expect(
        (await attempt(named.app, '/api/user/login', '10.1.2.3', wrongSignIn(1), '192.0.2.71')).status,
      ).toBe(400);
      expect(
        (await attempt(named.app, '/api/user/login', '10.1.2.3', wrongSignIn(2), '192.0.2.72')).status,
      ).toBe(400);
      expect(
        (await attempt(none.app, '/api/user/login', '127.0.0.3', wrongSignIn(3), '192.0.2.73')).status,
      ).toBe(400);
      expect(
        (await attempt(none.app, '/api/user/login', '127.0.0.3', wrongSignIn(4), '192.0.2.74')).status,
      ).toBe(429);
    });
  } finally {
    await named.close();
    await none.close();
  }
});

test('counts of past minutes are removed', async () => {
  await server.db
    .insertInto('rate_limit_counts')
    .values({ minute: new Date(Date.now() - 10 * 60_000), bucket: 'sign-in', address: '192.0.2.99', hits: 5 })
    .execute();
  // a fresh instance cleans up on its first new count
  const second = await startSecondInstance(server, { AUTH_RATE_PER_MINUTE: String(LIMIT) });
  try {
    await attempt(second.app, '/api/user/login', '198.51.100.50', wrongSignIn(1));
    const left = await server.db
      .selectFrom('rate_limit_counts')
      .select('address')
      .where('address', '=', '192.0.2.99')
      .execute();
    expect(left).toEqual([]);
  } finally {
    await second.close();
  }
});

test('AUTH_RATE_PER_MINUTE and TRUST_PROXY are checked at start', () => {
  expect(readConfig({}).authRatePerMinute).toBe(20);
  expect(readConfig({}).trustProxy).toEqual(['loopback']);
  expect(readConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16 ' }).trustProxy).toEqual([
    '10.0.0.5',
    '192.168.0.0/16',
  ]);
  expect(() => readConfig({ AUTH_RATE_PER_MINUTE: '0' })).toThrow(
    'AUTH_RATE_PER_MINUTE must be a number from 1 to 1000000, not "0"',
  );
  expect(() => readConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(
    'TRUST_PROXY must be "none" or a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal, not "proxy.local"',
  );
  expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not "10.0.0.0/33"');
});

test('a copy of a person’s data is limited too, the person’s and the desk’s in one bucket, HEAD counted', async () => {
  const from = '198.51.100.40';
  const fetchCopy = async (method: 'GET' | 'HEAD', url: string) =>
    (await server.app.inject({ method, url, remoteAddress: from })).statusCode;
  await inOneMinute(async () => {
    for (let i = 0; i < LIMIT / 2; i++) {
      expect(await fetchCopy('GET', '/api/user/my-data')).toBe(401);
      expect(await fetchCopy('HEAD', '/api/desk/patient-data')).toBe(401);
    }
    expect(await fetchCopy('GET', '/api/desk/patient-data')).toBe(429);
    expect(await fetchCopy('GET', '/api/user/my-data')).toBe(429);
  });
});
