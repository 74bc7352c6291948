import type { AppointmentStatus } from '../../shared/schemas/appointments';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /**
   * NULL for a patient record without an e-mail. Typed as read from a login account, which
   * always has one; code that reads patient records (patients/, desk/, mail SQL) treats it as nullable.
   */
  email: ColumnType<string, string | null | undefined, string | null>;
  phone: string;
  /** null: a patient record without a login (a dependant, or registered at the desk) */
  password_hash: string | null;
  is_admin: Generated<boolean>;
  is_doctor: Generated<boolean>;
  is_staff: Generated<boolean>;
  reg_doctor: Generated<boolean>;
  is_blocked: Generated<boolean>;
  is_verified: Generated<boolean>;
  /** Bumped by a password reset or a block: tokens carrying an older version stop working. */
  token_version: Generated<number>;
  /** false: no e-mail about appointments (one-time codes still go) */
  appointment_mail: Generated<boolean>;
  /** Migration 022: "Text me about my appointments"; STOP and START from the number set it */
  appointment_texts: Generated<boolean>;
  /** Migration 019: en, fr, ha, yo, ig or ar; NULL until the account chooses */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Has at least one appointment; kept by a trigger for the dashboards' tallies (migration 011). */
  booked: Generated<boolean>;
  /** Migration 013: the account that manages this dependant */
  holder_id: ColumnType<string | null, string | null | undefined, string | null>;
  relationship: ColumnType<string | null, string | null | undefined, string | null>;
  /** read through to_char: 'YYYY-MM-DD' */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  /** the staff member who registered the record at the desk */
  registered_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** the phone's digits, kept by the database */
  phone_digits: ColumnType<string, never, never>;
  /**
   * Migration 021: true when the stored phone cannot receive texts and was kept as typed
   * (the desk lists these); false for E.164 or none; NULL until the conversion has read an older row.
   */
  phone_unusable: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** Migration 032: the privacy notice version the person last accepted, and when */
  privacy_version: ColumnType<number | null, number | null | undefined, number | null>;
  privacy_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 032: false when the person withdrew consent to their name on published reviews */
  review_name: Generated<boolean>;
  /** Migration 033: when the account was erased and the row became a pseudonym; null otherwise */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 033: an erased account's earliest visit kept as a clinical record, for the retention job (a date: read through to_char) */
  records_oldest: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'verify' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: ColumnType<Date | null, never, Date | string>;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** The words in English, as written (older rows: the only words there are). */
  message: string;
  /** The message's id and values, worded in the reader's language when read. */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  message_values: ColumnType<
    Record<string, string | number> | null,
    string | null | undefined,
    string | null
  >;
  on_click_path: string | null;
  seen: Generated<boolean>;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

interface NamedRow {
  id: Generated<string>;
  created_at: CreatedAt;
}
export interface ClinicDaysTable extends NamedRow {
  name: string;
}
export interface ServicesTable extends NamedRow {
  service: string;
}
export interface LocationsTable extends NamedRow {
  location: string;
}
export interface SpecialitiesTable extends NamedRow {
  speciality: string;
}
export interface SlotOptionsTable extends NamedRow {
  total_slots: number;
}

export interface DoctorsTable {
  id: Generated<string>;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  gender: 'female' | 'male' | null;
  location: string;
  service: string;
  specialization: string;
  experience: number;
  /** whole naira */
  fee_per_consultation: number;
  /** HH:mm */
  appointment_start: string;
  appointment_end: string;
  total_slots: number;
  clinic_days: string[];
  /** the doctor's own consultation length, the pace until there is history (migration 028) */
  own_pace_minutes: Generated<number>;
  /** the median consultation of the last 30 clinic days, measured in the background, and when */
  pace_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  pace_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: Generated<'pending' | 'approved' | 'blocked'>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MediaImagesTable {
  id: Generated<string>;
  data: Uint8Array;
  mime_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  uploaded_by: string | null;
  created_at: CreatedAt;
}

export type { AppointmentStatus };
/**
 * A calendar date column, written as 'YYYY-MM-DD'. Drivers read `date` as a JS Date in the machine's
 * zone, so reads go through to_char (services/appointment-queries.ts), never selectAll.
 */
type CalendarDate = ColumnType<string, string, string>;

export interface AppointmentsTable {
  id: Generated<string>;
  user_id: string;
  doctor_id: string;
  /** the requested date */
  date: CalendarDate;
  /** HH:mm */
  time: string;
  status: Generated<AppointmentStatus>;
  schedule_date: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_date: ColumnType<string | null, string | null | undefined, string | null>;
  comment: string | null;
  approved_by_name: string | null;
  approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The patient answered the reminder's text with 1 or YES */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** the SEQUENCE of the visit's calendar invitations: raised by each reschedule and cancel */
  calendar_sequence: Generated<number>;
  /**
   * the closed date that cancelled this visit: its patient may rebook the doctor's next open date
   * after it in one call; cleared by the rebook. A reopening leaves it.
   */
  rebook_after: ColumnType<string | null, string | null | undefined, string | null>;
  /** who booked the visit where that differs from the patient it is for */
  booked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** the patient's first appointment with this doctor / with the clinic; set on insert (migration 017) */
  first_with_doctor: ColumnType<boolean | null, boolean | null | undefined, never>;
  first_in_clinic: ColumnType<boolean | null, boolean | null | undefined, never>;
  /** made by a promotion from the waitlist (the insights count these as promoted) */
  from_waitlist: ColumnType<boolean, boolean | undefined, never>;
  /** The course this visit belongs to, and its place in it from 1 (migration 026) */
  series_id: ColumnType<string | null, string | null | undefined, string | null>;
  series_index: ColumnType<number | null, number | null | undefined, number | null>;
  /** The arrival window told at approval, 'HH:mm' clinic time; null until approved (migration 028) */
  arrive_from: ColumnType<string | null, string | null | undefined, string | null>;
  arrive_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** how many minutes a slip moved the window later than first told (null: not moved) */
  arrive_moved: ColumnType<number | null, number | null | undefined, number | null>;
  /** cancelled by a leave and kept with the substitute: when (insights count it moved; migration 036) */
  moved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A course of visits (migration 026): its appointments name it. */
export interface SeriesTable {
  id: Generated<string>;
  user_id: string;
  doctor_id: string;
  /** the visits booked in the course */
  size: number;
  /** 'week' | '2 weeks' | '4 weeks' | 'month' when planned so; null for dates chosen one by one */
  every: string | null;
  booked_by: string | null;
  created_at: CreatedAt;
}

/** A mail about an appointment, written with the change and sent after it commits. */
export interface MailOutboxTable {
  id: Generated<string>;
  user_id: string | null;
  to_address: string;
  kind: string;
  appointment_id: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  ics_method: 'REQUEST' | 'CANCEL' | null;
  ics_content: string | null;
  /** The language the mail was written in, for its Content-Language; null before. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  last_error: string | null;
  /** Migration 033: the account was erased before the mail went; it is never sent */
  withdrawn_at: ColumnType<Date | null, never, Date | string | null>;
  created_at: CreatedAt;
}

/** One reminder owed per visit and time; sent_at once its mail is in the outbox. */
export interface AppointmentRemindersTable {
  appointment_id: string;
  visit_at: ColumnType<Date, Date | string, Date | string>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A patient waiting for a place on a doctor's full date, first come first served. */
export interface WaitlistEntriesTable {
  id: Generated<string>;
  user_id: string;
  doctor_id: string;
  date: CalendarDate;
  time: string;
  created_at: CreatedAt;
}

/** A clinic date the doctor does not hold, with who closed it and why. */
export interface ClosedClinicDaysTable {
  id: Generated<string>;
  doctor_id: string;
  date: CalendarDate;
  reason: string;
  closed_by: string | null;
  closed_by_name: string;
  created_at: CreatedAt;
  /** the leave that closed the date, when one did (migration 031) */
  leave_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A doctor's leave as recorded (migration 031): its days are closed_clinic_days naming it. */
export interface DoctorLeaveTable {
  id: Generated<string>;
  doctor_id: string;
  from_date: CalendarDate;
  to_date: CalendarDate;
  reason: string;
  substitute_doctor_id: string | null;
  recorded_by: string | null;
  recorded_by_name: string;
  created_at: CreatedAt;
}

/** A visit a leave cancelled, offered to the substitute at the same date and time (migration 031). */
export interface LeaveOffersTable {
  id: Generated<string>;
  leave_id: string;
  appointment_id: string;
  substitute_doctor_id: string;
  /** the cancelled visit's date and time ('HH:mm'), kept with the substitute on acceptance */
  visit_date: CalendarDate;
  visit_time: string;
  /** sha256 of the one-click link's key; the key itself is only in the patient's mail and text */
  key_hash: string;
  /** the visit booked with the substitute when the patient accepted */
  moved_to: ColumnType<string | null, string | null | undefined, string | null>;
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export type ReviewStatus = 'approved' | 'hold' | 'rejected';

export interface ReviewsTable {
  id: Generated<string>;
  appointment_id: string;
  user_id: string;
  doctor_id: string;
  /** numeric(2,1): drivers read it as text */
  rating: ColumnType<string, number, number>;
  comment: string;
  /** null reads as "unknown" and stays editable, as hold does */
  status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  admin_comment: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_role: string;
  action: string;
  target: string | null;
  ip: string | null;
  status_code: number;
  outcome: 'success' | 'failure';
}

export interface Database {
  users: UsersTable;
  one_time_codes: OneTimeCodesTable;
  login_failures: LoginFailuresTable;
  notifications: NotificationsTable;
  app_settings: AppSettingsTable;
  clinic_days: ClinicDaysTable;
  services: ServicesTable;
  locations: LocationsTable;
  specialities: SpecialitiesTable;
  slot_options: SlotOptionsTable;
  doctors: DoctorsTable;
  media_images: MediaImagesTable;
  appointments: AppointmentsTable;
  series: SeriesTable;
  reviews: ReviewsTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  appointment_reminders: AppointmentRemindersTable;
  waitlist_entries: WaitlistEntriesTable;
  closed_clinic_days: ClosedClinicDaysTable;
  doctor_leave: DoctorLeaveTable;
  leave_offers: LeaveOffersTable;
  dashboard_tallies: DashboardTalliesTable;
  doctor_patients: DoctorPatientsTable;
  person_names: PersonNamesTable;
  user_sessions: UserSessionsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  rate_limit_counts: RateLimitCountsTable;
  clinic_visits: ClinicVisitsTable;
  clinic_queue_counters: ClinicQueueCountersTable;
  clinic_queue_prefixes: ClinicQueuePrefixesTable;
  queue_displays: QueueDisplaysTable;
  waitlist_joins: WaitlistJoinsTable;
  maintenance_tasks: MaintenanceTasksTable;
  sms_outbox: SmsOutboxTable;
  sms_parts: SmsPartsTable;
  api_clients: ApiClientsTable;
  api_client_jtis: ApiClientJtisTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  published_chunks: PublishedChunksTable;
  published_files: PublishedFilesTable;
  published_refresh: PublishedRefreshTable;
  privacy_notices: PrivacyNoticesTable;
  consent_events: ConsentEventsTable;
  record_access: RecordAccessTable;
  data_requests: DataRequestsTable;
  payment_policy: PaymentPolicyTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  receipt_counters: ReceiptCountersTable;
}

/** A request about a person's data and its clock (migration 033). */
export interface DataRequestsTable {
  id: Generated<string>;
  kind: 'copy' | 'deletion' | 'correction';
  user_id: string | null;
  reference: string;
  received_at: ColumnType<Date, Date | string, Date | string>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  status: 'open' | 'done';
  details: Generated<string>;
  outcome: string | null;
  handled_by: string | null;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The clinic's payment policy (migration 035): one row at most; absent, visits are paid at the desk. */
export interface PaymentPolicyTable {
  id: Generated<boolean>;
  collect: 'desk' | 'deposit' | 'full';
  deposit_kobo: number | null;
  deposit_percent: number | null;
  refund_after_cutoff_percent: number;
  /** null: PAYMENT_HOLD_MINUTES */
  hold_minutes: number | null;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PaymentState =
  'initialized' | 'success' | 'failed' | 'abandoned' | 'refunded' | 'partially refunded';
export type PaymentMethod = 'paystack' | 'cash' | 'pos' | 'transfer';

/** One attempt to pay for a visit, online or at the desk (migration 035); never deleted. */
export interface PaymentsTable {
  id: Generated<string>;
  appointment_id: string;
  method: PaymentMethod;
  state: PaymentState;
  amount_kobo: number;
  refunded_kobo: Generated<number>;
  currency: Generated<string>;
  /** ours, unique: Paystack's transaction reference, or the desk's receipt reference */
  reference: string;
  /** the POS terminal's or the bank's reference, as the desk typed it */
  outside_reference: string | null;
  authorization_url: string | null;
  /** an online payment not made by then releases the visit's place */
  hold_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  receipt_year: number | null;
  receipt_number: number | null;
  recorded_by: string | null;
  voided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  voided_by: string | null;
  void_reason: string | null;
  created_at: CreatedAt;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A payment's history (migration 035): append-only. */
export interface PaymentEventsTable {
  id: Generated<string>;
  payment_id: string;
  kind: string;
  amount_kobo: number | null;
  detail: ColumnType<unknown, string | null | undefined, never>;
  actor_id: string | null;
  at: CreatedAt;
}

/** The last receipt number given in a year (migration 035). */
export interface ReceiptCountersTable {
  year: number;
  last: number;
}

/** One published version of the clinic's privacy notice (migration 032); never changed. */
export interface PrivacyNoticesTable {
  version: number;
  /** language code → the notice's text; `en` always */
  texts: ColumnType<Record<string, string>, string, never>;
  published_by: string | null;
  published_at: CreatedAt;
}

/** A consent given or withdrawn (migration 032): append-only. */
export interface ConsentEventsTable {
  id: Generated<string>;
  user_id: string;
  consent: 'privacyNotice' | 'appointmentTexts' | 'appointmentMail' | 'reviewName';
  given: boolean;
  notice_version: number | null;
  method: 'web' | 'desk' | 'text';
  recorded_by: string | null;
  at: CreatedAt;
}

/** One read of a patient's record by someone else (migration 034): append-only. */
export interface RecordAccessTable {
  id: Generated<string>;
  patient_id: string;
  /** the signed-in reader; null for an API client or a removed account */
  actor_id: string | null;
  /** the API client's id when a system read it */
  actor_client: string | null;
  actor_name: string;
  actor_role: string;
  kind: string;
  record_id: string | null;
  reason: string | null;
  ip: string | null;
  at: CreatedAt;
}

export type SmsState = 'queued' | 'submitted' | 'delivered' | 'failed';

/** A text message waiting, sent or answered by its receipt (migration 022). */
export interface SmsOutboxTable {
  id: Generated<string>;
  user_id: string | null;
  /** E.164 */
  to_number: string;
  kind: string;
  appointment_id: string | null;
  language: string;
  body: string;
  state: Generated<SmsState>;
  parts: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  submitted_at: ColumnType<Date | null, never, Date | string | null>;
  delivered_at: ColumnType<Date | null, never, Date | string | null>;
  failed_reason: string | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** One SMSC message id of a text (a long text has one per part); receipts find their text by it. */
export interface SmsPartsTable {
  message_id: string;
  /** NULL while a receipt waits for its submit's bookkeeping */
  sms_id: string | null;
  state: Generated<Exclude<SmsState, 'queued'>>;
  reason: string | null;
}

/** Background work that grows with the data, done in batches (migration 018). */
export interface MaintenanceTasksTable {
  task: string;
  position: Generated<string>;
  /** where the next batch starts, as the task writes it; null before the first */
  cursor: string | null;
  done: Generated<number>;
  requested_at: Generated<Date>;
  finished_at: Date | null;
}

/** Every join to a waitlist, kept after its entry is promoted or left (migration 017). */
export interface WaitlistJoinsTable {
  doctor_id: string;
  date: CalendarDate;
  joined_at: Date;
}

/** Calls per client address, bucket and minute, over every instance (migration 015). */
export interface RateLimitCountsTable {
  minute: Timestamp;
  bucket: string;
  address: string;
  hits: number;
}

/** One row per signed-in token; deleting it ends that token on every instance. */
export interface UserSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ip: string;
  user_agent: string;
}

/** A TOTP secret (AES-256-GCM); enabled once a first code proved it; last_step refuses replays. */
export interface UserMfaTable {
  user_id: string;
  secret_enc: string;
  enabled_at: Date | null;
  last_step: ColumnType<string, string | number | undefined, string | number>;
}

export interface MfaRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

/** A sign-in waiting for its second factor: the mfaToken's hash, five tries, five minutes. */
export interface MfaChallengesTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Date | null;
}

/** Every user's id and name, narrow, for name searches over appointments and reviews (migration 012). */
export interface PersonNamesTable {
  id: string;
  name: string;
}

/**
 * Net changes of the dashboards' counts, appended by triggers and folded per key (migration 011):
 * a count is the sum of its key's rows. doctor_id NULL: clinic-wide.
 */
export interface DashboardTalliesTable {
  doctor_id: string | null;
  /** An appointment status, 'patients' (a doctor's distinct patients) or 'active_patients'. */
  name: string;
  n: ColumnType<string, number | string, number | string>;
}

/** Each doctor's patients and when each first booked with them (migration 011). */
export interface DoctorPatientsTable {
  doctor_id: string;
  user_id: string;
  first_booked_at: Timestamp;
}

export type DoctorRow = Selectable<DoctorsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** Where a visit stands on one clinic date, once it has arrived (migration 016). */
export interface ClinicVisitsTable {
  appointment_id: string;
  clinic_date: ColumnType<string, string, string>;
  doctor_id: string;
  state: 'arrived' | 'in-consultation' | 'seen' | 'no-show';
  queue_number: number | null;
  arrived_at: Date | null;
  called_at: Date | null;
  finished_at: Date | null;
  priority_at: Date | null;
  priority_reason: string | null;
  /** when the patient was told their turn is near (migration 028), once per visit */
  near_told_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** how the visit was checked in (migration 030): null for one that arrived before, at the desk */
  checked_in_by: ColumnType<
    'desk' | 'phone' | null,
    'desk' | 'phone' | null | undefined,
    'desk' | 'phone' | null
  >;
}

export interface ClinicQueueCountersTable {
  doctor_id: string;
  clinic_date: ColumnType<string, string, string>;
  last_number: number;
  /** how late the day last told its patients it ran, in minutes (migration 028) */
  slip_told_minutes: Generated<number>;
}

/** Migration 027: the letters a doctor's queue numbers carry on a date (A, B, … AA), one doctor each. */
export interface ClinicQueuePrefixesTable {
  clinic_date: ColumnType<string, string, string>;
  prefix: string;
  doctor_id: string;
}

/** A waiting-room board: it reads its doctors' queues with a key only its hash is kept of. */
export interface QueueDisplaysTable {
  id: Generated<string>;
  name: string;
  doctor_ids: string[];
  key_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

/** A system allowed to call the FHIR API with SMART Backend Services tokens (migration 024). */
export interface ApiClientsTable {
  id: Generated<string>;
  name: string;
  /** the SMART scopes it may be granted, space-separated */
  scopes: string;
  /** its public JSON Web Key Set */
  jwks: ColumnType<{ keys: Record<string, unknown>[] }, string, string>;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

/** The jti of every accepted client assertion, until it expires: a replay is refused. */
export interface ApiClientJtisTable {
  client_id: string;
  jti: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** An endpoint that receives signed webhooks (migration 025). */
export interface WebhooksTable {
  id: Generated<string>;
  url: string;
  events: string[];
  /** whsec_ + base64 */
  secret: string;
  /** the secret before the last rotation, which also signs until previous_secret_until */
  previous_secret: string | null;
  previous_secret_until: Date | null;
  enabled: Generated<boolean>;
  disabled_reason: 'admin' | 'gone' | 'failing' | null;
  /** the first failure since its last success */
  failing_since: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export type WebhookDeliveryState = 'queued' | 'delivered' | 'failed';

/** One event for one endpoint, queued by the appointments' and visits' triggers (migration 025). */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  /** the order events happened in (an identity, bigint: read as a string) */
  seq: Generated<string>;
  webhook_id: string;
  event: string;
  appointment_id: string;
  occurred_at: CreatedAt;
  /** the JSON sent, built at the first try and kept so every retry sends the same bytes */
  body: string | null;
  state: Generated<WebhookDeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: CreatedAt;
}

/** Every try of a delivery: the answer's status, or the error, and how long it took. */
export interface WebhookAttemptsTable {
  delivery_id: string;
  attempted_at: CreatedAt;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

/** Migration 029: a piece of one build of a `$bulk-publish` file, gzip bytes in order of `seq`. */
export interface PublishedChunksTable {
  generation: string;
  file: string;
  seq: number;
  bytes: Uint8Array;
}

/** The build each `$bulk-publish` file is served from now. */
export interface PublishedFilesTable {
  file: string;
  generation: string;
  etag: string;
  chunks: number;
  /** bigint: read as a string */
  raw_bytes: ColumnType<string, number | string, number | string>;
  gzip_bytes: ColumnType<string, number | string, number | string>;
  built_at: ColumnType<Date, Date | string, Date | string>;
}

/** The one row of the builders' lease: which build may publish, and until when. */
export interface PublishedRefreshTable {
  id: number;
  generation: string | null;
  lease_until: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
