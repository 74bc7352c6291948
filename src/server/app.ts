import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { Db, Listen } from './db/connect';
import type { Mailer } from './services/mailer';
import { registerErrorHandling } from './plugins/errors';
import { createGuard, createTokens } from './plugins/auth';
import { registerSpa } from './plugins/spa';
import { sharedSecret } from './db/settings';
import { OtpService } from './services/otp';
import { AccountService } from './services/accounts';
import { accountRoutes } from './routes/account';
import { resetPasswordRoutes } from './routes/reset-password';
import { adminPeopleRoutes } from './routes/admin-people';
import { referenceRoutes } from './routes/reference';
import { doctorsRoutes } from './routes/doctors';
import { appointmentsRoutes } from './routes/appointments';
import { capacityRoutes } from './routes/capacity';
import { dashboardRoutes } from './routes/dashboard';
import { reviewsRoutes } from './routes/reviews';
import { liveRoutes } from './routes/live';
import { LiveNotifications, liveChannel } from './services/live-notifications';
import { mediaRoutes } from './routes/media';
import { uploadsRoutes } from './routes/uploads';
import type { RouteContext } from './routes/context';
import { registerAuditLog } from './plugins/audit';
import { auditRoutes } from './routes/audit';
import { registerReadCache } from './plugins/read-cache';
import { policyOf } from './services/appointment-policy';
import { startBackgroundJobs, type BackgroundJobs } from './services/jobs/background-jobs';

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
  /** Fastify's logger (true, or its level); off in tests unless asked for. */
  logger?: boolean | { level: string };
  /** LISTEN on the database, for live notifications; without it browsers fall back to polling. */
  listen?: Listen;
}

/** Builds the whole server: API under /api and, when built, the single-page app. Tests call it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  registerErrorHandling(app);
  await app.register(helmet, {
    // the page's CSP carries a per-response nonce and is set where index.html is sent
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  registerAuditLog(app, deps.db);
  const reads = await registerReadCache(app, deps.db, deps.listen);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });

  const secret = deps.config.jwtSecret ?? (await sharedSecret(deps.db, 'jwt_secret'));
  const tokens = createTokens(secret);
  const otp = new OtpService(deps.db, await sharedSecret(deps.db, 'otp_key'));
  const ctx: RouteContext = {
    config: deps.config,
    db: deps.db,
    tokens,
    guard: createGuard(deps.db, tokens),
    reads,
    policy: policyOf(deps.config),
    accounts: new AccountService(deps.db, otp, deps.mailer, (msg, err) => app.log.error({ err }, msg)),
  };

  const jobs = await startBackgroundJobs({
    db: deps.db,
    mailer: deps.mailer,
    listen: deps.listen,
    policy: ctx.policy,
    mailRetrySeconds: deps.config.mailRetrySeconds,
    reminderScanSeconds: deps.config.reminderScanSeconds,
    onError: (msg, err) => app.log.error({ err }, msg),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());

  const live = new LiveNotifications();
  if (deps.listen) {
    const unlisten = await deps.listen(
      await liveChannel(deps.db),
      (payload) => {
        reads.invalidate();
        live.deliver(payload);
      },
      () => {
        reads.invalidate();
        live.deliverToAll();
      },
    );
    app.addHook('onClose', async () => unlisten());
  }

  await app.register(
    async (api) => {
      await api.register(accountRoutes(ctx), { prefix: '/user' });
      await api.register(resetPasswordRoutes(ctx), { prefix: '/reset-Password' });
      await api.register(adminPeopleRoutes(ctx), { prefix: '/admin' });
      await api.register(auditRoutes(ctx), { prefix: '/admin' });
      // these span several prefixes (/user, /admin, /doctor, /Appointmentslot, /reviews, /media)
      await api.register(referenceRoutes(ctx));
      await api.register(doctorsRoutes(ctx));
      await api.register(appointmentsRoutes(ctx));
      await api.register(capacityRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(reviewsRoutes(ctx));
      await api.register(liveRoutes(ctx, live));
      await api.register(mediaRoutes(ctx));
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ success: false, message: 'Not found' }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploadsRoutes(ctx));
  if (deps.config.staticDir) await registerSpa(app, deps.config.staticDir, deps.config.clinicTimezone);
  return app;
}
