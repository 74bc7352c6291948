import { defineMessages } from 'react-intl';
import type { WebhookEvent } from '../../../../shared/webhooks';

/** The events as the admin page names them; the code (`appointment.booked`) is shown beside. */
export const EVENT_LABELS: Record<WebhookEvent, { id: string; defaultMessage: string }> = defineMessages({
  'appointment.booked': { id: 'webhooks.event.booked', defaultMessage: 'Appointment booked' },
  'appointment.approved': { id: 'webhooks.event.approved', defaultMessage: 'Appointment approved' },
  'appointment.rescheduled': { id: 'webhooks.event.rescheduled', defaultMessage: 'Appointment rescheduled' },
  'appointment.cancelled': { id: 'webhooks.event.cancelled', defaultMessage: 'Appointment cancelled' },
  'appointment.completed': { id: 'webhooks.event.completed', defaultMessage: 'Appointment completed' },
  'appointment.no-show': { id: 'webhooks.event.noShow', defaultMessage: 'Patient did not come' },
  'visit.checked-in': { id: 'webhooks.event.checkedIn', defaultMessage: 'Patient checked in' },
  'visit.called': { id: 'webhooks.event.called', defaultMessage: 'Patient called in' },
});

/** A webhook's or a delivery's state. */
export const STATE_LABELS = defineMessages({
  active: { id: 'webhooks.state.active', defaultMessage: 'Active' },
  admin: { id: 'webhooks.state.disabled', defaultMessage: 'Disabled' },
  gone: { id: 'webhooks.state.gone', defaultMessage: 'Turned off: endpoint gone (410)' },
  failing: { id: 'webhooks.state.failing', defaultMessage: 'Turned off: failing for 5 days' },
  queued: { id: 'webhooks.state.queued', defaultMessage: 'Pending' },
  delivered: { id: 'webhooks.state.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'webhooks.state.failed', defaultMessage: 'Failed' },
});
