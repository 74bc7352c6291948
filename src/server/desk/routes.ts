import type { FastifyInstance } from 'fastify';
import {
  PATIENT_TEXT,
  correctPatientPhoneSchema,
  deskPatientQuery,
  registerPatientSchema,
} from '../../shared/schemas/patients';
import { notFound, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import type { AccountService } from '../accounts';
import { deskPatient, findPatients, findPatientsQuery, patientRecords } from './find-patients';
import { registerPatient } from './register-patient';
import { unusablePhones, unusablePhonesQuery } from './unusable-phones';
import { withMobilePhone } from '../phones/usable-phone';
import { setMobilePhone } from '../phones/phone-correction';

/**
 * /api/desk: the front desk finds and registers patients and sees whose number cannot receive
 * texts; staff and admin only.
 */
export function deskRoutes(ctx: RouteContext & { accounts: AccountService }) {
  const { db, guard, config } = ctx;
  const desk = guard('staff', 'admin');
  const today = clinicTodayClock(config.clinicTimezone);
  return async (app: FastifyInstance) => {
    app.get('/desk/find-patients', { preHandler: desk }, async (request) => {
      const query = parseInput(findPatientsQuery, request.query);
      return { success: true, ...(await findPatients(db, query, today(), config.clinicCountry)) };
    });

    // the patients whose number the conversion to E.164 could not read
    app.get('/desk/unusable-phones', { preHandler: desk }, async (request) => {
      const query = parseInput(unusablePhonesQuery, request.query);
      return { success: true, ...(await unusablePhones(db, query)) };
    });

    app.get('/desk/patient', { preHandler: desk }, async (request) => {
      const { patientId } = parseInput(deskPatientQuery, request.query);
      const patient = await deskPatient(db, patientId, today());
      if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
      return { success: true, data: patient };
    });

    // a patient's number corrected with them (one the conversion could not read leaves the
    // list); staff and doctors' own numbers are not the desk's to change. The audit row names userId.
    app.post('/desk/update-patient-phone', { preHandler: desk }, async (request) => {
      const { userId, phone } = parseInput(correctPatientPhoneSchema, request.body);
      const patient = await setMobilePhone(db, userId, { phone, country: config.clinicCountry }, (eb) =>
        eb('id', 'in', patientRecords(db, 'u').select('u.id')),
      );
      if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
      return {
        success: true,
        message: PATIENT_TEXT.phoneCorrected,
        data: { _id: patient.id, phone: patient.phone },
      };
    });

    app.post('/desk/register-patient', { preHandler: desk }, async (request, reply) => {
      const input = withMobilePhone(parseInput(registerPatientSchema, request.body), config.clinicCountry);
      const patient = await registerPatient(db, me(request), input, config.clinicCountry);
      request.auditTarget = patient.id;
      await ctx.accounts.invitePatient(patient, config.clinicName, config.appUrl);
      return reply
        .status(201)
        .send({ success: true, message: PATIENT_TEXT.patientRegistered, data: { _id: patient.id } });
    });
  };
}
