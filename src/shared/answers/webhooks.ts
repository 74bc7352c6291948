import { z } from 'zod';
import { id, instant } from './envelope';
import { WEBHOOK_EVENTS } from '../webhooks';

export const webhookSummarySchema = z.object({
  id: id,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** why it is off: an admin, a 410 answer, or five days of failures */
  disabledReason: z.enum(['admin', 'gone', 'failing']).nullable(),
  /** while the previous secret still signs, until when */
  rotatingUntil: instant.nullable(),
  failingSince: instant.nullable(),
  createdAt: instant,
});
export type WebhookSummary = z.output<typeof webhookSummarySchema>;

/** What create and rotate answer: the secret, shown this once. */
export const webhookSecretSchema = z.object({ webhookId: id, secret: z.string() });
export type WebhookSecret = z.output<typeof webhookSecretSchema>;

const webhookDeliverySchema = z.object({
  id: id,
  event: z.enum(WEBHOOK_EVENTS),
  appointmentId: id,
  state: z.enum(['queued', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: instant,
  deliveredAt: instant.nullable(),
  nextAttemptAt: instant.nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  rows: z.array(webhookDeliverySchema),
  total: z.number().int(),
});
export type WebhookDeliveryPage = z.output<typeof webhookDeliveryPageSchema>;
