import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

/** Placeholder: GET /uploads/:id serves an uploaded image (server.md 11). Registered at the root. */
export function uploadsRoutes(_ctx: RouteContext) {
  return async (_app: FastifyInstance) => {};
}
