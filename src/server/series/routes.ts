import type { FastifyInstance, FastifyRequest } from 'fastify';
import { approveSeriesSchema, bookSeriesSchema, planSeriesSchema } from '../../shared/schemas/series';
import {
  bookedSeriesSchema,
  seriesPlanSchema,
  type SeriesOccurrence,
  type SeriesPlan,
} from '../../shared/answers/series';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer } from '../../shared/answers/envelope';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import { isClinic, patientForBooking } from '../patients';
import type { RouteContext } from '../context';
import type { AppointmentPolicy, BookingBy } from '../appointments';
import { formatText, requestLanguage, withValues } from '../i18n';
import { planSeries, type PlannedOccurrence } from './plan';
import { bookSeries } from './book';
import { approveSeries } from './approve';
import { SERIES_TEXT } from './series-messages';

/** A planned date as the caller reads it: the refusal in their language. */
const spoken = (request: FastifyRequest, occurrence: PlannedOccurrence): SeriesOccurrence =>
  occurrence.ok
    ? occurrence
    : { ...occurrence, reason: formatText(requestLanguage(request), occurrence.reason) };

/** Courses of visits: plan, book and approve a course; its visits are ordinary appointments. */
export function seriesRoutes(ctx: RouteContext & { policy: AppointmentPolicy }) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const booking = guard('patient', 'regDoctor', 'staff', 'admin');
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    // a patient for themself or a family member, or the desk for a registered patient (as book-appointment)
    app.post(
      '/user/plan-series',
      {
        preValidation: booking,
        schema: { body: planSeriesSchema, response: { 200: dataAnswer(seriesPlanSchema) } },
      },
      async (request) => {
        const input = request.body;
        const patient = await patientForBooking(db, me(request), input.patientId);
        const plan = await planSeries(db, patient, input, today());
        const data: SeriesPlan = { ...plan, occurrences: plan.occurrences.map((o) => spoken(request, o)) };
        return { success: true, message: SERIES_TEXT.planned, data };
      },
    );

    // the desk's course is approved at once, as a desk booking is
    app.post(
      '/user/book-series',
      {
        preValidation: booking,
        schema: { body: bookSeriesSchema, response: { 201: dataAnswer(bookedSeriesSchema) } },
      },
      async (request, reply) => {
        const input = request.body;
        const booker = me(request);
        const patient = await patientForBooking(db, booker, input.patientId);
        const by: BookingBy | undefined = isClinic(booker)
          ? { booker, approve: policy }
          : patient.id !== booker.id
            ? { booker }
            : undefined;
        const data = await bookSeries(db, { patient, input, today: today(), by }, policy.messages);
        const message = withValues(SERIES_TEXT.booked, { count: data.appointments.length });
        return reply.status(201).send({ success: true, message, data });
      },
    );

    app.post(
      '/doctor/approve-series',
      {
        preValidation: guard('doctor', 'staff', 'admin'),
        schema: {
          body: approveSeriesSchema,
          response: { 200: dataAnswer(z.object({ count: z.number().int() })) },
        },
      },
      async (request) => {
        const input = request.body;
        const count = await approveSeries(db, me(request), input, policy);
        return { success: true, message: withValues(SERIES_TEXT.approved, { count }), data: { count } };
      },
    );
  };
}
