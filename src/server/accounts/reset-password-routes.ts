import type { FastifyInstance } from 'fastify';
import { resetPasswordSchema, resetRequestSchema } from '../../shared/schemas/auth';
import { MSG_TEXT } from '../../shared/messages';
import type { ContractTypeProvider } from '../plugins/contract';
import { doneAnswer } from '../../shared/answers/envelope';
import type { RouteContext } from '../context';
import type { AccountService } from './account-service';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/reset-Password: request a code, then set a new passcode with it. */
export function resetPasswordRoutes(ctx: RouteContext & { accounts: AccountService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    const done = { 200: doneAnswer };
    app.post(
      '/generate-reset-otp',
      { schema: { body: resetRequestSchema, response: done } },
      async (request) => {
        const { email } = request.body;
        await ctx.accounts.requestReset(email);
        return { success: true, message: MSG_TEXT.resetSent };
      },
    );

    app.post(
      '/reset-password',
      { schema: { body: resetPasswordSchema, response: done } },
      async (request) => {
        await ctx.accounts.resetPassword(request.body);
        return { success: true, message: ACCOUNT_TEXT.passcodeChanged };
      },
    );
  };
}
