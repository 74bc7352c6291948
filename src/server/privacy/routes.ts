import type { FastifyInstance, FastifyReply } from 'fastify';
import { deskPatientQuery, PATIENT_TEXT } from '../../shared/schemas/patients';
import { z } from 'zod';
import { privacyNoticesQuery, publishNoticeSchema } from '../../shared/schemas/privacy';
import { personalDataCopySchema, privacyNoticeSchema } from '../../shared/answers/privacy';
import { dataAnswer, pageAnswer } from '../../shared/answers/envelope';
import { CONSENT_TEXT, currentNotice, listNotices, publishNotice } from '../accounts';
import { withValues } from '../i18n';
import { notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { patientRecords } from '../desk';
import { clinicTodayClock } from '../read-cache/today';
import { personalDataOf } from './personal-data';
import { recordCopyHanded } from './data-requests';
import { noteAccess } from '../plugins/record-access';

/**
 * A copy of everything the clinic keeps about a person, as a JSON file: `/api/user/my-data` for the
 * signed-in person (with the family members they manage), `/api/desk/patient-data` for the desk
 * handing it to a patient who asks in person. Both are rate-limited and recorded in the audit log.
 * And the clinic's privacy notice: the version in force for anyone (the sign-up screens show it),
 * its versions and the publishing of the next one for administrators.
 */
export function privacyRoutes(ctx: RouteContext) {
  const { db, guard, config } = ctx;
  const today = clinicTodayClock(config.clinicTimezone);
  const sendCopy = async (reply: FastifyReply, userId: string) => {
    const personal = await personalDataOf(db, { userId, timeZone: config.clinicTimezone });
    await recordCopyHanded(db, { userId, by: me(reply.request), at: new Date(ctx.now()) });
    return reply
      .header('content-disposition', `attachment; filename="clinicbook-data-${today()}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ generatedAt: new Date(ctx.now()).toISOString(), ...personal });
  };
  const copy = { response: { 200: personalDataCopySchema } };
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get('/user/my-data', { preValidation: guard(), schema: copy }, async (request, reply) => {
      const user = me(request);
      request.auditTarget = user.id;
      return sendCopy(reply, user.id);
    });

    // the privacy notice in force, in every language written, for the sign-up screens; null before any
    app.get(
      '/privacy-notice',
      { schema: { response: { 200: dataAnswer(privacyNoticeSchema.nullable()) } } },
      async () => ({ success: true, data: await currentNotice(db) }),
    );

    app.get(
      '/admin/privacy-notices',
      {
        preValidation: guard('admin'),
        schema: { querystring: privacyNoticesQuery, response: { 200: pageAnswer(privacyNoticeSchema) } },
      },
      async (request) => ({ success: true, ...(await listNotices(db, request.query)) }),
    );

    // the next version (one more than the last): everyone is asked to accept it at their next sign-in
    app.post(
      '/admin/publish-privacy-notice',
      {
        preValidation: guard('admin'),
        schema: {
          body: publishNoticeSchema,
          response: { 201: dataAnswer(z.object({ version: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const version = await publishNotice(db, {
          texts: request.body.texts,
          adminId: me(request).id,
          at: new Date(ctx.now()),
        });
        request.auditTarget = String(version);
        return reply.status(201).send({
          success: true,
          message: withValues(CONSENT_TEXT.published, { version }),
          data: { version },
        });
      },
    );

    app.get(
      '/desk/patient-data',
      {
        preValidation: guard('staff', 'admin'),
        config: { patientData: 'dataCopy' },
        schema: { ...copy, querystring: deskPatientQuery },
      },
      async (request, reply) => {
        const { patientId } = request.query;
        request.auditTarget = patientId;
        const record = await patientRecords(db, 'u')
          .select('u.id')
          .where('u.id', '=', patientId)
          .executeTakeFirst();
        if (!record) throw notFound(PATIENT_TEXT.patientNotFound);
        noteAccess(request, { patientIds: [record.id], recordId: record.id });
        return sendCopy(reply, record.id);
      },
    );
  };
}
