import type { FastifyInstance } from 'fastify';
import { resetPasswordSchema, resetRequestSchema } from '../../shared/schemas/auth';
import { MSG_TEXT } from '../../shared/messages';
import { parseInput } from '../plugins/errors';
import type { RouteContext } from '../context';
import type { AccountService } from './account-service';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/reset-Password: request a code, then set a new passcode with it. */
export function resetPasswordRoutes(ctx: RouteContext & { accounts: AccountService }) {
  return async (app: FastifyInstance) => {
    app.post('/generate-reset-otp', async (request) => {
      const { email } = parseInput(resetRequestSchema, request.body);
      await ctx.accounts.requestReset(email);
      return { success: true, message: MSG_TEXT.resetSent };
    });

    app.post('/reset-password', async (request) => {
      await ctx.accounts.resetPassword(parseInput(resetPasswordSchema, request.body));
      return { success: true, message: ACCOUNT_TEXT.passcodeChanged };
    });
  };
}
