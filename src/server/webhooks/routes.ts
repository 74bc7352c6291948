import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../context';
import { me } from '../plugins/auth';
import {
  createWebhookSchema,
  deliveriesQuerySchema,
  deliveryIdSchema,
  parseWebhookInput,
  webhookIdSchema,
} from './webhook-input';
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

/** The webhook a call acts on, checked and noted as the audit log's target. */
function targetWebhook(request: FastifyRequest): string {
  const { webhookId } = parseWebhookInput(webhookIdSchema, request.body);
  request.auditTarget = webhookId;
  return webhookId;
}

/**
 * Webhooks, for administrators only: register an endpoint (its secret shown once), list,
 * rotate, turn off and on, delete, and the delivery log with resend. Every call is in the audit log.
 */
export function webhooksRoutes(ctx: RouteContext) {
  const { db, guard, config } = ctx;
  const admin = { preHandler: guard('admin') };
  return async (app: FastifyInstance) => {
    app.post('/create-webhook', admin, async (request, reply) => {
      const input = parseWebhookInput(createWebhookSchema, request.body);
      const data = await createWebhook(db, {
        ...input,
        createdBy: me(request).id,
        allowPrivate: config.webhookAllowPrivate,
      });
      request.auditTarget = data.webhookId;
      return reply.status(201).send({ success: true, message: WEBHOOK_TEXT.created, data });
    });

    app.get('/webhooks', admin, async () => ({ success: true, data: await listWebhooks(db) }));

    app.post('/rotate-webhook-secret', admin, async (request) => ({
      success: true,
      message: WEBHOOK_TEXT.secretRotated,
      data: await rotateSecret(db, targetWebhook(request)),
    }));

    app.post('/disable-webhook', admin, async (request) => {
      await setEnabled(db, targetWebhook(request), false);
      return { success: true, message: WEBHOOK_TEXT.disabled };
    });

    app.post('/enable-webhook', admin, async (request) => {
      await setEnabled(db, targetWebhook(request), true);
      return { success: true, message: WEBHOOK_TEXT.enabled };
    });

    app.post('/delete-webhook', admin, async (request) => {
      await deleteWebhook(db, targetWebhook(request));
      return { success: true, message: WEBHOOK_TEXT.deleted };
    });

    app.get('/webhook-deliveries', admin, async (request) => ({
      success: true,
      data: await listDeliveries(db, parseWebhookInput(deliveriesQuerySchema, request.query)),
    }));

    app.post('/resend-webhook-delivery', admin, async (request) => {
      const { deliveryId } = parseWebhookInput(deliveryIdSchema, request.body);
      request.auditTarget = deliveryId;
      await resendDelivery(db, deliveryId);
      return { success: true, message: WEBHOOK_TEXT.resent };
    });
  };
}
