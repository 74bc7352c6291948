import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Envelope, User } from '../../src/shared/types';

/** The network as the browser sees it; each test adds the handlers it needs. */
export const server = setupServer();

const url = (path: string) => `http://localhost/api${path}`;

/** A handler answering one API call with an envelope and a status. */
export function answer<T>(method: 'get' | 'post' | 'put', path: string, body: Envelope<T>, status = 200) {
  return http[method](url(path), () => HttpResponse.json(body as JsonBodyType, { status }));
}

/** A handler that records each request body it receives, then answers. */
export function recordCalls<T>(
  method: 'get' | 'post' | 'put',
  path: string,
  body: Envelope<T>,
  status = 200,
) {
  const calls: unknown[] = [];
  const handler = http[method](url(path), async ({ request }) => {
    calls.push(method === 'get' ? null : await request.json().catch(() => null));
    return HttpResponse.json(body as JsonBodyType, { status });
  });
  return { handler, calls };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    name: 'Chiamaka Obi',
    email: 'patient1@clinicbook.local',
    phone: '+234 802 000 0010',
    role: 'patient',
    isAdmin: false,
    isDoctor: false,
    isStaff: false,
    regDoctor: false,
    isBlocked: false,
    isVerified: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    seenNotifications: [],
    unseenNotifications: [],
    ...overrides,
  };
}

/** A token whose payload carries the role flags, as the server's does (the signature is not checked here). */
export function fakeToken(
  flags: Partial<Pick<User, 'isAdmin' | 'isDoctor' | 'isStaff' | 'regDoctor'>> = {},
): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'u-1', ...flags })}.signature`;
}
