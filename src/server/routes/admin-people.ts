import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { staffRegisterSchema } from '../../shared/schemas/auth';
import { notFound, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import { toPerson } from '../services/users';
import type { RouteContext } from './context';

type UsersWhere = (
  eb: ExpressionBuilder<Database, 'users'>,
) => ReturnType<ExpressionBuilder<Database, 'users'>['and']>;

const LISTS: Record<string, UsersWhere> = {
  'get-all-staff': (eb) => eb.and([eb('is_staff', '=', true)]),
  'get-all-admin': (eb) => eb.and([eb('is_admin', '=', true)]),
  // patients: everyone who is neither clinic personnel nor a registered doctor
  'get-all-users': (eb) =>
    eb.and([
      eb('is_admin', '=', false),
      eb('is_staff', '=', false),
      eb('is_doctor', '=', false),
      eb('reg_doctor', '=', false),
    ]),
};

const userIdParam = z.object({ userId: z.uuid() });

/** /api/admin: people lists, staff registration, blocking. */
export function adminPeopleRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    for (const [path, where] of Object.entries(LISTS)) {
      app.get(`/${path}`, { preHandler: ctx.guard('admin', 'staff') }, async () => {
        const rows = await ctx.db
          .selectFrom('users')
          .selectAll()
          .where(where)
          .orderBy('created_at', 'desc')
          .execute();
        return { success: true, data: rows.map(toPerson) };
      });
    }

    app.post('/register', { preHandler: ctx.guard('admin') }, async (request, reply) => {
      const user = await ctx.accounts.createByAdmin(parseInput(staffRegisterSchema, request.body));
      return reply
        .status(201)
        .send({ success: true, message: 'Account created successfully', data: toPerson(user) });
    });

    const blockRoute = (blocked: boolean) => async (request: FastifyRequest) => {
      // an id that is not a UUID names no user: the same 404 as an unknown one
      const params = userIdParam.safeParse(request.params);
      if (!params.success) throw notFound('User not found');
      const { userId } = params.data;
      await ctx.accounts.setBlocked(me(request).id, userId, blocked);
      return {
        success: true,
        message: blocked ? 'User blocked successfully' : 'User unblocked successfully',
      };
    };
    app.put('/block-user/:userId', { preHandler: ctx.guard('admin') }, blockRoute(true));
    app.put('/unblock-user/:userId', { preHandler: ctx.guard('admin') }, blockRoute(false));
  };
}
