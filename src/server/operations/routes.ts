import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerMetrics } from '../metrics/registry';
import { isReady } from './readiness';
import { maintenanceProgress } from '../maintenance/progress';
import { metricsGuard } from './metrics-access';

/** The reminder scan should have taken a due reminder by twice its interval (and at least 5 minutes). */
const overdueAfter = (scanSeconds: number) => Math.max(300, 2 * scanSeconds);

/**
 * What a hospital's monitoring and load balancer call, at the root beside /api: /healthz (the
 * process serves), /readyz (the database answers and is migrated), /metrics (Prometheus). Called on
 * the root instance, not registered as a plugin, so the request counting sees every route.
 */
export async function registerOperations(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  // first, so the request counting covers every route registered after it
  const registry = ctx.config.metricsEnabled
    ? registerMetrics(app, {
        db: ctx.db,
        reminderOverdueSeconds: overdueAfter(ctx.config.reminderScanSeconds),
      })
    : undefined;

  app.get('/healthz', async () => ({ status: 'ok' }));

  // ready while background maintenance works: it reports what is left, and the screens
  // whose figures wait for it say so themselves
  app.get('/readyz', async (_request, reply) => {
    if (!(await isReady(ctx.db))) return reply.status(503).send({ status: 'unavailable' });
    return { status: 'ready', maintenance: await maintenanceProgress(ctx.db).catch(() => []) };
  });

  if (!registry) return;
  app.get('/metrics', { onRequest: metricsGuard(ctx.config.metricsToken) }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
