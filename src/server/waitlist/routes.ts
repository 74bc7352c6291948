import type { FastifyInstance } from 'fastify';
import { bookingSchema } from '../../shared/schemas/appointments';
import { z } from 'zod';
import { leaveWaitlistSchema } from '../../shared/schemas/capacity';
import { waitlistEntrySchema } from '../../shared/answers/capacity';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import { formatDisplayDate } from '../../shared/clinicDays';
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
  const patient = guard('patient', 'regDoctor');
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/bookAppointment/join-waitlist',
      {
        preValidation: patient,
        schema: { body: bookingSchema, response: { 201: dataAnswer(waitlistEntrySchema) } },
      },
      async (request, reply) => {
        const input = request.body;
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
      { preValidation: patient, schema: { body: leaveWaitlistSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { waitlistId } = request.body;
        await leaveWaitlist(db, me(request), waitlistId);
        return { success: true, message: WAITLIST_TEXT.left };
      },
    );

    app.get(
      '/user/get-waitlist',
      { preValidation: patient, schema: { response: { 200: dataAnswer(z.array(waitlistEntrySchema)) } } },
      async (request) => ({
        success: true,
        data: await waitlistOf(db, me(request).id, today()),
      }),
    );
  };
}
