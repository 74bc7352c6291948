import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { postgresPoolOf, type Db } from '../db/connect';
import { processRegistry } from './shared-metrics';
import { registerRequestMetrics } from './request-metrics';
import { registerQueueGauges } from './queue-gauges';

export interface MetricsOptions {
  db: Db;
  /** A due reminder still unsent after this long counts as overdue. */
  reminderOverdueSeconds: number;
}

/** The database pool: connections busy and callers waiting for one. Embedded PGlite has no pool: 0. */
function registerPoolGauges(registry: Registry, db: Db): void {
  const pool = postgresPoolOf(db);
  new Gauge({
    name: 'clinicbook_db_pool_in_use',
    help: 'Database connections of the pool in use',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount - pool.idleCount : 0);
    },
  });
  new Gauge({
    name: 'clinicbook_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(pool ? pool.waitingCount : 0);
    },
  });
}

/**
 * One app's metrics: its requests, its pool and queues, and the process-wide figures. Returns the
 * registry /metrics reads.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const own = new Registry();
  registerRequestMetrics(app, own);
  registerPoolGauges(own, options.db);
  registerQueueGauges(own, options.db, options.reminderOverdueSeconds);
  return Registry.merge([processRegistry, own]);
}
