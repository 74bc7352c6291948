import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Figures kept for the whole process, which the product areas move as things happen (one process
 * serves one app in production). Each app's registry (registry.ts) reports them beside its own.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** A booking refused because the doctor's date had no slot left (appointments/booking.ts). */
export const bookingsRefusedFull = new Counter({
  name: 'clinicbook_bookings_refused_full_total',
  help: 'Bookings refused because the date had no slot left',
  registers: [processRegistry],
});

/** Open server-sent-event streams of the notification bell (notifications/routes.ts). */
export const liveConnections = new Gauge({
  name: 'clinicbook_live_connections',
  help: 'Open live (server-sent events) notification streams',
  registers: [processRegistry],
});

/**
 * Texts by what became of them: submitted to the SMSC, delivered or failed by receipt,
 * and attempts that will be retried (sms/sms-sender.ts, sms/receipts.ts).
 */
export const smsTexts = new Counter({
  name: 'clinicbook_sms_texts_total',
  help: 'Text messages by state: submitted, delivered, failed (by receipt) and retried attempts',
  labelNames: ['state'],
  registers: [processRegistry],
});
