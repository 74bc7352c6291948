import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  doctorClinicUpdateSchema,
  doctorFormSchema,
  doctorStatusChangeSchema,
  scheduleDoctorSchema,
} from '../../shared/schemas/doctors';
import { doctorSchema } from '../../shared/answers/doctors';
import { fieldRequired } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
import { personSchema } from '../../shared/answers/user';
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
const doctorAnswer = dataAnswer(doctorSchema);
const doctorPage = pageAnswer(doctorSchema);

/** Doctor profiles: application, reads, the doctor's own edits and the admin's decisions. */
export function doctorsRoutes(ctx: RouteContext & { hooks: DoctorHooks }) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  // a doctor's number is stored in E.164, read in the clinic's country
  const country = ctx.config.clinicCountry;
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    // the caller applies for themself: a userId in the body is ignored, and so is any status
    app.post(
      '/user/apply-appointment-service',
      {
        preValidation: guard('patient', 'regDoctor'),
        schema: { body: doctorFormSchema, response: { 201: doctorAnswer } },
      },
      async (request, reply) => {
        const input = withDialablePhoneNumber(request.body, country);
        const doctor = await applyAsDoctor(db, me(request), input);
        return reply.status(201).send({ success: true, message: DOCTOR_TEXT.applied, data: doctor });
      },
    );

    // the same list for every caller: one cached, compressed answer per page, filter set and clinic
    // day (each doctor's next open date counts from today)
    // the answer is kept serialised, so it is encoded by its schema here, as any other reply is
    app.get(
      '/user/get-all-approved-doctors',
      {
        preValidation: guard(),
        schema: { querystring: approvedDoctorsQuery, response: { 200: doctorPage } },
      },
      async (request, reply) => {
        const query = request.query;
        const day = today();
        const body = await ctx.reads.body(
          listCacheKey('approved-doctors', { ...query, today: day }),
          async () => doctorPage.encode({ success: true, ...(await approvedDoctors(db, query, day)) }),
        );
        return sendBody(request, reply, body);
      },
    );

    app.post(
      '/doctor/get-doctor-info-by-id',
      { preValidation: guard(), schema: { body: doctorIdSchema, response: { 200: doctorAnswer } } },
      async (request) => {
        const { doctorId } = request.body;
        return { success: true, data: await doctorForViewer(db, me(request), doctorId) };
      },
    );

    app.post(
      '/doctor/get-doctor-info-by-user-id',
      { preValidation: guard(), schema: { body: userIdSchema, response: { 200: doctorAnswer } } },
      async (request) => {
        const { userId } = request.body;
        return { success: true, data: await profileOfUser(db, me(request), userId) };
      },
    );

    app.post(
      '/doctor/update-doctor-info-by-user-id',
      { preValidation: guard(), schema: { body: profileUpdateSchema, response: { 200: doctorAnswer } } },
      async (request) => {
        const { userId, ...form } = withDialablePhoneNumber(request.body, country);
        const doctor = await updateProfile(db, me(request), { userId, input: form }, ctx.hooks);
        return { success: true, message: DOCTOR_TEXT.profileUpdated, data: doctor };
      },
    );

    app.get(
      '/admin/get-all-doctors',
      {
        preValidation: guard('admin', 'staff'),
        schema: { querystring: allDoctorsQuery, response: { 200: doctorPage } },
      },
      async (request) => {
        const query = request.query;
        return { success: true, ...(await allDoctors(db, query)) };
      },
    );

    app.get(
      '/admin/get-registered-doctors',
      {
        preValidation: guard('admin', 'staff'),
        schema: { response: { 200: dataAnswer(z.array(personSchema)) } },
      },
      async () => ({
        success: true,
        data: await registeredDoctors(db),
      }),
    );

    app.post(
      '/admin/admin-apply-appointment',
      {
        preValidation: guard('admin', 'staff'),
        schema: { body: scheduleDoctorSchema, response: { 201: doctorAnswer } },
      },
      async (request, reply) => {
        const input = withDialablePhoneNumber(request.body, country);
        const doctor = await scheduleDoctor(db, input);
        return reply.status(201).send({ success: true, message: DOCTOR_TEXT.scheduled, data: doctor });
      },
    );

    // the body's userId is ignored: the applicant is the doctor's own account
    app.post(
      '/admin/change-doctor-status',
      {
        preValidation: guard('admin'),
        schema: { body: doctorStatusChangeSchema, response: { 200: doneAnswer } },
      },
      async (request) => {
        const input = request.body;
        await changeDoctorStatus(db, input);
        return { success: true, message: withValues(DOCTOR_TEXT.statusChanged, { status: input.status }) };
      },
    );

    app.post(
      '/admin/update-doctor-clinic',
      {
        preValidation: guard('admin'),
        schema: { body: doctorClinicUpdateSchema, response: { 200: doctorAnswer } },
      },
      async (request) => {
        const doctor = await updateDoctorClinic(db, request.body);
        return { success: true, message: DOCTOR_TEXT.clinicUpdated, data: doctor };
      },
    );
  };
}
