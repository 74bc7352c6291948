import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffRegisterSchema } from '../../shared/schemas/auth';
import { notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
import { personSchema } from '../../shared/answers/user';
import { me } from '../plugins/auth';
import { toPerson, type AccountService, ACCOUNT_TEXT } from '../accounts';
import { PEOPLE, peoplePage, peopleQuery } from './people-lists';
import type { RouteContext } from '../context';
import { PEOPLE_TEXT } from './people-messages';
import { withMobilePhone } from '../phones/usable-phone';
import { noteAccess } from '../plugins/record-access';

const userIdParam = z.object({ userId: z.uuid() });
/** The path as declared: any text, so an id that is not a UUID is the same 404 as an unknown one. */
const userIdPath = z.object({ userId: z.string().meta({ description: 'The user’s id (a UUID)' }) });

/** /api/admin: people lists, staff registration, blocking. */
export function adminPeopleRoutes(ctx: RouteContext & { accounts: AccountService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    const peopleList = { querystring: peopleQuery, response: { 200: pageAnswer(personSchema) } };
    for (const [path, who] of Object.entries(PEOPLE)) {
      app.get(
        `/${path}`,
        {
          preValidation: ctx.guard('admin', 'staff'),
          // the users' list is the patients'; staff and administrators are colleagues, not records
          config: path === 'get-all-users' ? { patientData: 'people' } : {},
          schema: peopleList,
        },
        async (request) => {
          const query = request.query;
          const page = await peoplePage(ctx.db, who, query);
          if (path === 'get-all-users') noteAccess(request, { patientIds: page.data.map((row) => row._id) });
          return { success: true, ...page };
        },
      );
    }

    app.post(
      '/register',
      {
        preValidation: ctx.guard('admin'),
        schema: { body: staffRegisterSchema, response: { 201: dataAnswer(personSchema) } },
      },
      async (request, reply) => {
        const input = withMobilePhone(request.body, ctx.config.clinicCountry);
        const user = await ctx.accounts.createByAdmin(input);
        return reply
          .status(201)
          .send({ success: true, message: PEOPLE_TEXT.accountCreated, data: toPerson(user) });
      },
    );

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
    const block = {
      preValidation: ctx.guard('admin'),
      schema: { params: userIdPath, response: { 200: doneAnswer } },
    };
    app.put('/block-user/:userId', block, blockRoute(true));
    app.put('/unblock-user/:userId', block, blockRoute(false));
  };
}
