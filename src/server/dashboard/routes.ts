import type { FastifyInstance } from 'fastify';
import { me } from '../plugins/auth';
import { clinicToday } from '../../shared/clinicTime';
import { adminStats, doctorStats } from './stats';
import { doctorSlotsStatus } from './slot-status';
import type { RouteContext } from '../context';

/** Dashboards and slot status. */
export function dashboardRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const timeZone = ctx.config.clinicTimezone;
  const today = () => clinicToday(timeZone);
  return async (app: FastifyInstance) => {
    app.get('/admin/dashboard-stats', { preHandler: guard('staff', 'admin') }, async () => ({
      success: true,
      data: await adminStats(db, today(), timeZone),
    }));

    app.get('/doctor/dashboard-stats', { preHandler: guard('doctor') }, async (request) => {
      const profile = await db
        .selectFrom('doctors')
        .select('id')
        .where('user_id', '=', me(request).id)
        .executeTakeFirst();
      return { success: true, data: await doctorStats(db, profile?.id, today(), timeZone) };
    });

    app.get('/bookAppointment/doctor-slots-status', { preHandler: guard('staff', 'admin') }, async () => ({
      success: true,
      doctorsStatus: await doctorSlotsStatus(db, today()),
    }));
  };
}
