import type { FastifyInstance } from 'fastify';
import { me } from '../plugins/auth';
import { clinicToday } from '../../shared/clinicTime';
import { adminStats, doctorStats } from './stats';
import { doctorSlotsStatus } from './slot-status';
import type { RouteContext } from '../context';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer } from '../../shared/answers/envelope';
import {
  adminDashboardStatsSchema,
  doctorDashboardStatsSchema,
  doctorSlotStatusSchema,
} from '../../shared/answers/dashboard';

/** Dashboards and slot status. */
export function dashboardRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const timeZone = ctx.config.clinicTimezone;
  const today = () => clinicToday(timeZone);
  const slotsAnswer = z.object({ success: z.literal(true), doctorsStatus: z.array(doctorSlotStatusSchema) });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/admin/dashboard-stats',
      {
        preValidation: guard('staff', 'admin'),
        schema: { response: { 200: dataAnswer(adminDashboardStatsSchema) } },
      },
      async () => ({
        success: true,
        data: await adminStats(db, today(), timeZone),
      }),
    );

    app.get(
      '/doctor/dashboard-stats',
      {
        preValidation: guard('doctor'),
        schema: { response: { 200: dataAnswer(doctorDashboardStatsSchema) } },
      },
      async (request) => {
        const profile = await db
          .selectFrom('doctors')
          .select('id')
          .where('user_id', '=', me(request).id)
          .executeTakeFirst();
        return { success: true, data: await doctorStats(db, profile?.id, today(), timeZone) };
      },
    );

    app.get(
      '/bookAppointment/doctor-slots-status',
      { preValidation: guard('staff', 'admin'), schema: { response: { 200: slotsAnswer } } },
      async () => ({
        success: true,
        doctorsStatus: await doctorSlotsStatus(db, today()),
      }),
    );
  };
}
