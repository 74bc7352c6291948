import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Db, Listen } from './db/connect';
import type { Mailer } from './mail/mailer';
import type { SmsTransport } from './sms/transport';
import { registerPlatform } from './plugins/platform';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRecordAccess } from './plugins/record-access';
import { registerSpa } from './plugins/spa';
import { area, registerContract } from './plugins/contract';
import { registerApiDocs } from './plugins/api-docs';
import { registerReadCache } from './read-cache/plugin';
import type { RouteContext } from './context';
import { sharedSecret } from './db/settings';
import { createGuard, createTokens } from './plugins/auth';
import type { ReadCaches } from './read-cache/plugin';
import { hooksOf, type Hooks } from './hooks';
import {
  OtpService,
  AccountService,
  accountRoutes,
  mfaRoutes,
  sessionRoutes,
  adminSecurityRoutes,
  resetPasswordRoutes,
} from './accounts';
import { policyOf, type AppointmentPolicy, type PaymentHooks, appointmentsRoutes } from './appointments';
import { LiveNotifications, liveRoutes } from './notifications';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs';
import { adminPeopleRoutes } from './people';
import { registerAuditLog, auditRoutes } from './audit';
import { referenceRoutes } from './reference';
import { doctorsRoutes } from './doctors';
import { seriesRoutes } from './series';
import { waitlistRoutes } from './waitlist';
import { patientsRoutes } from './patients';
import { doctorFindPatientsRoutes, erasureRoutes, privacyRoutes, recordAccessRoutes } from './privacy';
import { paymentHooksOf, paymentsRoutes, type PaymentContext } from './payments';
import { textsRoutes } from './texts';
import { deskRoutes } from './desk';
import { closingsRoutes } from './closings';
import { dashboardRoutes } from './dashboard';
import { reviewsRoutes } from './reviews';
import { mediaRoutes, uploadsRoutes } from './media';
import { todayRoutes, boardRoutes, checkInRoutes } from './today';
import { insightsRoutes, keepInsightsZone } from './insights';
import { registerOperations, logOptions, type LogSetting } from './operations';
import { registerReplyLanguage } from './i18n';
import { apiClientRoutes, smartRoutes } from './smart';
import { webhooksRoutes } from './webhooks';
import { fhirRoutes } from './fhir';
import { MSG_TEXT } from '../shared/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox sender and reminder scan of this instance (tests wait on them). */
    jobs: BackgroundJobs;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where texts go; without it texts wait in the outbox (tests that do not look at texts). */
  sms?: SmsTransport;
  /** Fastify's logger (true, or its level and stream); off in tests unless asked for. */
  logger?: boolean | LogSetting;
  /** LISTEN on the database, for live notifications; without it browsers fall back to polling. */
  listen?: Listen;
  /**
   * The clock of two-factor sign-in's time-step codes (Date.now unless given): a test moves it to the
   * next 30-second step instead of waiting for it.
   */
  clock?: () => number;
  /** Told of every route as it is registered (the contract test lists them against the document). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * What the areas' routes are built with: the machinery (RouteContext) and the services some areas
 * ask for beside it: the account rules, the appointment policy, the hooks, the live channels.
 */
type AppContext = RouteContext & {
  accounts: AccountService;
  policy: AppointmentPolicy;
  hooks: Hooks;
  live: LiveNotifications;
  /** the payment rules' context, and their part in booking and cancelling */
  payment: PaymentContext;
  payments: PaymentHooks;
};

/** The shared pieces each area's routes are built with: signing keys, the guard, the account rules. */
async function buildRouteContext(
  app: FastifyInstance,
  deps: AppDeps,
  reads: ReadCaches,
): Promise<AppContext> {
  const { config, db, mailer } = deps;
  const tokens = createTokens(config.jwtSecret ?? (await sharedSecret(db, 'jwt_secret')));
  const otp = new OtpService(db, await sharedSecret(db, 'otp_key'));
  const policy = policyOf(config);
  const hooks = hooksOf(policy);
  const now = deps.clock ?? Date.now;
  const payment: PaymentContext = { db, config, now, deps: { policy, hooks } };
  return {
    config,
    db,
    mailer,
    sms: deps.sms,
    listen: deps.listen,
    tokens,
    guard: createGuard(db, tokens, config.mfaRequiredRoles),
    reads,
    now,
    policy,
    hooks,
    payment,
    payments: paymentHooksOf(payment, (err) => app.log.error({ err }, 'a refund on cancel failed')),
    live: new LiveNotifications(),
    accounts: new AccountService(db, otp, mailer, (msg, err) => app.log.error({ err }, msg)),
  };
}

/**
 * Builds the whole server: the API under /api, one product area after another, and, when built,
 * the single-page app. Tests call it with inject().
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logOptions(deps.logger ?? false),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await registerPlatform(app);
  registerReplyLanguage(app);
  registerRateLimit(app, deps.db, deps.config.authRatePerMinute);
  registerAuditLog(app, deps.db);
  registerRecordAccess(app, deps.db);
  const reads = await registerReadCache(app, deps.db, deps.listen);
  const ctx = await buildRouteContext(app, deps, reads);
  // one row at most: a new zone asks the maintenance runner to count the insights again
  await keepInsightsZone(deps.db, deps.config.clinicTimezone);
  const jobs = await startBackgroundJobs(ctx, (msg, err) => app.log.error({ err }, msg));
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  await registerOperations(app, ctx);

  await registerContract(app);

  await app.register(
    async (api) => {
      await api.register(area('accounts', accountRoutes(ctx)), { prefix: '/user' });
      await api.register(area('accounts', mfaRoutes(ctx)), { prefix: '/user' });
      await api.register(area('accounts', sessionRoutes(ctx)), { prefix: '/user' });
      await api.register(area('accounts', adminSecurityRoutes(ctx)), { prefix: '/admin' });
      await api.register(area('accounts', resetPasswordRoutes(ctx)), { prefix: '/reset-Password' });
      await api.register(area('people', adminPeopleRoutes(ctx)), { prefix: '/admin' });
      await api.register(area('audit', auditRoutes(ctx)), { prefix: '/admin' });
      await api.register(area('webhooks', webhooksRoutes(ctx)), { prefix: '/admin' });
      await api.register(area('api-clients', apiClientRoutes(ctx)), { prefix: '/admin' });
      // these span several prefixes (/user, /admin, /doctor, /Appointmentslot, /reviews, /media)
      await api.register(area('reference', referenceRoutes(ctx)));
      await api.register(area('doctors', doctorsRoutes(ctx)));
      await api.register(area('appointments', appointmentsRoutes(ctx)));
      await api.register(area('series', seriesRoutes(ctx)));
      await api.register(area('waitlist', waitlistRoutes(ctx)));
      await api.register(area('patients', patientsRoutes(ctx)));
      await api.register(area('privacy', privacyRoutes(ctx)));
      await api.register(area('privacy', erasureRoutes(ctx)));
      await api.register(area('privacy', recordAccessRoutes(ctx)));
      await api.register(area('privacy', doctorFindPatientsRoutes(ctx)));
      await api.register(area('payments', paymentsRoutes(ctx)));
      await api.register(area('desk', deskRoutes(ctx)));
      await api.register(area('texts', textsRoutes(ctx)));
      await api.register(area('closings', closingsRoutes(ctx)));
      await api.register(area('dashboard', dashboardRoutes(ctx)));
      await api.register(area('reviews', reviewsRoutes(ctx)));
      await api.register(area('notifications', liveRoutes(ctx)));
      await api.register(area('today', todayRoutes(ctx)));
      await api.register(area('today', boardRoutes(ctx)));
      await api.register(area('today', checkInRoutes(ctx)));
      await api.register(area('insights', insightsRoutes(ctx)));
      await api.register(area('media', mediaRoutes(ctx)));
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ success: false, message: MSG_TEXT.notFound }),
      );
    },
    { prefix: '/api' },
  );

  await registerApiDocs(app);
  await app.register(uploadsRoutes(ctx));
  await app.register(smartRoutes(ctx));
  // FHIR R4 for other systems, its own errors (OperationOutcome) and content types
  await app.register(fhirRoutes(ctx), { prefix: '/fhir/R4' });
  if (deps.config.staticDir) await registerSpa(app, deps.config.staticDir, deps.config.clinicTimezone);
  return app;
}
