import type { FastifyInstance } from 'fastify';
import {
  callNextSchema,
  daySheetQuery,
  setPrioritySchema,
  visitActionSchema,
} from '../../shared/schemas/clinicDay';
import { forbidden, parseInput } from '../plugins/errors';
import { hasRole, me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import { clinicWallClock } from '../../shared/clinicTime';
import type { RouteContext } from '../context';
import type { AppointmentPolicy } from '../appointments';
import { daySheet } from './day-sheet';
import { callNext, checkIn, setPriority, undoCheckIn } from './queue';
import { markNoShow } from './no-show';
import { myQueue } from './my-queue';
import { withValues } from '../i18n';
import { TODAY_TEXT } from './today-messages';

/**
 * The clinic day: the day sheet, check-in, the queue and no-shows. The clinic (admin,
 * staff) runs every doctor's day; a doctor their own; patients see only their own place in line.
 */
export function todayRoutes(ctx: RouteContext & { policy: AppointmentPolicy }) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const clinicOrDoctor = guard('admin', 'staff', 'doctor');
  return async (app: FastifyInstance) => {
    app.get('/desk/day', { preHandler: clinicOrDoctor }, async (request) => {
      const query = parseInput(daySheetQuery, request.query);
      const viewer = me(request);
      let doctorId = query.doctorId;
      if (!hasRole(viewer, 'admin') && !hasRole(viewer, 'staff')) {
        const own = await db
          .selectFrom('doctors')
          .select('id')
          .where('user_id', '=', viewer.id)
          .executeTakeFirst();
        if (!own || (doctorId && doctorId.toLowerCase() !== own.id)) throw forbidden();
        doctorId = own.id;
      }
      const sheet = await daySheet(
        db,
        { ...query, doctorId, date: query.date ?? today() },
        ctx.config.clinicCountry,
      );
      return { success: true, ...sheet, waitAlertMinutes: ctx.config.waitAlertMinutes };
    });

    app.post('/desk/check-in', { preHandler: clinicOrDoctor }, async (request) => {
      const { appointmentId } = parseInput(visitActionSchema, request.body);
      const data = await checkIn(db, me(request), appointmentId, today());
      return {
        success: true,
        message: withValues(TODAY_TEXT.checkedIn, { queueNumber: data.queueNumber }),
        data,
      };
    });

    app.post('/desk/undo-check-in', { preHandler: clinicOrDoctor }, async (request) => {
      const { appointmentId } = parseInput(visitActionSchema, request.body);
      await undoCheckIn(db, me(request), appointmentId, today());
      return { success: true, message: TODAY_TEXT.checkInUndone };
    });

    app.post('/desk/call-next', { preHandler: clinicOrDoctor }, async (request) => {
      const { doctorId, finishFirst } = parseInput(callNextSchema, request.body);
      const data = await callNext(
        db,
        me(request),
        { doctorId, today: today(), finishFirst: finishFirst?.toLowerCase() },
        ctx.policy,
      );
      return {
        success: true,
        message: withValues(TODAY_TEXT.nowServing, { queueNumber: data.queueNumber }),
        data,
      };
    });

    app.post('/desk/set-priority', { preHandler: clinicOrDoctor }, async (request) => {
      const { appointmentId, reason } = parseInput(setPrioritySchema, request.body);
      await setPriority(db, me(request), { appointmentId, reason, today: today() });
      return { success: true, message: TODAY_TEXT.movedUp };
    });

    app.post('/desk/mark-no-show', { preHandler: clinicOrDoctor }, async (request) => {
      const { appointmentId } = parseInput(visitActionSchema, request.body);
      await markNoShow(db, me(request), { appointmentId }, policy);
      return { success: true, message: TODAY_TEXT.markedNoShow };
    });

    app.get('/user/my-queue', { preHandler: guard() }, async (request) => ({
      success: true,
      data: await myQueue(db, me(request).id, {
        ...clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now())),
        timeZone: ctx.config.clinicTimezone,
      }),
    }));
  };
}
