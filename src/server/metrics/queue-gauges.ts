import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/connect';

interface QueueFigures {
  outbox_pending: number;
  outbox_oldest_seconds: number;
  reminders_due: number;
  reminders_overdue: number;
  texts_queued: number;
  texts_oldest_seconds: number;
}

/**
 * Two queries on the partial indexes of unsent rows (migration 008), run when Prometheus scrapes:
 * the mail outbox waiting to be sent, and reminders whose time has come. A reminder is overdue when
 * it has waited longer than `overdueSeconds` (the reminder scan should have taken it by then).
 */
async function readQueues(db: Db, overdueSeconds: number): Promise<QueueFigures> {
  const outbox = await sql<{ pending: string; oldest: number | null }>`
    SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest
    FROM mail_outbox WHERE sent_at IS NULL AND withdrawn_at IS NULL`.execute(db);
  const reminders = await sql<{ due: string; overdue: string }>`
    SELECT count(*) AS due,
      count(*) FILTER (WHERE due_at <= now() - make_interval(secs => ${overdueSeconds})) AS overdue
    FROM appointment_reminders WHERE sent_at IS NULL AND due_at <= now()`.execute(db);
  // the texts waiting, through sms_outbox_due (reminders held over the night count from their hour)
  const texts = await sql<{ queued: string; oldest: number | null }>`
    SELECT count(*) AS queued, extract(epoch FROM now() - min(next_attempt_at))::float8 AS oldest
    FROM sms_outbox WHERE state = 'queued'`.execute(db);
  return {
    texts_queued: Number(texts.rows[0].queued),
    texts_oldest_seconds: Math.max(0, texts.rows[0].oldest ?? 0),
    outbox_pending: Number(outbox.rows[0].pending),
    outbox_oldest_seconds: Math.max(0, outbox.rows[0].oldest ?? 0),
    reminders_due: Number(reminders.rows[0].due),
    reminders_overdue: Number(reminders.rows[0].overdue),
  };
}

export function registerQueueGauges(registry: Registry, db: Db, overdueSeconds: number): void {
  // a scrape collects every gauge at once: the four share the read in flight, the next scrape reads anew
  let inFlight: Promise<QueueFigures | null> | undefined;
  const figures = () => {
    // the database being away must not fail the whole scrape: the gauges read NaN instead
    inFlight ??= readQueues(db, overdueSeconds)
      .catch(() => null)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const gauge = (name: string, help: string, key: keyof QueueFigures) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await figures();
        this.set(read ? read[key] : NaN);
      },
    });
  gauge('clinicbook_mail_outbox_pending', 'Mails in the outbox not yet sent', 'outbox_pending');
  gauge(
    'clinicbook_mail_outbox_oldest_age_seconds',
    'Age of the oldest mail not yet sent (0 when none waits)',
    'outbox_oldest_seconds',
  );
  gauge('clinicbook_sms_outbox_queued', 'Text messages in the outbox not yet submitted', 'texts_queued');
  gauge(
    'clinicbook_sms_outbox_oldest_age_seconds',
    'How long the longest-waiting due text has been due (0 when none waits)',
    'texts_oldest_seconds',
  );
  gauge(
    'clinicbook_reminders_due',
    'Reminders whose time has come and that are not yet sent',
    'reminders_due',
  );
  gauge(
    'clinicbook_reminders_overdue',
    'Reminders due for longer than the reminder scan should take',
    'reminders_overdue',
  );
}
