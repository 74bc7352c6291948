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
