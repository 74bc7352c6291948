import type { FastifyInstance } from 'fastify';
import { bookingSchema, completeSchema, statusChangeSchema } from '../../shared/schemas/appointments';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { sendBody } from '../plugins/read-cache';
import { bookAppointment, checkAvailability } from '../services/appointments';
import { changeAppointmentStatus, completeAppointment } from '../services/appointment-lifecycle';
import {
  allAppointments,
  appointmentsOfDoctorUser,
  appointmentsOfUser,
} from '../services/appointment-queries';
import { clinicTodayClock } from '../services/read-cache-today';
import type { RouteContext } from './context';

/** Booking and the appointment lifecycle (server.md 7, 8); spans /bookAppointment, /user, /doctor, /admin. */
export function appointmentsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  return async (app: FastifyInstance) => {
    app.post(
      '/bookAppointment/check-availability',
      { preHandler: guard('patient', 'regDoctor') },
      async (request) => {
        const input = parseInput(bookingSchema, request.body);
        const patient = me(request);
        const day = today();
        const key = [patient.id, input.doctorId, input.date, input.time, day].join('|');
        const availableSlots = await ctx.reads.availability.get(key, () =>
          checkAvailability(db, patient, input, day),
        );
        return { success: true, message: 'Appointment available', data: { availableSlots } };
      },
    );

    // doctorInfo, userInfo and userId in the body are ignored: the token and the database decide
    app.post(
      '/bookAppointment/book-appointment',
      { preHandler: guard('patient', 'regDoctor') },
      async (request, reply) => {
        const input = parseInput(bookingSchema, request.body);
        const appointment = await bookAppointment(db, me(request), input, today());
        return reply
          .status(201)
          .send({ success: true, message: 'Appointment booked successfully', data: appointment });
      },
    );

    app.get(
      '/user/get-appointments-by-user-id',
      { preHandler: guard('patient', 'regDoctor') },
      async (request) => ({ success: true, data: await appointmentsOfUser(db, me(request).id) }),
    );

    app.get('/doctor/get-appointments-by-doctor-id', { preHandler: guard('doctor') }, async (request) => ({
      success: true,
      data: await appointmentsOfDoctorUser(db, me(request).id),
    }));

    // the same list for staff and admin
    app.get(
      '/admin/get-all-appointments',
      { preHandler: guard('staff', 'admin') },
      async (request, reply) => {
        const body = await ctx.reads.body('all-appointments', async () => ({
          success: true,
          data: await allAppointments(db),
        }));
        return sendBody(request, reply, body);
      },
    );

    app.post(
      '/doctor/change-appointment-status',
      { preHandler: guard('doctor', 'staff', 'admin') },
      async (request) => {
        const input = parseInput(statusChangeSchema, request.body);
        await changeAppointmentStatus(db, me(request), input, today());
        return { success: true, message: `Appointment ${input.status}` };
      },
    );

    app.post('/doctor/complete-appointment', { preHandler: guard('doctor') }, async (request) => {
      const input = parseInput(completeSchema, request.body);
      const message = await completeAppointment(db, me(request), input, today(), 'ownDoctor');
      return { success: true, message };
    });

    app.post('/admin/complete-appointment', { preHandler: guard('staff', 'admin') }, async (request) => {
      const input = parseInput(completeSchema, request.body);
      const message = await completeAppointment(db, me(request), input, today(), 'staffOrAdmin');
      return { success: true, message };
    });
  };
}
