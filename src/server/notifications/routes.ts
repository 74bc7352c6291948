import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { me } from '../plugins/auth';
import type { LiveNotifications } from '../services/live-notifications';
import type { RouteContext } from './context';

const HEARTBEAT_MS = 25_000;

/**
 * The push channel of the bell (issue 5): server-sent events over a fetch that carries the bearer
 * header, so the token never sits in a URL. Each event only says "something is new"; the browser
 * then reads the user as usual, so what it shows always comes from the same call.
 */
export function liveRoutes(ctx: RouteContext, live: LiveNotifications) {
  return async (app: FastifyInstance) => {
    const open = new Set<ServerResponse>();
    // an open stream would keep app.close() waiting for ever
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get('/user/notifications-stream', { preHandler: ctx.guard() }, (request, reply) => {
      const user = me(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Content-Type-Options': 'nosniff',
        // proxies must pass each event on at once
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
      open.add(res);
      const unsubscribe = live.subscribe(user.id, () => res.write('event: notification\ndata: {}\n\n'));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    });
  };
}
