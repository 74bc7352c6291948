import type { FastifyInstance } from 'fastify';
import {
  PATIENT_TEXT,
  correctPatientPhoneSchema,
  deskPatientQuery,
  registerPatientSchema,
} from '../../shared/schemas/patients';
import { z } from 'zod';
import { notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, id, pageAnswer } from '../../shared/answers/envelope';
import { deskPatientRowSchema, unusablePhoneRowSchema } from '../../shared/patientTypes';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import type { AccountService } from '../accounts';
import { deskPatient, findPatients, findPatientsQuery, patientRecords } from './find-patients';
import { registerPatient } from './register-patient';
import { unusablePhones, unusablePhonesQuery } from './unusable-phones';
import { withMobilePhone } from '../phones/usable-phone';
import { setMobilePhone } from '../phones/phone-correction';
import { noteAccess } from '../plugins/record-access';

/**
 * /api/desk: the front desk finds and registers patients and sees whose number cannot receive
 * texts; staff and admin only.
 */
export function deskRoutes(ctx: RouteContext & { accounts: AccountService }) {
  const { db, guard, config } = ctx;
  const desk = guard('staff', 'admin');
  const today = clinicTodayClock(config.clinicTimezone);
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/desk/find-patients',
      {
        preValidation: desk,
        config: { patientData: 'deskSearch' },
        schema: { querystring: findPatientsQuery, response: { 200: pageAnswer(deskPatientRowSchema) } },
      },
      async (request) => {
        const query = request.query;
        const page = await findPatients(db, query, today(), config.clinicCountry);
        noteAccess(request, { patientIds: page.data.map((row) => row._id) });
        return { success: true, ...page };
      },
    );

    // the patients whose number the conversion to E.164 could not read
    app.get(
      '/desk/unusable-phones',
      {
        preValidation: desk,
        config: { patientData: 'people' },
        schema: { querystring: unusablePhonesQuery, response: { 200: pageAnswer(unusablePhoneRowSchema) } },
      },
      async (request) => {
        const query = request.query;
        const page = await unusablePhones(db, query);
        noteAccess(request, { patientIds: page.data.map((row) => row._id) });
        return { success: true, ...page };
      },
    );

    app.get(
      '/desk/patient',
      {
        preValidation: desk,
        config: { patientData: 'profile' },
        schema: { querystring: deskPatientQuery, response: { 200: dataAnswer(deskPatientRowSchema) } },
      },
      async (request) => {
        const { patientId } = request.query;
        const patient = await deskPatient(db, patientId, today());
        if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
        noteAccess(request, { patientIds: [patient._id], recordId: patient._id });
        return { success: true, data: patient };
      },
    );

    // a patient's number corrected with them (one the conversion could not read leaves the
    // list); staff and doctors' own numbers are not the desk's to change. The audit row names userId.
    app.post(
      '/desk/update-patient-phone',
      {
        preValidation: desk,
        schema: {
          body: correctPatientPhoneSchema,
          response: { 200: dataAnswer(z.object({ _id: id, phone: z.string() })) },
        },
      },
      async (request) => {
        const { userId, phone } = request.body;
        const patient = await setMobilePhone(db, userId, { phone, country: config.clinicCountry }, (eb) =>
          eb('id', 'in', patientRecords(db, 'u').select('u.id')),
        );
        if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
        return {
          success: true,
          message: PATIENT_TEXT.phoneCorrected,
          data: { _id: patient.id, phone: patient.phone },
        };
      },
    );

    app.post(
      '/desk/register-patient',
      {
        preValidation: desk,
        schema: { body: registerPatientSchema, response: { 201: dataAnswer(z.object({ _id: id })) } },
      },
      async (request, reply) => {
        const input = withMobilePhone(request.body, config.clinicCountry);
        const patient = await registerPatient(db, me(request), input, {
          country: config.clinicCountry,
          at: new Date(ctx.now()),
        });
        request.auditTarget = patient.id;
        await ctx.accounts.invitePatient(patient, config.clinicName, config.appUrl);
        return reply
          .status(201)
          .send({ success: true, message: PATIENT_TEXT.patientRegistered, data: { _id: patient.id } });
      },
    );
  };
}
