import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages } from '@formatjs/intl';

const messages = defineMessages({
  tokenNeeded: {
    id: 'server.operations.metricsTokenNeeded',
    defaultMessage: 'Metrics need the metrics token',
  },
  localOnly: {
    id: 'server.operations.metricsLocalOnly',
    defaultMessage: 'Metrics answer only on this machine',
  },
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics. With a token: whoever sends `Authorization: Bearer <token>` (401
 * otherwise). Without: only a caller on this machine that came straight, not through a proxy
 * (a proxy on the same machine would otherwise pass every outside caller on as loopback).
 */
export function metricsGuard(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected) {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
        return reply.status(401).send({ success: false, message: messages.tokenNeeded });
      }
      return;
    }
    const direct = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!direct || request.headers['x-forwarded-for'] !== undefined) {
      return reply.status(403).send({ success: false, message: messages.localOnly });
    }
  };
}
