import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../plugins/contract';
import { pageAnswer } from '../../shared/answers/envelope';
import { patientNameRowSchema } from '../../shared/patientTypes';
import type { RouteContext } from '../context';
import { findPatientNames, patientNamesQuery } from '../desk';

/**
 * A doctor finds a patient by name, phone or e-mail: the desk's search, answering names alone, a page
 * at a time. Only the record opened from it (GET /api/doctor/patient) shows the patient's details, and
 * only that is a read of their record: it is logged, with a reason for a patient never seen.
 */
export function doctorFindPatientsRoutes(ctx: RouteContext) {
  const { db, guard, config } = ctx;
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/doctor/find-patients',
      {
        preValidation: guard('doctor'),
        schema: { querystring: patientNamesQuery, response: { 200: pageAnswer(patientNameRowSchema) } },
      },
      async (request) => ({
        success: true,
        ...(await findPatientNames(db, request.query, config.clinicCountry)),
      }),
    );
  };
}
