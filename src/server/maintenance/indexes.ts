/**
 * Indexes built in the background: a migration must stay schema-only at any size, and
 * building an index over a million appointments takes seconds to minutes, so indexes added after
 * the first release are declared here and built by the maintenance runner (CREATE INDEX
 * CONCURRENTLY on PostgreSQL, once across instances; rebuilt if a build was killed half-way).
 * A query must stay correct, if slower, until its index exists.
 */
export interface BackgroundIndex {
  /** the index's name, unique in the schema */
  name: string;
  /** what follows ON: the table and its columns, e.g. `appointments (doctor_id, created_at DESC)` */
  on: string;
  /** a partial index's condition, without WHERE */
  where?: string;
}

/** In the order they are built. Add new ones at the end; never change one that has shipped (add another). */
export const BACKGROUND_INDEXES: readonly BackgroundIndex[] = [
  // everyone's appointments between two clinic dates, one (clinic date, status) pair at a
  // time, each already in its sort's order (appointments/day-range.ts): the desk sorted by creation
  // time or by status, then by approval time, follow-up date, approver and schedule date (that last
  // one also serves the clinic-date order, and the pairs' counts)
  {
    name: 'appointments_day_status_created',
    on: 'appointments ((coalesce(schedule_date, date)), status, created_at, id)',
  },
  {
    name: 'appointments_day_status_approved_at',
    on: 'appointments ((coalesce(schedule_date, date)), status, approved_at, id)',
  },
  {
    name: 'appointments_day_status_follow_up',
    on: 'appointments ((coalesce(schedule_date, date)), status, follow_up_date, id)',
  },
  {
    name: 'appointments_day_status_approved_by',
    on: 'appointments ((coalesce(schedule_date, date)), status, approved_by_name, id)',
  },
  {
    name: 'appointments_day_status_scheduled',
    on: 'appointments ((coalesce(schedule_date, date)), status, schedule_date, id)',
  },
  // a few patients' appointments between two clinic dates (a name search on the desk with a
  // date range; the desk sorted by patient walks patients by name and looks each one up here)
  {
    name: 'appointments_user_day',
    on: 'appointments (user_id, (coalesce(schedule_date, date))) INCLUDE (status, id)',
  },
  // the desk's list of patients whose number cannot receive texts (desk/unusable-phones.ts):
  // a handful of rows among all the patients, newest first (by name, that handful is sorted)
  { name: 'users_phone_unusable', on: 'users (created_at, id)', where: 'phone_unusable' },
  // the accounts of a number that texted the clinic (texts/replies.ts: every reply, and STOP
  // and START's update), an equality per stored form of the number. users_phone_digits_trgm answers
  // equality too, but every Nigerian number shares most of its trigrams ('234', '348', '480', …), whose
  // lists hold nearly every patient: 35–70 ms a lookup at a million patients, 0.3–0.4 ms with this one
  // (bench/sms-replies.ts)
  { name: 'users_phone_digits', on: 'users (phone_digits)' },
  // a course's visits (cancel or move the following ones, approve a course, its size in lists)
  {
    name: 'appointments_series',
    on: 'appointments (series_id, series_index)',
    where: 'series_id IS NOT NULL',
  },
  // FHIR Appointment?date= (fhir/appointment-search.ts): one day's visits (a follow-up's on
  // its follow-up date), paged by id
  {
    name: 'appointments_visit_day',
    on: `appointments ((CASE WHEN status = 'follow-up' AND follow_up_date IS NOT NULL THEN follow_up_date ELSE coalesce(schedule_date, date) END), id)`,
  },
  // FHIR Appointment?patient= paged by id
  { name: 'appointments_user_id', on: 'appointments (user_id, id)' },
  // FHIR Appointment?practitioner= (with or without a date range): one doctor's visits by visit day
  // and id, so a page is one walk from its cursor however many visits the doctor has had
  {
    name: 'appointments_doctor_visit_day',
    on: `appointments (doctor_id, (CASE WHEN status = 'follow-up' AND follow_up_date IS NOT NULL THEN follow_up_date ELSE coalesce(schedule_date, date) END), id)`,
  },
  // FHIR Appointment?_lastUpdated=: the changes since an instant, in the order they were made
  { name: 'appointments_updated', on: 'appointments (updated_at, id)' },
  // FHIR Appointment?status=: one app status's visits by id, so a rare status fills its page
  { name: 'appointments_status_id', on: 'appointments (status, id)' },
  // FHIR Appointment?status= for due visits that were checked in, called, seen or missed: their
  // clinic-day rows by state and appointment
  { name: 'clinic_visits_state', on: 'clinic_visits (state, appointment_id) INCLUDE (clinic_date)' },
  // a person's copy of their data (privacy/personal-data.ts): the mails and texts sent about their
  // account, and what they did with it, among every person's
  { name: 'mail_outbox_user', on: 'mail_outbox (user_id, created_at)', where: 'user_id IS NOT NULL' },
  { name: 'sms_outbox_user', on: 'sms_outbox (user_id, created_at)', where: 'user_id IS NOT NULL' },
  { name: 'audit_log_actor', on: 'audit_log (actor_id, at DESC)', where: 'actor_id IS NOT NULL' },
  // the retention job (privacy/record-retention.ts): erased accounts whose oldest kept visit is due
  { name: 'users_records_oldest', on: 'users (records_oldest, id)', where: 'records_oldest IS NOT NULL' },
];
