import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';

/**
 * The calls that try a passcode or a code, send mail to whoever is named, or gather a whole
 * person's data, each in a bucket of its own: every bucket allows AUTH_RATE_PER_MINUTE calls per
 * client address per minute.
 */
const RATE_LIMITED_ROUTES: Readonly<Record<string, string>> = {
  '/api/user/login': 'sign-in',
  '/api/user/login-mfa': 'second-factor',
  '/api/user/register': 'registration',
  '/api/user/verify-otp': 'one-time-code',
  '/api/user/resend-otp': 'one-time-code',
  '/api/reset-Password/generate-reset-otp': 'one-time-code',
  '/api/reset-Password/reset-password': 'password-reset',
  // a leave's one-click offer: its key is the only credential
  '/api/leave-offer/read': 'leave-offer',
  '/api/leave-offer/accept': 'leave-offer',
  // SMART Backend Services' token endpoint
  '/oauth2/token': 'token',
  // a copy of everything kept about a person: heavy to gather, and never needed twice a minute
  '/api/user/my-data': 'data-copy',
  '/api/desk/patient-data': 'data-copy',
};

/** The methods a limited route is counted on (a GET route also answers HEAD, which does the same work). */
const LIMITED_METHODS = new Set(['POST', 'GET', 'HEAD']);

const CLEANUP_EVERY_MS = 60_000;

function tooManyAttempts(seconds: number): string {
  return `Too many attempts from this address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * Counts in the database, so every instance on it shares the count: one upsert per call. Windows
 * are the database's calendar minutes, the same for every instance whatever its own clock says.
 */
async function countCall(db: Db, address: string, bucket: string) {
  return db
    .insertInto('rate_limit_counts')
    .values({ minute: sql<Date>`date_trunc('minute', now())`, bucket, address, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['minute', 'bucket', 'address'])
        .doUpdateSet({ hits: sql<number>`rate_limit_counts.hits + 1` }),
    )
    .returning([
      'hits',
      sql<number>`ceil(extract(epoch FROM minute + interval '1 minute' - now()))::int`.as('secondsLeft'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Limits the calls of RATE_LIMITED_ROUTES per client address (request.ip, which believes
 * X-Forwarded-For only from TRUST_PROXY peers). Register before the routes it guards.
 */
export function registerRateLimit(app: FastifyInstance, db: Db, perMinute: number): void {
  let lastCleanup = 0;
  const removePastMinutes = async () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .deleteFrom('rate_limit_counts')
      .where('minute', '<', sql<Date>`date_trunc('minute', now())`)
      .execute();
  };

  const limiterFor = (bucket: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { hits, secondsLeft } = await countCall(db, request.ip, bucket);
    if (hits === 1) await removePastMinutes();
    if (hits <= perMinute) return;
    const seconds = Math.max(1, secondsLeft);
    return (
      reply
        .status(429)
        .header('Retry-After', String(seconds))
        // the seconds in the body too, for a page that counts them down (Verify OTP's "Send the code again")
        .send({ success: false, message: tooManyAttempts(seconds), data: { retryAfter: seconds } })
    );
  };

  app.addHook('onRoute', (route) => {
    const bucket = RATE_LIMITED_ROUTES[route.url];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!bucket || !methods.some((method) => LIMITED_METHODS.has(method))) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [limiterFor(bucket), ...existing];
  });
}
