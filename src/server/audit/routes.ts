import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../shared/schemas/audit';
import { parseInput } from '../plugins/errors';
import { listAudit } from './audit';
import type { RouteContext } from '../context';

/** /api/admin/audit-log: the audit log, filtered and paginated, for administrators only. */
export function auditRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get('/audit-log', { preHandler: ctx.guard('admin') }, async (request) => ({
      success: true,
      data: await listAudit(ctx.db, parseInput(auditQuerySchema, request.query), ctx.config.clinicTimezone),
    }));
  };
}
