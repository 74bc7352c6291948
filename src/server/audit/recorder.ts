import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { AuditWriter, actorOf, type NewAuditEntry } from './audit';
import { normalizeEmail } from '../accounts';
import type { UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every audit write started so far has finished (tests read the log after it). */
    auditWritesSettled(): Promise<void>;
  }
  interface FastifyRequest {
    /** The record a call made, when its body names none (a registered patient, a dependant added). */
    auditTarget?: string;
    /**
     * Who signed in, for the sign-in calls, which carry no token: set once a sign-in step accepted
     * the user, with what that step did when it is not a finished sign-in.
     */
    auditSignIn?: { user: UserRow; action?: 'sign-in code required' };
  }
}

/** The actor_role of a call made by a SMART API client (src/shared/roles' roles are people's). */
const API_CLIENT_ROLE = 'api-client';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOGIN = '/api/user/login';
/** The sign-in calls: the passcode step and the second factor's step. */
const SIGN_IN_STEPS = new Set([LOGIN, '/api/user/login-mfa']);
/** POSTs that only read: the caller's own user, a doctor's profile, a slot check. */
const READ_ONLY_POSTS = new Set([
  '/api/user/getUser_id',
  '/api/doctor/get-doctor-info-by-id',
  '/api/doctor/get-doctor-info-by-user-id',
  '/api/bookAppointment/check-availability',
  '/api/leave-offer/read',
]);
/** Calls whose only useful target is the submitted email: sign-in, registration, codes, resets. */
const EMAIL_TARGETS = new Set([
  LOGIN,
  '/api/user/register',
  '/api/user/verify-otp',
  '/api/user/resend-otp',
  '/api/reset-Password/generate-reset-otp',
  '/api/reset-Password/reset-password',
  '/api/admin/register',
]);
/** The only fields ever copied from a call: ids. Bodies, passwords, codes and tokens never are. */
// patientId before doctorId: a booking for someone is logged against the patient it is for
const ID_FIELDS = ['appointmentId', 'reviewId', 'patientId', 'dependantId', 'doctorId', 'userId'] as const;
const TARGET_MAX = 200;

const textField = (source: unknown, key: string): string | undefined => {
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, TARGET_MAX) : undefined;
};

function targetOf(request: FastifyRequest, route: string): string | null {
  if (request.auditTarget) return request.auditTarget;
  for (const key of ID_FIELDS) {
    const id = textField(request.params, key) ?? textField(request.body, key);
    if (id) return id;
  }
  const email = EMAIL_TARGETS.has(route) ? textField(request.body, 'email') : undefined;
  return email ? normalizeEmail(email) : null;
}

function entryFor(request: FastifyRequest, reply: FastifyReply): NewAuditEntry {
  // an unknown path has no route pattern: its path alone, never its query string
  const route = request.routeOptions.url ?? request.url.split('?')[0].slice(0, TARGET_MAX);
  const ok = reply.statusCode < 400;
  const target = targetOf(request, route);
  const common = {
    target,
    ip: request.ip,
    status_code: reply.statusCode,
    outcome: ok ? 'success' : 'failure',
  } as const;
  if (SIGN_IN_STEPS.has(route)) {
    const signedIn = request.auditSignIn;
    return {
      ...common,
      ...actorOf(signedIn?.user),
      action: ok && signedIn ? (signedIn.action ?? 'sign-in') : 'sign-in failed',
    };
  }
  const client = request.apiClient;
  if (client) {
    // a system on the FHIR API, named as it was registered; its client id stands for an email
    const resourceId = textField(request.params, 'id');
    return {
      ...common,
      target: target ?? resourceId ?? null,
      actor_id: null,
      actor_email: client.id,
      actor_name: client.name,
      actor_role: API_CLIENT_ROLE,
      action: `${request.method} ${route}`,
    };
  }
  return { ...common, ...actorOf(request.currentUser), action: `${request.method} ${route}` };
}

/** Every call of a SMART client on the FHIR API, reads included. */
const isFhirCall = (request: FastifyRequest) =>
  request.apiClient !== undefined && request.url.startsWith('/fhir/R4');

/** Reads that hand out a whole person's data: recorded like a change. */
const AUDITED_READS = new Set(['/api/user/my-data', '/api/desk/patient-data']);

const isAudited = (request: FastifyRequest) =>
  isFhirCall(request) ||
  AUDITED_READS.has(request.routeOptions.url ?? '') ||
  (STATE_CHANGING.has(request.method) &&
    request.url.startsWith('/api/') &&
    !READ_ONLY_POSTS.has(request.routeOptions.url ?? ''));

/**
 * Records every sign-in, failed sign-in, state-changing /api call, copy of a person's data and FHIR
 * call of an API client before its answer leaves, so no
 * answered call can miss its row; rows of simultaneous calls share one INSERT. A reply that never
 * passes onSend (the client went away first) is recorded once it ends. A failed write is logged and
 * never reaches the caller.
 */
export function registerAuditLog(app: FastifyInstance, db: Db): void {
  const writer = new AuditWriter(db);
  const recorded = new WeakSet<FastifyRequest>();
  const pending = new Set<Promise<void>>();
  app.decorate('auditWritesSettled', async () => {
    await Promise.all(pending);
  });
  const record = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAudited(request) || recorded.has(request)) return;
    recorded.add(request);
    const write = writer
      .write(entryFor(request, reply))
      .catch((err: unknown) => request.log.error({ err }, 'audit log write failed'));
    pending.add(write);
    try {
      await write;
    } finally {
      pending.delete(write);
    }
  };
  app.addHook('onSend', async (request, reply, payload) => {
    await record(request, reply);
    return payload;
  });
  app.addHook('onResponse', record);
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
}
