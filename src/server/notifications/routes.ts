import type { FastifyInstance } from 'fastify';
import { me } from '../plugins/auth';
import { liveChannel, type LiveNotifications } from './live-notifications';
import type { RouteContext } from '../context';
import { eventStreams } from './event-stream';
import { eventStream } from '../../shared/answers/envelope';

/**
 * The push channel of the bell: server-sent events over a fetch that carries the bearer
 * header, so the token never sits in a URL. Each event only says "something is new" (a notification,
 * or a queue that changed); the browser then reads as usual, so what it shows always comes
 * from the same calls.
 */
export function liveRoutes(ctx: RouteContext & { live: LiveNotifications }) {
  return async (app: FastifyInstance) => {
    const { live } = ctx;
    if (ctx.listen) {
      // a change committed on any instance: cached answers end, then the browsers it concerns re-read
      const unlisten = await ctx.listen(
        await liveChannel(ctx.db),
        (payload) => {
          ctx.reads.invalidate();
          live.deliver(payload);
        },
        () => {
          ctx.reads.invalidate();
          live.deliverToAll();
        },
      );
      app.addHook('onClose', async () => unlisten());
    }
    const startStream = eventStreams(app);

    app.get(
      '/user/notifications-stream',
      { preValidation: ctx.guard(), schema: { response: eventStream } },
      (request, reply) => {
        const user = me(request);
        let unsubscribe = () => {};
        const write = startStream(reply, () => unsubscribe());
        unsubscribe = live.subscribe(user.id, write);
      },
    );
  };
}
