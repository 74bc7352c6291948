import path from 'node:path';

/** Configuration read from the environment (server.md section 1). */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  clinicTimezone: string;
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
  /** A patient may cancel or move a visit up to this many hours before it (issue 13). */
  cancelCutoffHours: number;
  /** Each approved or follow-up visit is reminded this many hours before it. */
  reminderHours: number;
  /** How often due reminders are looked for. */
  reminderScanSeconds: number;
  /** The first wait before a failed mail is tried again; each retry waits twice as long, up to an hour. */
  mailRetrySeconds: number;
}

/** A number setting within [min, max], or the default when unset. */
function readNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
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
    seed,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    clinicName: env.CLINIC_NAME || 'ClinicBook',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    cancelCutoffHours: readNumber(env, 'CANCEL_CUTOFF_HOURS', 2, 0, 720),
    reminderHours: readNumber(env, 'REMINDER_HOURS', 24, 1, 720),
    reminderScanSeconds: readNumber(env, 'REMINDER_SCAN_SECONDS', 60, 0.05, 86_400),
    mailRetrySeconds: readNumber(env, 'MAIL_RETRY_SECONDS', 30, 0.05, 3600),
  };
}
