import type { FastifyInstance } from 'fastify';
import {
  bookingSchema,
  cancelSchema,
  completeSchema,
  rescheduleSchema,
  statusChangeSchema,
} from '../../shared/schemas/appointments';
import { formatDisplayDate } from '../../shared/clinicDays';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { bookAppointment, checkAvailability } from './booking';
import { changeAppointmentStatus, completeAppointment } from './lifecycle';
import { cancelAppointment } from './cancel';
import { rescheduleAppointment } from './reschedule';
import {
  allAppointments,
  allAppointmentsQuery,
  appointmentsOfDoctorUser,
  appointmentsOfUser,
  doctorAppointmentsQuery,
  userAppointmentsQuery,
} from './lists';
import { clinicTodayClock } from '../read-cache/today';
import { clinicWallClock } from '../../shared/clinicTime';
import { isClinic, patientForBooking } from '../patients';
import type { RouteContext } from '../context';
import type { AppointmentDeps } from './visit-hooks';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT } from './appointment-messages';

/** Booking and the appointment lifecycle; spans /bookAppointment, /user, /doctor, /admin. */
export function appointmentsRoutes(ctx: RouteContext & AppointmentDeps) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  // a booking made now: today and the time on the clinic's clock, by the instance's (injectable) clock
  const clinicNow = () => clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now()));
  return async (app: FastifyInstance) => {
    app.post(
      '/bookAppointment/check-availability',
      { preHandler: guard('patient', 'regDoctor', 'staff', 'admin') },
      async (request) => {
        const input = parseInput(bookingSchema, request.body);
        const patient = await patientForBooking(db, me(request), input.patientId);
        const now = clinicNow();
        // a time still to come today stays so for the cache's few seconds at most; a past one is refused
        const key = [
          patient.id,
          input.doctorId,
          input.date,
          input.time,
          now.date,
          input.time < now.time,
        ].join('|');
        const availableSlots = await ctx.reads.availability.get(key, () =>
          checkAvailability(db, patient, input, now),
        );
        return { success: true, message: APPOINTMENT_TEXT.available, data: { availableSlots } };
      },
    );

    // doctorInfo, userInfo and userId in the body are ignored: the token and the database decide.
    // patientId: the patient the visit is for; staff and admin bookings are approved at once
    app.post(
      '/bookAppointment/book-appointment',
      { preHandler: guard('patient', 'regDoctor', 'staff', 'admin') },
      async (request, reply) => {
        const input = parseInput(bookingSchema, request.body);
        const booker = me(request);
        const patient = await patientForBooking(db, booker, input.patientId);
        const by = isClinic(booker)
          ? { booker, approve: policy }
          : patient.id !== booker.id
            ? { booker }
            : undefined;
        const now = clinicNow();
        const appointment = await bookAppointment(
          db,
          { patient, input, today: now.date, nowTime: now.time, by },
          policy.messages,
        );
        return reply.status(201).send({ success: true, message: APPOINTMENT_TEXT.booked, data: appointment });
      },
    );

    // who may cancel or move which visit is decided per appointment (policy.ts, actingAs)
    app.post('/bookAppointment/cancel-appointment', { preHandler: guard() }, async (request) => {
      const input = parseInput(cancelSchema, request.body);
      await cancelAppointment(db, { viewer: me(request), input }, ctx);
      return { success: true, message: APPOINTMENT_TEXT.cancelled };
    });

    app.post('/bookAppointment/reschedule-appointment', { preHandler: guard() }, async (request) => {
      const input = parseInput(rescheduleSchema, request.body);
      const appointment = await rescheduleAppointment(
        db,
        { viewer: me(request), input, today: today() },
        ctx,
      );
      return {
        success: true,
        message: withValues(APPOINTMENT_TEXT.rescheduled, { date: formatDisplayDate(input.date) }),
        data: appointment,
      };
    });

    // each list answers one page of the caller's own appointments
    app.get(
      '/user/get-appointments-by-user-id',
      { preHandler: guard('patient', 'regDoctor') },
      async (request) => {
        const query = parseInput(userAppointmentsQuery, request.query);
        return { success: true, ...(await appointmentsOfUser(db, me(request).id, query)) };
      },
    );

    app.get('/doctor/get-appointments-by-doctor-id', { preHandler: guard('doctor') }, async (request) => {
      const query = parseInput(doctorAppointmentsQuery, request.query);
      return { success: true, ...(await appointmentsOfDoctorUser(db, me(request).id, query)) };
    });

    // the same list for staff and admin. Not kept in the read cache: its keys would be every page,
    // search and filter asked for, and a page costs a few index reads
    app.get('/admin/get-all-appointments', { preHandler: guard('staff', 'admin') }, async (request) => {
      const query = parseInput(allAppointmentsQuery, request.query);
      return { success: true, ...(await allAppointments(db, query)) };
    });

    app.post(
      '/doctor/change-appointment-status',
      { preHandler: guard('doctor', 'staff', 'admin') },
      async (request) => {
        const input = parseInput(statusChangeSchema, request.body);
        await changeAppointmentStatus(db, { viewer: me(request), input, today: today() }, ctx);
        return {
          success: true,
          message: withValues(APPOINTMENT_TEXT.statusChanged, { status: input.status }),
        };
      },
    );

    app.post('/doctor/complete-appointment', { preHandler: guard('doctor') }, async (request) => {
      const input = parseInput(completeSchema, request.body);
      const change = { viewer: me(request), input, today: today(), actor: 'ownDoctor' as const };
      const message = await completeAppointment(db, change, ctx);
      return { success: true, message };
    });

    app.post('/admin/complete-appointment', { preHandler: guard('staff', 'admin') }, async (request) => {
      const input = parseInput(completeSchema, request.body);
      const change = { viewer: me(request), input, today: today(), actor: 'staffOrAdmin' as const };
      const message = await completeAppointment(db, change, ctx);
      return { success: true, message };
    });
  };
}
