import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db, Listen } from './db/connect';
import { sharedSecret } from './db/settings';
import type { Mailer } from './mail/mailer';
import type { SmsTransport } from './sms/transport';
import { createGuard, createTokens, type Guard, type Tokens } from './plugins/auth';
import type { ReadCaches } from './read-cache/plugin';
import { OtpService } from './accounts/otp';
import { AccountService } from './accounts/account-service';
import { policyOf, type AppointmentPolicy } from './appointments/policy';
import { LiveNotifications } from './notifications/live-notifications';

/** What every route module is given. */
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
  /** The browsers and boards connected to this instance, for live events. */
  live: LiveNotifications;
}

/** The shared pieces each area's routes are built with: signing keys, the guard, the account rules. */
export async function buildRouteContext(
  app: FastifyInstance,
  deps: { config: Config; db: Db; mailer: Mailer; sms?: SmsTransport; listen?: Listen },
  reads: ReadCaches,
): Promise<RouteContext> {
  const { config, db, mailer } = deps;
  const tokens = createTokens(config.jwtSecret ?? (await sharedSecret(db, 'jwt_secret')));
  const otp = new OtpService(db, await sharedSecret(db, 'otp_key'));
  return {
    config,
    db,
    mailer,
    sms: deps.sms,
    listen: deps.listen,
    tokens,
    guard: createGuard(db, tokens, config.mfaRequiredRoles),
    reads,
    policy: policyOf(config),
    live: new LiveNotifications(),
    accounts: new AccountService(db, otp, mailer, (msg, err) => app.log.error({ err }, msg)),
  };
}
