import path from 'node:path';
import { PhoneNumberUtil } from 'google-libphonenumber';
import { readTrustProxy } from './trust-proxy';
import { readQuietHours, type QuietHours } from './sms/quiet-hours';

/** Configuration read from the environment. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  clinicTimezone: string;
  /** The two-letter region phone numbers are read in: `0803 123 4567` in NG is +2348031234567. */
  clinicCountry: string;
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  /** Where the built single-page app lives; absent in API-only tests. */
  staticDir?: string;
  /** The server log's threshold; `info` logs every request. */
  logLevel: LogLevel;
  /** The clinic's name in e-mails. */
  clinicName: string;
  /** Where people open the app; links in e-mails start with it. */
  appUrl: string;
  /** A patient may cancel or move a visit up to this many hours before it. */
  cancelCutoffHours: number;
  /** Each approved or follow-up visit is reminded this many hours before it. */
  reminderHours: number;
  /** How often due reminders are looked for. */
  reminderScanSeconds: number;
  /** How wide the arrival window an approved visit is told is, in minutes. */
  arrivalWindowMinutes: number;
  /** A waiting patient with this many or fewer before them is told their turn is near. */
  nearTurnAhead: number;
  /** The first wait before a failed mail is tried again; each retry waits twice as long, up to an hour. */
  mailRetrySeconds: number;
  /**
   * How long a mail or text claimed by an instance stays out of the others' reach while it is sent:
   * what one that an instance died holding waits before another sends it.
   */
  outboxLeaseSeconds: number;
  /**
   * How often the `$bulk-publish` files are built again from the calendars: what they show is at most
   * this old, plus one build.
   */
  bulkPublishRefreshSeconds: number;
  /** A visit still expected this long after its doctor's closing hour becomes a no-show. */
  noShowAfterMinutes: number;
  /** An arrived patient waiting longer than this shows in amber on the day sheet. */
  waitAlertMinutes: number;
  /** An erased account's visits are kept this many years after their date, then deleted. */
  recordRetentionYears: number;
  /** /metrics wants `Authorization: Bearer <this>`; unset, it answers only to loopback callers. */
  metricsToken?: string;
  /** METRICS=off: no request metrics and no /metrics (the bench compares both). */
  metricsEnabled: boolean;
  /** Roles whose accounts must use a second factor: admin, staff, doctor, regDoctor, patient. */
  mfaRequiredRoles: MfaRole[];
  /** Encrypts TOTP secrets at rest; unset, a key kept in the database is used. */
  mfaEncryptionKey?: string;
  /** Sign-in, registration, code and reset calls each allowed per client address per minute, over all instances. */
  authRatePerMinute: number;
  /** smpp://system_id:password@host:port of the SMSC; unset, texts are written to dataDir/outbox/sms. */
  smsSmppUrl?: string;
  /** The sender id patients see on texts. */
  smsSender: string;
  /** Submits per second on the SMPP link, at most. */
  smsRatePerSecond: number;
  /** Reminders are not texted in these hours of the clinic's clock (SMS_QUIET_HOURS, null: off). */
  smsQuietHours: QuietHours | null;
  /** Peers whose X-Forwarded-For is believed (Fastify's trustProxy); false trusts none. */
  trustProxy: string[] | false;
  /** WEBHOOK_ALLOW_PRIVATE=true lets webhooks go to private and loopback addresses (a clinic's own network). */
  webhookAllowPrivate: boolean;
  /** Paystack's keys: without both, online payment is not offered and every visit is paid at the desk. */
  paystackSecretKey?: string;
  paystackPublicKey?: string;
  /** Paystack's API (tests point it at a local server). */
  paystackBaseUrl: string;
  /** How long an unpaid online booking holds its place, unless the payment policy says otherwise. */
  paymentHoldMinutes: number;
}

const MFA_ROLES = ['admin', 'staff', 'doctor', 'regDoctor', 'patient'] as const;
export type MfaRole = (typeof MFA_ROLES)[number];

function readMfaRoles(value: string | undefined): MfaRole[] {
  const roles = (value ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  for (const role of roles) {
    if (!(MFA_ROLES as readonly string[]).includes(role)) {
      throw new Error(`MFA_REQUIRED_ROLES may name ${MFA_ROLES.join(', ')}, not "${role}"`);
    }
  }
  return roles as MfaRole[];
}

/** A number setting within [min, max], or the default when unset. */
function readNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function readOnOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name] || 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be "on" or "off", not "${value}"`);
  return value === 'on';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(value: string | undefined): LogLevel {
  const level = value ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${level}"`);
  }
  return level as LogLevel;
}

function readCountry(value: string | undefined): string {
  const country = (value || 'NG').toUpperCase();
  // the regions phones/phone-numbers.ts can read numbers in
  if (!(PhoneNumberUtil.getInstance().getSupportedRegions() as string[]).includes(country)) {
    throw new Error(`CLINIC_COUNTRY must be a two-letter region such as NG or GH, not "${value}"`);
  }
  return country;
}

/** SMS_SMPP_URL: smpp:// or ssmpp:// (TLS), with the system id and password the SMSC gave. */
function readSmppUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMS_SMPP_URL is not a URL: "${value}"`);
  }
  if ((url.protocol !== 'smpp:' && url.protocol !== 'ssmpp:') || !url.hostname || !url.username) {
    throw new Error('SMS_SMPP_URL must look like smpp://system_id:password@host:port');
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = env.SEED ?? (databaseUrl ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'ClinicBook <no-reply@clinicbook.local>',
    clinicTimezone: env.CLINIC_TIMEZONE ?? 'Africa/Lagos',
    clinicCountry: readCountry(env.CLINIC_COUNTRY),
    seed,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    clinicName: env.CLINIC_NAME || 'ClinicBook',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    cancelCutoffHours: readNumber(env, 'CANCEL_CUTOFF_HOURS', 2, [0, 720]),
    reminderHours: readNumber(env, 'REMINDER_HOURS', 24, [1, 720]),
    reminderScanSeconds: readNumber(env, 'REMINDER_SCAN_SECONDS', 60, [0.05, 86_400]),
    arrivalWindowMinutes: readNumber(env, 'ARRIVAL_WINDOW_MINUTES', 20, [5, 240]),
    nearTurnAhead: readNumber(env, 'NEAR_TURN_AHEAD', 3, [1, 20]),
    mailRetrySeconds: readNumber(env, 'MAIL_RETRY_SECONDS', 30, [0.05, 3600]),
    outboxLeaseSeconds: readNumber(env, 'OUTBOX_LEASE_SECONDS', 120, [1, 3600]),
    bulkPublishRefreshSeconds: readNumber(env, 'BULK_PUBLISH_REFRESH_SECONDS', 300, [1, 86_400]),
    noShowAfterMinutes: readNumber(env, 'NO_SHOW_AFTER_MINUTES', 60, [0, 1440]),
    waitAlertMinutes: readNumber(env, 'WAIT_ALERT_MINUTES', 45, [1, 1440]),
    recordRetentionYears: readNumber(env, 'RECORD_RETENTION_YEARS', 10, [1, 100]),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsEnabled: readOnOff(env, 'METRICS'),
    mfaRequiredRoles: readMfaRoles(env.MFA_REQUIRED_ROLES),
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY || undefined,
    authRatePerMinute: Math.floor(readNumber(env, 'AUTH_RATE_PER_MINUTE', 20, [1, 1_000_000])),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    smsSmppUrl: readSmppUrl(env.SMS_SMPP_URL),
    smsSender: env.SMS_SENDER || 'ClinicBook',
    smsRatePerSecond: readNumber(env, 'SMS_RATE_PER_SECOND', 10, [0.1, 10_000]),
    smsQuietHours: readQuietHours(env.SMS_QUIET_HOURS),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackPublicKey: env.PAYSTACK_PUBLIC_KEY || undefined,
    paystackBaseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
    paymentHoldMinutes: readNumber(env, 'PAYMENT_HOLD_MINUTES', 30, [1, 1440]),
  };
}
