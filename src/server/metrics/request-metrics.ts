import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Labels hold the route pattern (`/api/doctor/:id`), never the URL a caller sent, so no id or name. */
const LABELS = ['method', 'route', 'status'] as const;
type Label = (typeof LABELS)[number];

/** Counts every answer and times it, by method, route pattern and status. */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'clinicbook_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'clinicbook_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // one pair of bound children per method, route and status: a bounded set (routes are the app's own,
  // unmatched paths share one label), and inc/observe on a child skip prom-client's label checks and
  // hashing on every answer
  const bound = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>();
  const childrenOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let children = bound.get(key);
    if (!children) {
      const labels = { method, route, status: String(status) };
      children = { count: requests.labels(labels), time: duration.labels(labels) };
      bound.set(key, children);
    }
    return children;
  };
  // a callback hook: an async one costs a promise on every answer
  app.addHook('onResponse', (request, reply, done) => {
    // unmatched paths (404) share one label: a scanner's URLs must not become series
    const children = childrenOf(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
    children.count.inc();
    children.time.observe(reply.elapsedTime / 1000);
    done();
  });
}
