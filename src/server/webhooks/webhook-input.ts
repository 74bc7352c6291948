import { z } from 'zod';
import { WEBHOOK_DELIVERIES_PAGE_MAX, WEBHOOK_EVENTS } from '../../shared/webhooks';
import { badRequest } from '../plugins/errors';
import { WEBHOOK_TEXT } from './webhook-messages';

type Problem = keyof typeof WEBHOOK_TEXT;
/** A zod issue names its problem by its key in WEBHOOK_TEXT; parseWebhookInput says it. */
const problem = (key: Problem) => ({ error: key });

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

/** Validates a webhook call's input; bad input is a 400 naming the first problem in the caller's language. */
export function parseWebhookInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? 'input');
  const text = WEBHOOK_TEXT[issue.message as Problem] ?? issue.message;
  throw badRequest(text, { errors: { [field]: text } });
}
