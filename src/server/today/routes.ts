import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callNextSchema,
  daySheetQuery,
  setPrioritySchema,
  visitActionSchema,
} from '../../shared/schemas/clinicDay';
import {
  calledSchema,
  checkedInSchema,
  daySheetRowSchema,
  myQueueEntrySchema,
} from '../../shared/answers/clinicDay';
import { forbidden } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
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
import { noteAccess } from '../plugins/record-access';
import { TODAY_TEXT } from './today-messages';

/**
 * The clinic day: the day sheet, check-in, the queue and no-shows. The clinic (admin,
 * staff) runs every doctor's day; a doctor their own; patients see only their own place in line.
 */
export function todayRoutes(ctx: RouteContext & { policy: AppointmentPolicy }) {
  const { db, guard, policy } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  const clinicOrDoctor = guard('admin', 'staff', 'doctor');
  const daySheetAnswer = pageAnswer(daySheetRowSchema).extend({
    waitAlertMinutes: z.number().meta({ description: 'An arrived patient waiting longer is shown in amber' }),
  });
  const visitAction = (response: z.ZodType) => ({
    preValidation: clinicOrDoctor,
    schema: { body: visitActionSchema, response: { 200: response } },
  });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/desk/day',
      {
        preValidation: clinicOrDoctor,
        config: { patientData: 'daySheet' },
        schema: { querystring: daySheetQuery, response: { 200: daySheetAnswer } },
      },
      async (request) => {
        const query = request.query;
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
        noteAccess(request, { patientIds: sheet.data.map((row) => row.patientId) });
        return { success: true, ...sheet, waitAlertMinutes: ctx.config.waitAlertMinutes };
      },
    );

    app.post(
      '/desk/check-in',
      {
        preValidation: clinicOrDoctor,
        schema: { body: visitActionSchema, response: { 200: dataAnswer(checkedInSchema) } },
      },
      async (request) => {
        const { appointmentId } = request.body;
        const data = await checkIn(db, me(request), appointmentId, today());
        return {
          success: true,
          message: withValues(TODAY_TEXT.checkedIn, { queueNumber: data.queueNumber }),
          data,
        };
      },
    );

    app.post('/desk/undo-check-in', visitAction(doneAnswer), async (request) => {
      const { appointmentId } = request.body;
      await undoCheckIn(db, me(request), appointmentId, today());
      return { success: true, message: TODAY_TEXT.checkInUndone };
    });

    app.post(
      '/desk/call-next',
      {
        preValidation: clinicOrDoctor,
        schema: { body: callNextSchema, response: { 200: dataAnswer(calledSchema) } },
      },
      async (request) => {
        const { doctorId, finishFirst } = request.body;
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
      },
    );

    app.post(
      '/desk/set-priority',
      { preValidation: clinicOrDoctor, schema: { body: setPrioritySchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { appointmentId, reason } = request.body;
        await setPriority(db, me(request), { appointmentId, reason, today: today() });
        return { success: true, message: TODAY_TEXT.movedUp };
      },
    );

    app.post('/desk/mark-no-show', visitAction(doneAnswer), async (request) => {
      const { appointmentId } = request.body;
      await markNoShow(db, me(request), { appointmentId }, policy);
      return { success: true, message: TODAY_TEXT.markedNoShow };
    });

    app.get(
      '/user/my-queue',
      { preValidation: guard(), schema: { response: { 200: dataAnswer(z.array(myQueueEntrySchema)) } } },
      async (request) => ({
        success: true,
        data: await myQueue(db, me(request).id, {
          ...clinicWallClock(ctx.config.clinicTimezone, new Date(ctx.now())),
          timeZone: ctx.config.clinicTimezone,
        }),
      }),
    );
  };
}
