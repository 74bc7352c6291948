import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createDisplaySchema, revokeDisplaySchema } from '../../shared/schemas/clinicDay';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { clinicWallClock } from '../../shared/clinicTime';
import type { RouteContext } from '../context';
import { type LiveNotifications, eventStreams } from '../notifications';
import { createDisplay, displayDoctors, listDisplays, nowServing, revokeDisplay } from './displays';
import { TODAY_TEXT } from './today-messages';

const displayKey = (request: FastifyRequest) => {
  const value = request.headers['x-display-key'];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Waiting-room boards: an admin creates a display for some doctors and gets its key once;
 * the board reads queue numbers and doctors' names with that key, never a patient, and hears every
 * change of its doctors' queues on its own event stream.
 */
export function boardRoutes(ctx: RouteContext & { live: LiveNotifications }) {
  const { db, guard, live } = ctx;
  return async (app: FastifyInstance) => {
    app.post('/admin/create-display', { preHandler: guard('admin') }, async (request, reply) => {
      const input = parseInput(createDisplaySchema, request.body);
      const data = await createDisplay(db, me(request), input);
      return reply.status(201).send({ success: true, message: TODAY_TEXT.displayCreated, data });
    });

    app.get('/admin/displays', { preHandler: guard('admin') }, async () => ({
      success: true,
      data: await listDisplays(db),
    }));

    app.post('/admin/revoke-display', { preHandler: guard('admin') }, async (request) => {
      const { displayId } = parseInput(revokeDisplaySchema, request.body);
      await revokeDisplay(db, displayId);
      return { success: true, message: TODAY_TEXT.displayRevoked };
    });

    app.get('/board/now-serving', async (request) => {
      const doctors = await displayDoctors(db, displayKey(request));
      const now = clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now()));
      return { success: true, data: await nowServing(db, doctors, now) };
    });

    const startStream = eventStreams(app);
    app.get('/board/stream', async (request, reply) => {
      const doctors = await displayDoctors(db, displayKey(request));
      let unsubscribe = () => {};
      const write = startStream(reply, () => unsubscribe());
      unsubscribe = live.subscribeBoard(doctors, write);
    });
  };
}
