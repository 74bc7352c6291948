import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../shared/schemas/audit';
import { auditPageSchema } from '../../shared/answers/audit';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer } from '../../shared/answers/envelope';
import { listAudit } from './audit';
import type { RouteContext } from '../context';

/** /api/admin/audit-log: the audit log, filtered and paginated, for administrators only. */
export function auditRoutes(ctx: RouteContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/audit-log',
      {
        preValidation: ctx.guard('admin'),
        schema: { querystring: auditQuerySchema, response: { 200: dataAnswer(auditPageSchema) } },
      },
      async (request) => ({
        success: true,
        data: await listAudit(ctx.db, request.query, ctx.config.clinicTimezone),
      }),
    );
  };
}
