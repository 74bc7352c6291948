import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookingSchema,
  cancelSchema,
  completeSchema,
  rescheduleSchema,
  statusChangeSchema,
} from '../../shared/schemas/appointments';
import { appointmentSchema } from '../../shared/answers/appointments';
import { formatDisplayDate } from '../../shared/clinicDays';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
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
import { noteAccess } from '../plugins/record-access';
import { APPOINTMENT_TEXT } from './appointment-messages';

/** Booking and the appointment lifecycle; spans /bookAppointment, /user, /doctor, /admin. */
export function appointmentsRoutes(ctx: RouteContext & AppointmentDeps) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  // a booking made now: today and the time on the clinic's clock, by the instance's (injectable) clock
  const clinicNow = () => clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now()));
  const appointmentPage = { 200: pageAnswer(appointmentSchema) };
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/bookAppointment/check-availability',
      {
        preValidation: guard('patient', 'regDoctor', 'staff', 'admin'),
        schema: {
          summary: 'Whether a booking would be taken, and how many places are left that date',
          body: bookingSchema,
          response: { 200: dataAnswer(z.object({ availableSlots: z.number().int() })) },
        },
      },
      async (request) => {
        const input = request.body;
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
      {
        preValidation: guard('patient', 'regDoctor', 'staff', 'admin'),
        schema: {
          summary: 'Book a visit (staff and admin bookings for a patient are approved at once)',
          body: bookingSchema,
          response: { 201: dataAnswer(appointmentSchema) },
        },
      },
      async (request, reply) => {
        const input = request.body;
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
        // the desk collects at the desk; the patient's side may be asked to pay online now
        const online = isClinic(booker) ? null : await ctx.payments?.booked(appointment, booker);
        const data =
          online && appointment.payment
            ? {
                ...appointment,
                payment: { ...appointment.payment, state: 'initialized' as const, ...online },
              }
            : appointment;
        return reply.status(201).send({ success: true, message: APPOINTMENT_TEXT.booked, data });
      },
    );

    // who may cancel or move which visit is decided per appointment (policy.ts, actingAs)
    app.post(
      '/bookAppointment/cancel-appointment',
      { preValidation: guard(), schema: { body: cancelSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const input = request.body;
        const ids = await cancelAppointment(db, { viewer: me(request), input }, ctx);
        await ctx.payments?.cancelled(ids, input.reason);
        return { success: true, message: APPOINTMENT_TEXT.cancelled };
      },
    );

    app.post(
      '/bookAppointment/reschedule-appointment',
      {
        preValidation: guard(),
        schema: { body: rescheduleSchema, response: { 200: dataAnswer(appointmentSchema) } },
      },
      async (request) => {
        const input = request.body;
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
      },
    );

    // each list answers one page of the caller's own appointments
    app.get(
      '/user/get-appointments-by-user-id',
      {
        preValidation: guard('patient', 'regDoctor'),
        schema: { querystring: userAppointmentsQuery, response: appointmentPage },
      },
      async (request) => {
        const query = request.query;
        return { success: true, ...(await appointmentsOfUser(db, me(request).id, query)) };
      },
    );

    app.get(
      '/doctor/get-appointments-by-doctor-id',
      {
        preValidation: guard('doctor'),
        config: { patientData: 'visits' },
        schema: { querystring: doctorAppointmentsQuery, response: appointmentPage },
      },
      async (request) => {
        const query = request.query;
        const page = await appointmentsOfDoctorUser(db, me(request).id, query);
        noteAccess(request, { patientIds: page.data.map((row) => row.userInfo._id) });
        return { success: true, ...page };
      },
    );

    // the same list for staff and admin. Not kept in the read cache: its keys would be every page,
    // search and filter asked for, and a page costs a few index reads
    app.get(
      '/admin/get-all-appointments',
      {
        preValidation: guard('staff', 'admin'),
        config: { patientData: 'visits' },
        schema: { querystring: allAppointmentsQuery, response: appointmentPage },
      },
      async (request) => {
        const query = request.query;
        const page = await allAppointments(db, query);
        noteAccess(request, { patientIds: page.data.map((row) => row.userInfo._id) });
        return { success: true, ...page };
      },
    );

    app.post(
      '/doctor/change-appointment-status',
      {
        preValidation: guard('doctor', 'staff', 'admin'),
        schema: { body: statusChangeSchema, response: { 200: doneAnswer } },
      },
      async (request) => {
        const input = request.body;
        await changeAppointmentStatus(db, { viewer: me(request), input, today: today() }, ctx);
        return {
          success: true,
          message: withValues(APPOINTMENT_TEXT.statusChanged, { status: input.status }),
        };
      },
    );

    app.post(
      '/doctor/complete-appointment',
      { preValidation: guard('doctor'), schema: { body: completeSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const input = request.body;
        const change = { viewer: me(request), input, today: today(), actor: 'ownDoctor' as const };
        const message = await completeAppointment(db, change, ctx);
        return { success: true, message };
      },
    );

    app.post(
      '/admin/complete-appointment',
      {
        preValidation: guard('staff', 'admin'),
        schema: { body: completeSchema, response: { 200: doneAnswer } },
      },
      async (request) => {
        const input = request.body;
        const change = { viewer: me(request), input, today: today(), actor: 'staffOrAdmin' as const };
        const message = await completeAppointment(db, change, ctx);
        return { success: true, message };
      },
    );
  };
}
