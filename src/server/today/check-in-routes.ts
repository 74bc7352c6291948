import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkInTokenParams, visitActionSchema } from '../../shared/schemas/clinicDay';
import { checkedInSchema, checkInOfferSchema, displayPosterSchema } from '../../shared/answers/clinicDay';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, id } from '../../shared/answers/envelope';
import { me } from '../plugins/auth';
import { clinicTodayClock } from '../read-cache/today';
import type { RouteContext } from '../context';
import { withValues } from '../i18n';
import { checkInByLink, checkInOffer, displayPoster } from './phone-check-in';
import { TODAY_TEXT } from './today-messages';

/**
 * Check-in from the patient's phone: a display's printed poster carries a QR code of the day's
 * signed link, a reminder a link of its own visit. A signed-in patient (or the family's account
 * holder) who opens one on the day checks in by the desk's rules and gets the desk's queue number.
 */
export function checkInRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const today = clinicTodayClock(ctx.config.clinicTimezone);
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.get(
      '/admin/display-poster/:displayId',
      {
        preValidation: guard('admin'),
        schema: { params: z.object({ displayId: id }), response: { 200: dataAnswer(displayPosterSchema) } },
      },
      async (request) => ({
        success: true,
        data: await displayPoster(db, request.params.displayId, {
          today: today(),
          clinicName: ctx.config.clinicName,
        }),
      }),
    );

    app.get(
      '/check-in/:token',
      {
        preValidation: guard(),
        schema: { params: checkInTokenParams, response: { 200: dataAnswer(checkInOfferSchema) } },
      },
      async (request) => ({
        success: true,
        data: await checkInOffer(db, me(request).id, { token: request.params.token, today: today() }),
      }),
    );

    app.post(
      '/check-in/:token',
      {
        preValidation: guard(),
        schema: {
          params: checkInTokenParams,
          body: visitActionSchema,
          response: { 200: dataAnswer(checkedInSchema) },
        },
      },
      async (request) => {
        const data = await checkInByLink(db, me(request).id, {
          token: request.params.token,
          today: today(),
          appointmentId: request.body.appointmentId,
        });
        return {
          success: true,
          message: withValues(TODAY_TEXT.checkedIn, { queueNumber: data.queueNumber }),
          data,
        };
      },
    );
  };
}
