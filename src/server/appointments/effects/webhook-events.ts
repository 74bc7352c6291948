import type { WebhookEvent } from '../../../shared/webhooks';

/**
 * Which webhook event each SQL trigger writes, and on what change. The triggers (migration
 * 025_webhooks: functions webhook_appointments_inserted, webhook_appointments_updated,
 * webhook_visits_changed) are statement-level and run in the transaction of the change itself, so
 * every path that changes a visit emits its events, whichever rule, route or job made it: the
 * TypeScript never writes one. They queue one webhook_deliveries row per enabled webhook that asks
 * for the event (the webhook sender posts it after the commit), and return at once while no webhook
 * is enabled. The changes' effects (visit-effects.ts) name the event their statement makes here.
 */
export const WEBHOOK_EVENTS_BY_TRIGGER = {
  /** AFTER INSERT ON appointments */
  appointments_inserted_webhook: {
    'appointment.booked':
      'every appointment inserted: a booking, each visit of a course, a promotion from the waitlist, a rebooking',
    'appointment.approved': 'an appointment inserted already approved, after its appointment.booked',
  },
  /** AFTER UPDATE ON appointments, comparing each row's old and new status */
  appointments_updated_webhook: {
    'appointment.approved': 'the status becomes approved',
    'appointment.rescheduled':
      'the status stays approved and the schedule date, date or time moves, or stays follow-up and the follow-up date moves (a move back to pending writes none: its approval will)',
    'appointment.cancelled': 'the status becomes cancelled or rejected',
    'appointment.completed': 'the status becomes completed (becoming follow-up writes none)',
    'appointment.no-show': 'the status becomes no-show',
  },
  /** AFTER INSERT ON clinic_visits (the clinic day's queue): a row written checked in, or called */
  clinic_visits_inserted_webhook: {
    'visit.checked-in': 'a visit row inserted with arrived_at: the patient checked in',
    'visit.called': 'a visit row inserted with called_at',
  },
  /** AFTER UPDATE ON clinic_visits */
  clinic_visits_updated_webhook: {
    'visit.checked-in': 'arrived_at is set',
    'visit.called': 'called_at is set or changes: the patient is called to the room',
  },
} as const satisfies Record<string, Partial<Record<WebhookEvent, string>>>;

type Written = {
  [T in keyof typeof WEBHOOK_EVENTS_BY_TRIGGER]: keyof (typeof WEBHOOK_EVENTS_BY_TRIGGER)[T];
}[keyof typeof WEBHOOK_EVENTS_BY_TRIGGER];
/** Fails to compile when an event a webhook may ask for (shared/webhooks.ts) has no trigger above. */
const _everyEventWritten: [Exclude<WebhookEvent, Written>] extends [never] ? true : never = true;
