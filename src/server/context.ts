import type { Config } from './config';
import type { Db, Listen } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { SmsTransport } from './sms/transport';
import type { Guard, Tokens } from './plugins/auth';
import type { ReadCaches } from './read-cache/plugin';
// the files, not the areas' index.ts: every area's routes import this type, and each index.ts
// exports its routes, so reaching an index from here would close a circle through it
import type { AccountService } from './accounts/account-service';
import type { AppointmentPolicy } from './appointments/policy';
import type { VisitHooks } from './appointments/visit-hooks';
import type { DoctorHooks } from './doctors/doctors';
import type { LiveNotifications } from './notifications/live-notifications';

/** What every route module is given (app.ts builds it). */
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
  accounts: AccountService;
  reads: ReadCaches;
  /** Cut-off, reminders and mail settings of the appointment rules. */
  policy: AppointmentPolicy;
  /** What the areas above do when a visit or a doctor's places change (hooks.ts). */
  hooks: VisitHooks & DoctorHooks;
  /** The browsers and boards connected to this instance, for live events. */
  live: LiveNotifications;
}
