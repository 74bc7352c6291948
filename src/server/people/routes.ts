import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffRegisterSchema } from '../../shared/schemas/auth';
import { notFound, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { toPerson, type AccountService, ACCOUNT_TEXT } from '../accounts';
import { PEOPLE, peoplePage, peopleQuery } from './people-lists';
import type { RouteContext } from '../context';
import { PEOPLE_TEXT } from './people-messages';
import { withMobilePhone } from '../phones/usable-phone';

const userIdParam = z.object({ userId: z.uuid() });

/** /api/admin: people lists, staff registration, blocking. */
export function adminPeopleRoutes(ctx: RouteContext & { accounts: AccountService }) {
  return async (app: FastifyInstance) => {
    for (const [path, who] of Object.entries(PEOPLE)) {
      app.get(`/${path}`, { preHandler: ctx.guard('admin', 'staff') }, async (request) => {
        const query = parseInput(peopleQuery, request.query);
        return { success: true, ...(await peoplePage(ctx.db, who, query)) };
      });
    }

    app.post('/register', { preHandler: ctx.guard('admin') }, async (request, reply) => {
      const input = withMobilePhone(parseInput(staffRegisterSchema, request.body), ctx.config.clinicCountry);
      const user = await ctx.accounts.createByAdmin(input);
      return reply
        .status(201)
        .send({ success: true, message: PEOPLE_TEXT.accountCreated, data: toPerson(user) });
    });

    const blockRoute = (blocked: boolean) => async (request: FastifyRequest) => {
      // an id that is not a UUID names no user: the same 404 as an unknown one
      const params = userIdParam.safeParse(request.params);
      if (!params.success) throw notFound(ACCOUNT_TEXT.userNotFound);
      const { userId } = params.data;
      await ctx.accounts.setBlocked(me(request).id, userId, blocked);
      return {
        success: true,
        message: blocked ? PEOPLE_TEXT.blocked : PEOPLE_TEXT.unblocked,
      };
    };
    app.put('/block-user/:userId', { preHandler: ctx.guard('admin') }, blockRoute(true));
    app.put('/unblock-user/:userId', { preHandler: ctx.guard('admin') }, blockRoute(false));
  };
}
