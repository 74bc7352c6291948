import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../context';
import { me } from '../plugins/auth';
import { z } from 'zod';
import {
  createWebhookSchema,
  deliveriesQuerySchema,
  deliveryIdSchema,
  webhookIdSchema,
} from './webhook-input';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import {
  webhookDeliveryPageSchema,
  webhookSecretSchema,
  webhookSummarySchema,
} from '../../shared/answers/webhooks';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateSecret,
  setEnabled,
} from './webhooks';
import { WEBHOOK_TEXT } from './webhook-messages';

/** The webhook a call acts on, noted as the audit log's target. */
function targetWebhook(request: FastifyRequest & { body: { webhookId: string } }): string {
  request.auditTarget = request.body.webhookId;
  return request.body.webhookId;
}

/**
 * Webhooks, for administrators only: register an endpoint (its secret shown once), list,
 * rotate, turn off and on, delete, and the delivery log with resend. Every call is in the audit log.
 */
export function webhooksRoutes(ctx: RouteContext) {
  const { db, guard, config } = ctx;
  const admin = guard('admin');
  /** A call on one webhook, by its id. */
  const onWebhook = <T extends z.ZodType>(answer: T) => ({
    preValidation: admin,
    schema: { body: webhookIdSchema, response: { 200: answer } },
  });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/create-webhook',
      {
        preValidation: admin,
        schema: { body: createWebhookSchema, response: { 201: dataAnswer(webhookSecretSchema) } },
      },
      async (request, reply) => {
        const input = request.body;
        const data = await createWebhook(db, {
          ...input,
          createdBy: me(request).id,
          allowPrivate: config.webhookAllowPrivate,
        });
        request.auditTarget = data.webhookId;
        return reply.status(201).send({ success: true, message: WEBHOOK_TEXT.created, data });
      },
    );

    app.get(
      '/webhooks',
      { preValidation: admin, schema: { response: { 200: dataAnswer(z.array(webhookSummarySchema)) } } },
      async () => ({ success: true, data: await listWebhooks(db) }),
    );

    app.post('/rotate-webhook-secret', onWebhook(dataAnswer(webhookSecretSchema)), async (request) => ({
      success: true,
      message: WEBHOOK_TEXT.secretRotated,
      data: await rotateSecret(db, targetWebhook(request)),
    }));

    app.post('/disable-webhook', onWebhook(doneAnswer), async (request) => {
      await setEnabled(db, targetWebhook(request), false);
      return { success: true, message: WEBHOOK_TEXT.disabled };
    });

    app.post('/enable-webhook', onWebhook(doneAnswer), async (request) => {
      await setEnabled(db, targetWebhook(request), true);
      return { success: true, message: WEBHOOK_TEXT.enabled };
    });

    app.post('/delete-webhook', onWebhook(doneAnswer), async (request) => {
      await deleteWebhook(db, targetWebhook(request));
      return { success: true, message: WEBHOOK_TEXT.deleted };
    });

    app.get(
      '/webhook-deliveries',
      {
        preValidation: admin,
        schema: {
          querystring: deliveriesQuerySchema,
          response: { 200: dataAnswer(webhookDeliveryPageSchema) },
        },
      },
      async (request) => ({ success: true, data: await listDeliveries(db, request.query) }),
    );

    app.post(
      '/resend-webhook-delivery',
      { preValidation: admin, schema: { body: deliveryIdSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { deliveryId } = request.body;
        request.auditTarget = deliveryId;
        await resendDelivery(db, deliveryId);
        return { success: true, message: WEBHOOK_TEXT.resent };
      },
    );
  };
}
