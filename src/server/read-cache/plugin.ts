import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Listen } from '../db/connect';
import { DataVersion, VersionedCache } from './read-cache';
import { COMPRESS_THRESHOLD, SerializedBody, preferredEncoding } from './body';
import { startChangeBroadcast } from './broadcast';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** POSTs that only read: the caller's own user, a doctor's profile, a slot check. */
const READ_ONLY_POSTS = new Set([
  '/api/user/getUser_id',
  '/api/doctor/get-doctor-info-by-id',
  '/api/doctor/get-doctor-info-by-user-id',
  '/api/bookAppointment/check-availability',
]);

/** Any other call to the API may have changed something, whether it succeeded or not. */
const mayChangeData = (request: FastifyRequest) =>
  STATE_CHANGING.has(request.method) &&
  request.url.startsWith('/api/') &&
  !READ_ONLY_POSTS.has(request.routeOptions.url ?? '');

export interface ReadCaches {
  /** check-availability's free slots, by patient, doctor, date, time and today. */
  availability: VersionedCache<number>;
  /** A whole JSON answer by name, serialized and compressed once. */
  body(key: string, build: () => Promise<unknown>): Promise<SerializedBody>;
  /**
   * Ends every cached answer at once. Called when a live notification arrives: its change has
   * committed, and the browsers it wakes re-read before the writer's own answer has left.
   */
  invalidate(): void;
}

/**
 * The server's read cache. Every state-changing API call moves the data version on before its
 * answer leaves (so its caller's next read is fresh) and tells the other instances on the database.
 */
export async function registerReadCache(app: FastifyInstance, db: Db, listen?: Listen): Promise<ReadCaches> {
  const version = new DataVersion();
  const broadcast = listen
    ? await startChangeBroadcast(db, listen, randomUUID(), () => version.bump())
    : undefined;
  if (broadcast) app.addHook('onClose', async () => broadcast.stop());

  // a burst of writes sends one announcement at a time, plus one more for those that came meanwhile
  let announcing = false;
  let announceAgain = false;
  const announce = () => {
    if (!broadcast) return;
    if (announcing) {
      announceAgain = true;
      return;
    }
    announcing = true;
    broadcast
      .announce()
      .catch((err: unknown) => app.log.error({ err }, 'read cache: change announcement failed'))
      .finally(() => {
        announcing = false;
        if (announceAgain) {
          announceAgain = false;
          announce();
        }
      });
  };
  const announced = new WeakSet<FastifyRequest>();
  const changed = (request: FastifyRequest) => {
    if (!mayChangeData(request) || announced.has(request)) return;
    announced.add(request);
    version.bump();
    announce();
  };
  app.addHook('onSend', (request, _reply, payload, done) => {
    changed(request);
    done(null, payload);
  });
  // a reply that ended without passing onSend (the client went away first) still counts
  app.addHook('onResponse', (request, _reply, done) => {
    changed(request);
    done();
  });

  // whole answers keyed by a list's query: a page of 100 doctors is tens of KB, so at most
  // a few hundred pages are kept, a few MB
  const bodies = new VersionedCache<SerializedBody>(version, 300);
  return {
    availability: new VersionedCache(version),
    body: (key, build) => bodies.get(key, async () => new SerializedBody(await build())),
    invalidate: () => version.bump(),
  };
}

/** Sends a cached JSON answer, compressed as the client prefers (compressed once, not per request). */
export async function sendBody(request: FastifyRequest, reply: FastifyReply, body: SerializedBody) {
  reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding =
    body.json.length >= COMPRESS_THRESHOLD
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(body.json);
  const encoded = await body.encodedAs(encoding);
  return reply.header('Content-Encoding', encoding).send(encoded);
}
