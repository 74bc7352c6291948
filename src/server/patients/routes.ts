import type { FastifyInstance } from 'fastify';
import {
  PATIENT_TEXT,
  dependantSchema,
  removeDependantSchema,
  updateDependantSchema,
} from '../../shared/schemas/patients';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, id } from '../../shared/answers/envelope';
import { dependantRowSchema } from '../../shared/patientTypes';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { addDependant, dependantsOf, removeDependant, updateDependant } from './dependants';
import { withMobilePhone } from '../phones/usable-phone';

/** /api/user: the signed-in patient's family members. */
export function patientsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const patient = guard('patient', 'regDoctor');
  const country = ctx.config.clinicCountry;
  const done = { 200: doneAnswer };
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/user/dependants',
      { preValidation: patient, schema: { response: { 200: dataAnswer(z.array(dependantRowSchema)) } } },
      async (request) => ({
        success: true,
        data: await dependantsOf(db, me(request).id),
      }),
    );

    app.post(
      '/user/add-dependant',
      {
        preValidation: patient,
        schema: { body: dependantSchema, response: { 201: dataAnswer(z.object({ _id: id })) } },
      },
      async (request, reply) => {
        const input = withMobilePhone(request.body, country);
        const id = await addDependant(db, me(request), input);
        request.auditTarget = id;
        return reply
          .status(201)
          .send({ success: true, message: PATIENT_TEXT.dependantAdded, data: { _id: id } });
      },
    );

    app.post(
      '/user/update-dependant',
      { preValidation: patient, schema: { body: updateDependantSchema, response: done } },
      async (request) => {
        const input = withMobilePhone(request.body, country);
        await updateDependant(db, me(request), input);
        return { success: true, message: PATIENT_TEXT.dependantUpdated };
      },
    );

    app.post(
      '/user/remove-dependant',
      { preValidation: patient, schema: { body: removeDependantSchema, response: done } },
      async (request) => {
        const { dependantId } = request.body;
        await removeDependant(db, me(request), dependantId);
        return { success: true, message: PATIENT_TEXT.dependantRemoved };
      },
    );
  };
}
