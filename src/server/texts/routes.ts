import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appointmentTextsQuery } from '../../shared/schemas/texts';
import { appointmentTextSchema, type AppointmentText } from '../../shared/answers/texts';
import { notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer } from '../../shared/answers/envelope';
import { APPOINTMENT_TEXT } from '../appointments';
import type { RouteContext } from '../context';

/** More than any one appointment is ever texted: a bound, not a page. */
const MAX_TEXTS = 100;

/**
 * /api/desk/appointment-texts: every text about one appointment and what became of it,
 * oldest first, through sms_outbox_appointment; the clinic's desks only (staff, admin).
 */
export function textsRoutes(ctx: RouteContext) {
  const desk = ctx.guard('staff', 'admin');
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/desk/appointment-texts',
      {
        preValidation: desk,
        schema: {
          querystring: appointmentTextsQuery,
          response: { 200: dataAnswer(z.array(appointmentTextSchema)) },
        },
      },
      async (request) => {
        const { appointmentId } = request.query;
        const appointment = await ctx.db
          .selectFrom('appointments')
          .select('id')
          .where('id', '=', appointmentId)
          .executeTakeFirst();
        if (!appointment) throw notFound(APPOINTMENT_TEXT.notFound);
        const rows = await ctx.db
          .selectFrom('sms_outbox')
          .select(['id', 'kind', 'to_number', 'body', 'state', 'failed_reason', 'created_at'])
          .where('appointment_id', '=', appointmentId)
          .orderBy('created_at')
          .limit(MAX_TEXTS)
          .execute();
        const data: AppointmentText[] = rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          toNumber: row.to_number,
          body: row.body,
          state: row.state,
          failedReason: row.failed_reason,
          createdAt: row.created_at.toISOString(),
        }));
        return { success: true, data };
      },
    );
  };
}
