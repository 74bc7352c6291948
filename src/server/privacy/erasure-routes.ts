import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
import {
  adminDeleteAccountSchema,
  closeDataRequestSchema,
  dataRequestParams,
  dataRequestsQuery,
  deleteAccountSchema,
  recordDataRequestSchema,
} from '../../shared/schemas/dataRights';
import { dataRequestSchema } from '../../shared/answers/dataRights';
import { PATIENT_TEXT } from '../../shared/schemas/patients';
import type { AppointmentDeps } from '../appointments';
import { mfaServiceFor, verifyPassword } from '../accounts';
import { patientRecords } from '../desk';
import { withValues } from '../i18n';
import { badRequest, notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { eraseAccount } from './delete-account';
import { noteAccess } from '../plugins/record-access';
import { closeRequest, listRequests, recordWrittenRequest } from './data-requests';
import { ERASURE_TEXT } from './erasure-messages';

const erasedAnswer = dataAnswer(z.object({ cancelled: z.number().int() }));

/**
 * Erasure and the requests' clock: `/api/user/delete-account` for the patient (their password, and
 * their second factor's code when it is on), `/api/admin/delete-account` for an administrator acting
 * on a written request; the requests for administrators, recorded, listed a page at a time, closed.
 */
export function erasureRoutes(ctx: RouteContext & AppointmentDeps) {
  const { db, guard, config } = ctx;
  const deps = { policy: ctx.policy, hooks: ctx.hooks };
  const erased = (cancelled: number) => ({
    success: true as const,
    message: withValues(ERASURE_TEXT.erased, { cancelled }),
    data: { cancelled },
  });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();

    app.post(
      '/user/delete-account',
      {
        preValidation: guard('patient'),
        schema: { body: deleteAccountSchema, response: { 200: erasedAnswer } },
      },
      async (request) => {
        const user = me(request);
        request.auditTarget = user.id;
        // nothing changes unless the password, and the code when the second factor is on, are right
        if (!(await verifyPassword(user.password_hash ?? undefined, request.body.password))) {
          throw badRequest(ERASURE_TEXT.wrongPassword);
        }
        const mfa = await mfaServiceFor(ctx);
        if (await mfa.isOn(user.id)) {
          const { code } = request.body;
          if (code === undefined) throw badRequest(ERASURE_TEXT.codeNeeded);
          if (!(await mfa.verify(user.id, { code }))) throw badRequest(ERASURE_TEXT.wrongCode);
        }
        const at = new Date(ctx.now());
        return erased(await eraseAccount(db, { userId: user.id, actor: user, at }, deps));
      },
    );

    app.post(
      '/admin/delete-account',
      {
        preValidation: guard('admin'),
        schema: { body: adminDeleteAccountSchema, response: { 200: erasedAnswer } },
      },
      async (request) => {
        const { userId, requestReference } = request.body;
        request.auditTarget = userId;
        const erasure = { userId, actor: me(request), at: new Date(ctx.now()), reference: requestReference };
        return erased(await eraseAccount(db, erasure, deps));
      },
    );

    app.get(
      '/admin/data-requests',
      {
        preValidation: guard('admin'),
        // the register names each requester: a look at their record like any list of patients
        config: { patientData: 'people' },
        schema: { querystring: dataRequestsQuery, response: { 200: pageAnswer(dataRequestSchema) } },
      },
      async (request) => {
        const page = await listRequests(db, request.query, config.clinicTimezone);
        noteAccess(request, {
          patientIds: page.data.flatMap((row) => (row.patientId ? [row.patientId] : [])),
        });
        return { success: true as const, ...page };
      },
    );

    app.post(
      '/admin/data-requests',
      {
        preValidation: guard('admin'),
        schema: {
          body: recordDataRequestSchema,
          response: { 201: dataAnswer(z.object({ _id: z.string() })) },
        },
      },
      async (request, reply) => {
        const { patientId, ...input } = request.body;
        request.auditTarget = patientId;
        const patient = await patientRecords(db, 'u')
          .select('u.id')
          .where('u.id', '=', patientId)
          .executeTakeFirst();
        if (!patient) throw notFound(PATIENT_TEXT.patientNotFound);
        const id = await recordWrittenRequest(db, {
          ...input,
          userId: patient.id,
          timeZone: config.clinicTimezone,
          at: new Date(ctx.now()),
        });
        return reply
          .status(201)
          .send({ success: true, message: ERASURE_TEXT.requestRecorded, data: { _id: id } });
      },
    );

    app.post(
      '/admin/data-requests/:id/close',
      {
        preValidation: guard('admin'),
        schema: { params: dataRequestParams, body: closeDataRequestSchema, response: { 200: doneAnswer } },
      },
      async (request) => {
        request.auditTarget = request.params.id;
        await db.transaction().execute((tx) =>
          closeRequest(tx, {
            id: request.params.id,
            outcome: request.body.outcome,
            handledBy: me(request).id,
            at: new Date(ctx.now()),
          }),
        );
        return { success: true as const, message: ERASURE_TEXT.requestClosed };
      },
    );
  };
}
