/** The events a webhook may ask for (Standard Webhooks `type`), and what the admin page reads. */
export const WEBHOOK_EVENTS = [
  'appointment.booked',
  'appointment.approved',
  'appointment.rescheduled',
  'appointment.cancelled',
  'appointment.completed',
  'appointment.no-show',
  'visit.checked-in',
  'visit.called',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Deliveries of one page of the log at most. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;

export interface WebhookSummary {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** why it is off: an admin, a 410 answer, or five days of failures */
  disabledReason: 'admin' | 'gone' | 'failing' | null;
  /** while the previous secret still signs, until when (ISO) */
  rotatingUntil: string | null;
  failingSince: string | null;
  createdAt: string;
}

/** What create and rotate answer: the secret, shown this once. */
export interface WebhookSecret {
  webhookId: string;
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  event: WebhookEvent;
  appointmentId: string;
  state: 'queued' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookDeliveryPage {
  rows: WebhookDelivery[];
  total: number;
}
