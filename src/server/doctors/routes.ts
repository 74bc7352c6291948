import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  doctorClinicUpdateSchema,
  doctorFormSchema,
  doctorStatusChangeSchema,
  scheduleDoctorSchema,
} from '../../shared/schemas/doctors';
import { fieldRequired, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { sendBody } from '../read-cache/plugin';
import { applyAsDoctor, doctorForViewer, profileOfUser, updateProfile, type DoctorHooks } from './doctors';
import { allDoctors, allDoctorsQuery, approvedDoctors, approvedDoctorsQuery } from './doctor-lists';
import { listCacheKey } from '../lists/list-filters';
import { clinicTodayClock } from '../read-cache/today';
import { changeDoctorStatus, registeredDoctors, scheduleDoctor, updateDoctorClinic } from './doctor-admin';
import type { RouteContext } from '../context';
import { withValues } from '../i18n';
import { DOCTOR_TEXT } from './doctor-messages';
import { withDialablePhoneNumber } from '../phones/usable-phone';

const required = (field: string) =>
  z
    .string({ error: fieldRequired(field) })
    .trim()
    .min(1, { error: fieldRequired(field) });
const doctorIdSchema = z.object({ doctorId: required('doctorId') });
const userIdSchema = z.object({ userId: required('userId') });
const profileUpdateSchema = doctorFormSchema.extend(userIdSchema.shape);

/** Doctor profiles: application, reads, the doctor's own edits and the admin's decisions. */
export function doctorsRoutes(ctx: RouteContext & { hooks: DoctorHooks }) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  // a doctor's number is stored in E.164, read in the clinic's country
  const country = ctx.config.clinicCountry;
  return async (app: FastifyInstance) => {
    // the caller applies for themself: a userId in the body is ignored, and so is any status
    app.post(
      '/user/apply-appointment-service',
      { preHandler: guard('patient', 'regDoctor') },
      async (request, reply) => {
        const input = withDialablePhoneNumber(parseInput(doctorFormSchema, request.body), country);
        const doctor = await applyAsDoctor(db, me(request), input);
        return reply.status(201).send({ success: true, message: DOCTOR_TEXT.applied, data: doctor });
      },
    );

    // the same list for every caller: one cached, compressed answer per page, filter set and clinic
    // day (each doctor's next open date counts from today)
    app.get('/user/get-all-approved-doctors', { preHandler: guard() }, async (request, reply) => {
      const query = parseInput(approvedDoctorsQuery, request.query);
      const day = today();
      const body = await ctx.reads.body(
        listCacheKey('approved-doctors', { ...query, today: day }),
        async () => ({
          success: true,
          ...(await approvedDoctors(db, query, day)),
        }),
      );
      return sendBody(request, reply, body);
    });

    app.post('/doctor/get-doctor-info-by-id', { preHandler: guard() }, async (request) => {
      const { doctorId } = parseInput(doctorIdSchema, request.body);
      return { success: true, data: await doctorForViewer(db, me(request), doctorId) };
    });

    app.post('/doctor/get-doctor-info-by-user-id', { preHandler: guard() }, async (request) => {
      const { userId } = parseInput(userIdSchema, request.body);
      return { success: true, data: await profileOfUser(db, me(request), userId) };
    });

    app.post('/doctor/update-doctor-info-by-user-id', { preHandler: guard() }, async (request) => {
      const { userId, ...form } = withDialablePhoneNumber(
        parseInput(profileUpdateSchema, request.body),
        country,
      );
      const doctor = await updateProfile(db, me(request), { userId, input: form }, ctx.hooks);
      return { success: true, message: DOCTOR_TEXT.profileUpdated, data: doctor };
    });

    app.get('/admin/get-all-doctors', { preHandler: guard('admin', 'staff') }, async (request) => {
      const query = parseInput(allDoctorsQuery, request.query);
      return { success: true, ...(await allDoctors(db, query)) };
    });

    app.get('/admin/get-registered-doctors', { preHandler: guard('admin', 'staff') }, async () => ({
      success: true,
      data: await registeredDoctors(db),
    }));

    app.post(
      '/admin/admin-apply-appointment',
      { preHandler: guard('admin', 'staff') },
      async (request, reply) => {
        const input = withDialablePhoneNumber(parseInput(scheduleDoctorSchema, request.body), country);
        const doctor = await scheduleDoctor(db, input);
        return reply.status(201).send({ success: true, message: DOCTOR_TEXT.scheduled, data: doctor });
      },
    );

    // the body's userId is ignored: the applicant is the doctor's own account
    app.post('/admin/change-doctor-status', { preHandler: guard('admin') }, async (request) => {
      const input = parseInput(doctorStatusChangeSchema, request.body);
      await changeDoctorStatus(db, input);
      return { success: true, message: withValues(DOCTOR_TEXT.statusChanged, { status: input.status }) };
    });

    app.post('/admin/update-doctor-clinic', { preHandler: guard('admin') }, async (request) => {
      const doctor = await updateDoctorClinic(db, parseInput(doctorClinicUpdateSchema, request.body));
      return { success: true, message: DOCTOR_TEXT.clinicUpdated, data: doctor };
    });
  };
}
