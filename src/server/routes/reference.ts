import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

/** Placeholder: filled in by the issue-3 work. Registered under /api. */
export function referenceRoutes(_ctx: RouteContext) {
  return async (_app: FastifyInstance) => {};
}
