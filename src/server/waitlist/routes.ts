import type { FastifyInstance } from 'fastify';
import { bookingSchema } from '../../shared/schemas/appointments';
import { leaveWaitlistSchema } from '../../shared/schemas/capacity';
import { formatDisplayDate } from '../../shared/clinicDays';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { joinWaitlist, leaveWaitlist, waitlistOf } from './waitlist';
import { patientForBooking } from '../patients';
import { withValues } from '../i18n';
import { WAITLIST_TEXT } from './waitlist-messages';

/** A patient's place in the queue for a full date; promotion happens where places free. */
export function waitlistRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  return async (app: FastifyInstance) => {
    app.post(
      '/bookAppointment/join-waitlist',
      { preHandler: guard('patient', 'regDoctor') },
      async (request, reply) => {
        const input = parseInput(bookingSchema, request.body);
        const patient = await patientForBooking(db, me(request), input.patientId);
        const entry = await joinWaitlist(db, patient, input, today());
        return reply.status(201).send({
          success: true,
          message: withValues(WAITLIST_TEXT.joined, {
            date: formatDisplayDate(entry.date),
            place: entry.place,
          }),
          data: entry,
        });
      },
    );

    app.post(
      '/bookAppointment/leave-waitlist',
      { preHandler: guard('patient', 'regDoctor') },
      async (request) => {
        const { waitlistId } = parseInput(leaveWaitlistSchema, request.body);
        await leaveWaitlist(db, me(request), waitlistId);
        return { success: true, message: WAITLIST_TEXT.left };
      },
    );

    app.get('/user/get-waitlist', { preHandler: guard('patient', 'regDoctor') }, async (request) => ({
      success: true,
      data: await waitlistOf(db, me(request).id, today()),
    }));
  };
}
