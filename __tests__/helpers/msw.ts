import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Envelope, User } from '../../src/shared/types';

/** The address jsdom's fetch reaches for an API path. */
export const apiUrl = (path: string) => `http://localhost/api${path}`;
const url = apiUrl;

/**
 * The bell's push channel as a quiet server keeps it: open, nothing new. Every signed-in frame
 * opens it, so it is answered unless a test says otherwise (use `pushStream` to send events).
 */
export const quietNotificationStream = http.get(url('/user/notifications-stream'), ({ request }) =>
  eventStreamResponse(request.signal, ['ready']),
);

/** An event-stream response that sends the named events, then stays open until the browser leaves. */
export function eventStreamResponse(signal: AbortSignal, events: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const name of events) controller.enqueue(new TextEncoder().encode(`event: ${name}\ndata: {}\n\n`));
      signal.addEventListener('abort', () => controller.close());
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

/**
 * The waitlist and closed-day reads, answered as a clinic that keeps neither: no waitlist, no
 * closed day, no full date. The booking pickers, the patient's appointments and the closings tables ask on many
 * screens whose tests are not about them; a test about them answers with its own handlers.
 */
export const nothingClosedOrQueued = [
  http.get(url('/user/get-waitlist'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(url('/bookAppointment/closed-dates'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(url('/bookAppointment/full-dates'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(url('/admin/closed-clinic-days'), () =>
    HttpResponse.json({ success: true, data: [], total: 0, page: 1, pageSize: 10 }),
  ),
];

/**
 * An account without family members: the profile and the booking card ask on screens
 * whose tests are not about them.
 */
export const noFamilyMembers = http.get(url('/user/dependants'), () =>
  HttpResponse.json({ success: true, data: [] }),
);

/** The patient home asks for today's places in line; none unless a test says so. */
export const noPlaceInLine = http.get(url('/user/my-queue'), () =>
  HttpResponse.json({ success: true, data: [] }),
);

/** The profile's security sections ask on every profile test; one session, no second factor. */
export const plainSecurity = [
  http.get(url('/user/mfa/status'), () =>
    HttpResponse.json({ success: true, data: { enabled: false, required: false } }),
  ),
  http.get(url('/user/sessions'), () => HttpResponse.json({ success: true, data: [] })),
];

/**
 * No privacy notice published, and so no consent recorded: the sign-up screens and the profile ask on
 * screens whose tests are not about them.
 */
const noPrivacyNotice = [
  http.get(url('/privacy-notice'), () => HttpResponse.json({ success: true, data: null })),
  http.get(url('/user/consent-events'), () =>
    HttpResponse.json({ success: true, data: [], total: 0, totalCapped: false, page: 1, pageSize: 5 }),
  ),
];

/** The network as the browser sees it; each test adds the handlers it needs. */
export const server = setupServer(
  quietNotificationStream,
  noFamilyMembers,
  noPlaceInLine,
  ...nothingClosedOrQueued,
  ...plainSecurity,
  ...noPrivacyNotice,
);

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

/**
 * A paged list endpoint answered from `rows` as the server would page them: it reads page
 * and pageSize from the query string, and records every query string it was asked (as
 * URLSearchParams), so a test can assert what the page sent. `filter` narrows the rows by the query
 * (search, status, …) when a test needs it; `delayMs` per request lets a test race answers.
 */
export function pagedList<T>(
  path: string,
  rows: readonly T[],
  options: {
    filter?: (rows: readonly T[], query: URLSearchParams) => readonly T[];
    /** ms to wait before answering, or a promise to wait for (a test that holds an answer back) */
    delay?: (query: URLSearchParams) => number | Promise<unknown>;
    /** Count only so many rows past the page's start, as the server does (LIST_COUNT_LOOKAHEAD). */
    countLookahead?: number;
  } = {},
) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(url(path), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const wait = options.delay?.(query) ?? 0;
    if (typeof wait !== 'number') await wait;
    else if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const matching = options.filter ? options.filter(rows, query) : rows;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const offset = (page - 1) * pageSize;
    const data = matching.slice(offset, offset + pageSize);
    const countedTo = offset + (options.countLookahead ?? Infinity);
    const totalCapped = data.length === pageSize && matching.length > countedTo;
    const total = totalCapped ? countedTo : matching.length;
    return HttpResponse.json({ success: true, data, total, totalCapped, page, pageSize } as JsonBodyType);
  });
  return { handler, queries };
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
    appointmentMail: true,
    appointmentTexts: true,
    reviewName: true,
    privacy: { currentVersion: null, acceptedVersion: null, acceptedAt: null },
    language: null,
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

/**
 * Every role home's data, empty: for tests of the frame around the pages (menus, sidebar), which
 * land on the homes but are not about them.
 */
export const emptyHomes = () => [
  answer('get', '/admin/dashboard-stats', { success: false, message: 'not under test' }, 500),
  answer('get', '/doctor/dashboard-stats', { success: false, message: 'not under test' }, 500),
  answer('get', '/admin/get-all-appointments', { success: true, data: [] }),
  answer('get', '/doctor/get-appointments-by-doctor-id', { success: true, data: [] }),
  answer('get', '/user/get-appointments-by-user-id', { success: true, data: [] }),
  answer('get', '/user/get-all-approved-doctors', { success: true, data: [] }),
  answer('post', '/doctor/get-doctor-info-by-user-id', { success: false, message: 'not under test' }, 404),
  answer('get', '/media/images', { success: true, data: [] }),
];
