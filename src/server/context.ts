import type { Config } from './config';
import type { Db, Listen } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { SmsTransport } from './sms/transport';
import type { Guard, Tokens } from './plugins/auth';
import type { ReadCaches } from './read-cache/plugin';

/**
 * The machinery every route module is given (app.ts builds it). An area whose routes also need a
 * service of an area (the account rules, the appointment policy and hooks, the live channels) asks
 * for it beside this, `RouteContext & { policy: AppointmentPolicy }`: this file imports no area, so
 * every routes.ts may import it without closing a circle through an area's index.ts.
 */
export interface RouteContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where texts go; absent, texts wait in their outbox. */
  sms?: SmsTransport;
  /** LISTEN on the database; absent in tests that do without live fan-out. */
  listen?: Listen;
  tokens: Tokens;
  guard: Guard;
  reads: ReadCaches;
  /** The instance's clock for the time-step codes of two-factor sign-in (tests move it on). */
  now: () => number;
}
