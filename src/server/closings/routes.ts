import type { FastifyInstance } from 'fastify';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import {
  closeClinicDaySchema,
  closedDatesQuery,
  rebookSchema,
  reopenClinicDaySchema,
} from '../../shared/schemas/capacity';
import { addDays } from '../../shared/clinicDays';
import { parseInput } from '../plugins/errors';
import { hasRole, me } from '../plugins/auth';
import { closeClinicDays, closingPreview, reopenClinicDays } from './clinic-closings';
import { closedClinicDays, closingsQuery, upcomingClosedDates } from './closing-lists';
import { rebookAppointment } from './rebook';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { type AppointmentPolicy, APPOINTMENT_TEXT } from '../appointments';
import { withValues } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';
import { blockedDates } from '../doctors';

/** Closing and reopening clinic days, and the one-click rebook of a visit a closing cancelled. */
export function closingsRoutes(ctx: RouteContext & { policy: AppointmentPolicy }) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  return async (app: FastifyInstance) => {
    // the booking card's picker: the doctor's closed dates within the booking window, for anyone signed in
    app.get('/bookAppointment/closed-dates', { preHandler: guard() }, async (request) => {
      const { doctorId } = parseInput(closedDatesQuery, request.query);
      const day = today();
      return {
        success: true,
        data: await upcomingClosedDates(db, doctorId, day, addDays(day, BOOKING_WINDOW_DAYS)),
      };
    });

    // the booking card's next clinic day: the doctor's dates within the booking window with no place
    // left, for anyone signed in (the card's 'Next available' skips the same dates)
    app.get('/bookAppointment/full-dates', { preHandler: guard() }, async (request) => {
      const { doctorId } = parseInput(closedDatesQuery, request.query);
      const day = today();
      const window = { from: day, to: addDays(day, BOOKING_WINDOW_DAYS) };
      const blocks = await blockedDates(db, [doctorId], window);
      return { success: true, data: [...(blocks.get(doctorId)?.full ?? [])].sort() };
    });

    app.post(
      '/bookAppointment/rebook',
      { preHandler: guard('patient', 'regDoctor') },
      async (request, reply) => {
        const { appointmentId } = parseInput(rebookSchema, request.body);
        const rebook = { patient: me(request), appointmentId, today: today() };
        const appointment = await rebookAppointment(db, rebook, policy);
        return reply.status(201).send({ success: true, message: APPOINTMENT_TEXT.booked, data: appointment });
      },
    );

    // the clinic for any doctor, a doctor for themself (clinic-closings.ts decides)
    const clinicOrDoctor = guard('admin', 'staff', 'doctor');

    app.post('/admin/close-clinic-day', { preHandler: clinicOrDoctor }, async (request) => {
      const input = parseInput(closeClinicDaySchema, request.body);
      const result = await closeClinicDays(db, { viewer: me(request), input, today: today() }, policy);
      const message =
        result.dates.length === 0
          ? CLOSING_TEXT.alreadyClosed
          : withValues(CLOSING_TEXT.closed, { days: result.dates.length, cancelled: result.cancelled });
      return { success: true, message, data: result };
    });

    app.get('/admin/clinic-day-closing-preview', { preHandler: clinicOrDoctor }, async (request) => {
      const input = parseInput(reopenClinicDaySchema, request.query);
      return { success: true, data: await closingPreview(db, me(request), input, today()) };
    });

    app.post('/admin/reopen-clinic-day', { preHandler: clinicOrDoctor }, async (request) => {
      const input = parseInput(reopenClinicDaySchema, request.body);
      const dates = await reopenClinicDays(db, me(request), input, today());
      return {
        success: true,
        message: withValues(CLOSING_TEXT.reopened, { days: dates.length }),
        data: { dates },
      };
    });

    app.get('/admin/closed-clinic-days', { preHandler: clinicOrDoctor }, async (request) => {
      const query = parseInput(closingsQuery, request.query);
      const viewer = me(request);
      const clinic = hasRole(viewer, 'admin') || hasRole(viewer, 'staff');
      return { success: true, ...(await closedClinicDays(db, query, clinic ? undefined : viewer.id)) };
    });
  };
}
