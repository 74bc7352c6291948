import type { FastifyInstance } from 'fastify';
import {
  PATIENT_TEXT,
  dependantSchema,
  removeDependantSchema,
  updateDependantSchema,
} from '../../shared/schemas/patients';
import { parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { addDependant, dependantsOf, removeDependant, updateDependant } from './dependants';
import { withMobilePhone } from '../phones/usable-phone';

/** /api/user: the signed-in patient's family members. */
export function patientsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const patient = guard('patient', 'regDoctor');
  const country = ctx.config.clinicCountry;
  return async (app: FastifyInstance) => {
    app.get('/user/dependants', { preHandler: patient }, async (request) => ({
      success: true,
      data: await dependantsOf(db, me(request).id),
    }));

    app.post('/user/add-dependant', { preHandler: patient }, async (request, reply) => {
      const input = withMobilePhone(parseInput(dependantSchema, request.body), country);
      const id = await addDependant(db, me(request), input);
      request.auditTarget = id;
      return reply
        .status(201)
        .send({ success: true, message: PATIENT_TEXT.dependantAdded, data: { _id: id } });
    });

    app.post('/user/update-dependant', { preHandler: patient }, async (request) => {
      const input = withMobilePhone(parseInput(updateDependantSchema, request.body), country);
      await updateDependant(db, me(request), input);
      return { success: true, message: PATIENT_TEXT.dependantUpdated };
    });

    app.post('/user/remove-dependant', { preHandler: patient }, async (request) => {
      const { dependantId } = parseInput(removeDependantSchema, request.body);
      await removeDependant(db, me(request), dependantId);
      return { success: true, message: PATIENT_TEXT.dependantRemoved };
    });
  };
}
