import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createDisplaySchema, revokeDisplaySchema } from '../../shared/schemas/clinicDay';
import { nowServingSchema } from '../../shared/answers/clinicDay';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, eventStream, id, instant } from '../../shared/answers/envelope';
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
  const created = dataAnswer(
    z.object({ displayId: id, key: z.string().meta({ description: 'The board’s key, shown this once' }) }),
  );
  const display = z.object({
    _id: id,
    name: z.string(),
    doctorIds: z.array(id),
    createdAt: instant,
    revokedAt: instant.nullable(),
  });
  /** The boards send their key in this header; they never see a patient. */
  const keyHeader = z.looseObject({ 'x-display-key': z.string().optional() });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/admin/create-display',
      { preValidation: guard('admin'), schema: { body: createDisplaySchema, response: { 201: created } } },
      async (request, reply) => {
        const input = request.body;
        const data = await createDisplay(db, me(request), input);
        return reply.status(201).send({ success: true, message: TODAY_TEXT.displayCreated, data });
      },
    );

    app.get(
      '/admin/displays',
      { preValidation: guard('admin'), schema: { response: { 200: dataAnswer(z.array(display)) } } },
      async () => ({
        success: true,
        data: await listDisplays(db),
      }),
    );

    app.post(
      '/admin/revoke-display',
      { preValidation: guard('admin'), schema: { body: revokeDisplaySchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { displayId } = request.body;
        await revokeDisplay(db, displayId);
        return { success: true, message: TODAY_TEXT.displayRevoked };
      },
    );

    app.get(
      '/board/now-serving',
      { schema: { headers: keyHeader, response: { 200: dataAnswer(z.array(nowServingSchema)) } } },
      async (request) => {
        const doctors = await displayDoctors(db, displayKey(request));
        const now = clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now()));
        return { success: true, data: await nowServing(db, doctors, now) };
      },
    );

    const startStream = eventStreams(app);
    // server-sent events (text/event-stream): each change of the board's doctors' queues
    app.get(
      '/board/stream',
      { schema: { headers: keyHeader, response: eventStream } },
      async (request, reply) => {
        const doctors = await displayDoctors(db, displayKey(request));
        let unsubscribe = () => {};
        const write = startStream(reply, () => unsubscribe());
        unsubscribe = live.subscribeBoard(doctors, write);
      },
    );
  };
}
