import { z } from 'zod';
import { WEBHOOK_DELIVERIES_PAGE_MAX, WEBHOOK_EVENTS } from '../../shared/webhooks';
import { serverMessage } from '../plugins/errors';
import { WEBHOOK_TEXT } from './webhook-messages';

/** A zod issue says its problem in the webhooks' own words (said in the caller's language when refused). */
const problem = (key: keyof typeof WEBHOOK_TEXT) => ({ error: serverMessage(WEBHOOK_TEXT[key]) });

const webhookId = z.uuid(problem('chooseWebhook'));

export const createWebhookSchema = z.object({
  url: z.string(problem('urlInvalid')).trim().min(1, problem('urlInvalid')).max(2000, problem('urlInvalid')),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, problem('chooseEvents')), problem('chooseEvents'))
    .min(1, problem('chooseEvents'))
    .transform((events) => [...new Set(events)]),
});

export const webhookIdSchema = z.object({ webhookId });
export const deliveryIdSchema = z.object({ deliveryId: z.uuid(problem('deliveryNotFound')) });

export const deliveriesQuerySchema = z.strictObject({
  webhookId,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_PAGE_MAX).default(20),
});
