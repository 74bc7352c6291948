import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { appointmentSchema } from '../../shared/answers/appointments';
import {
  closeClinicDaySchema,
  closedDatesQuery,
  leaveOfferKeySchema,
  rebookSchema,
  recordLeaveSchema,
  reopenClinicDaySchema,
} from '../../shared/schemas/capacity';
import { closedClinicDaySchema, leaveOfferSchema, recordedLeaveSchema } from '../../shared/answers/capacity';
import { clinicWallClock } from '../../shared/clinicTime';
import { addDays } from '../../shared/clinicDays';
import type { ContractTypeProvider } from '../plugins/contract';
import { calendarDate, dataAnswer, pageAnswer } from '../../shared/answers/envelope';
import { hasRole, me } from '../plugins/auth';
import { closeClinicDays, closingPreview, reopenClinicDays } from './clinic-closings';
import { closedClinicDays, closingsQuery, upcomingClosedDates } from './closing-lists';
import { rebookAppointment } from './rebook';
import { recordLeave } from './leave';
import { acceptLeaveOffer, readLeaveOffer } from './leave-offers';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { type AppointmentPolicy, APPOINTMENT_TEXT } from '../appointments';
import { withValues } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';
import { blockedDates } from '../doctors';

/**
 * Closing and reopening clinic days, a doctor's leave with a substitute, and the one-click rebook
 * (or the substitute's offer) of a visit a closing cancelled.
 */
export function closingsRoutes(ctx: RouteContext & { policy: AppointmentPolicy }) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const dates = z.array(calendarDate);
  const closedDates = dataAnswer(z.array(z.object({ date: calendarDate, reason: z.string() })));
  // the clinic for any doctor, a doctor for themself (clinic-closings.ts decides)
  const clinicOrDoctor = guard('admin', 'staff', 'doctor');
  const clinicNow = () => clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now()));
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    // the booking card's picker: the doctor's closed dates within the booking window, for anyone signed in
    app.get(
      '/bookAppointment/closed-dates',
      { preValidation: guard(), schema: { querystring: closedDatesQuery, response: { 200: closedDates } } },
      async (request) => {
        const { doctorId } = request.query;
        const day = today();
        return {
          success: true,
          data: await upcomingClosedDates(db, doctorId, day, addDays(day, BOOKING_WINDOW_DAYS)),
        };
      },
    );

    // the booking card's next clinic day: the doctor's dates within the booking window with no place
    // left, for anyone signed in (the card's 'Next available' skips the same dates)
    app.get(
      '/bookAppointment/full-dates',
      {
        preValidation: guard(),
        schema: { querystring: closedDatesQuery, response: { 200: dataAnswer(dates) } },
      },
      async (request) => {
        const { doctorId } = request.query;
        const day = today();
        const window = { from: day, to: addDays(day, BOOKING_WINDOW_DAYS) };
        const blocks = await blockedDates(db, [doctorId], window);
        return { success: true, data: [...(blocks.get(doctorId)?.full ?? [])].sort() };
      },
    );

    app.post(
      '/bookAppointment/rebook',
      {
        preValidation: guard('patient', 'regDoctor'),
        schema: { body: rebookSchema, response: { 201: dataAnswer(appointmentSchema) } },
      },
      async (request, reply) => {
        const { appointmentId } = request.body;
        const rebook = { patient: me(request), appointmentId, today: today() };
        const appointment = await rebookAppointment(db, rebook, policy);
        return reply.status(201).send({ success: true, message: APPOINTMENT_TEXT.booked, data: appointment });
      },
    );

    const closed = dataAnswer(z.object({ dates, cancelled: z.number().int() }));
    app.post(
      '/admin/close-clinic-day',
      { preValidation: clinicOrDoctor, schema: { body: closeClinicDaySchema, response: { 200: closed } } },
      async (request) => {
        const input = request.body;
        const result = await closeClinicDays(db, { viewer: me(request), input, today: today() }, policy);
        const message =
          result.dates.length === 0
            ? CLOSING_TEXT.alreadyClosed
            : withValues(CLOSING_TEXT.closed, { days: result.dates.length, cancelled: result.cancelled });
        return { success: true, message, data: result };
      },
    );

    // an admin for any doctor, a doctor for themself (leave.ts decides); staff may close days, not record leave
    app.post(
      '/doctor/record-leave',
      {
        preValidation: guard('admin', 'doctor'),
        schema: { body: recordLeaveSchema, response: { 200: dataAnswer(recordedLeaveSchema) } },
      },
      async (request) => {
        const input = request.body;
        const leave = await recordLeave(db, { viewer: me(request), input, today: today() }, policy);
        const message = withValues(CLOSING_TEXT.leaveRecorded, {
          days: leave.dates.length,
          offered: leave.offered,
          cancelled: leave.cancelled,
        });
        return { success: true, message, data: leave };
      },
    );

    // the patient's one-click page: no sign-in, the link's key is the credential (rate-limited)
    app.post(
      '/leave-offer/read',
      { schema: { body: leaveOfferKeySchema, response: { 200: dataAnswer(leaveOfferSchema) } } },
      async (request) => ({ success: true, data: await readLeaveOffer(db, request.body.key, today()) }),
    );

    app.post(
      '/leave-offer/accept',
      { schema: { body: leaveOfferKeySchema, response: { 200: dataAnswer(leaveOfferSchema) } } },
      async (request) => {
        const accepted = await acceptLeaveOffer(db, { key: request.body.key, now: clinicNow() }, policy);
        return { success: true, message: accepted.message, data: accepted.offer };
      },
    );

    const preview = dataAnswer(z.object({ dates, appointments: z.number().int() }));
    app.get(
      '/admin/clinic-day-closing-preview',
      {
        preValidation: clinicOrDoctor,
        schema: { querystring: reopenClinicDaySchema, response: { 200: preview } },
      },
      async (request) => {
        const input = request.query;
        return { success: true, data: await closingPreview(db, me(request), input, today()) };
      },
    );

    app.post(
      '/admin/reopen-clinic-day',
      {
        preValidation: clinicOrDoctor,
        schema: { body: reopenClinicDaySchema, response: { 200: dataAnswer(z.object({ dates })) } },
      },
      async (request) => {
        const input = request.body;
        const dates = await reopenClinicDays(db, me(request), input, today());
        return {
          success: true,
          message: withValues(CLOSING_TEXT.reopened, { days: dates.length }),
          data: { dates },
        };
      },
    );

    app.get(
      '/admin/closed-clinic-days',
      {
        preValidation: clinicOrDoctor,
        schema: { querystring: closingsQuery, response: { 200: pageAnswer(closedClinicDaySchema) } },
      },
      async (request) => {
        const query = request.query;
        const viewer = me(request);
        const clinic = hasRole(viewer, 'admin') || hasRole(viewer, 'staff');
        return { success: true, ...(await closedClinicDays(db, query, clinic ? undefined : viewer.id)) };
      },
    );
  };
}
