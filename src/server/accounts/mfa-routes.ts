import type { FastifyInstance } from 'fastify';
import { loginMfaSchema, mfaCodeSchema, type MfaEnabled } from '../../shared/schemas/security';
import { mfaEnabledSchema, mfaSetupSchema, mfaStatusSchema } from '../../shared/answers/security';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import type { ContractTypeProvider } from '../plugins/contract';
import { MSG_TEXT } from '../../shared/messages';
import { forbidden, HttpError } from '../plugins/errors';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { WRONG_CODE } from './mfa';
import { closeChallenge, SIGN_IN_EXPIRED, takeChallengeTry } from './mfa-challenges';
import { findUserById } from './users';
import { openSession } from './sessions';
import { mfaRequiredFor, mfaServiceFor, sessionAnswer, signInAnswer } from './sign-in';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/user: turning the authenticator-app second factor on and off, and the sign-in code step. */
export function mfaRoutes(ctx: RouteContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    const mfa = await mfaServiceFor(ctx);
    const setupCall = { preValidation: ctx.guard.mfaSetup() };

    app.get(
      '/mfa/status',
      { ...setupCall, schema: { response: { 200: dataAnswer(mfaStatusSchema) } } },
      async (request) => {
        const user = me(request);
        return {
          success: true,
          data: { enabled: await mfa.isOn(user.id), required: mfaRequiredFor(ctx, user) },
        };
      },
    );

    app.post(
      '/mfa/setup',
      { ...setupCall, schema: { response: { 200: dataAnswer(mfaSetupSchema) } } },
      async (request) => ({
        success: true,
        message: ACCOUNT_TEXT.mfaScan,
        data: await mfa.setup(me(request)),
      }),
    );

    app.post(
      '/mfa/enable',
      { ...setupCall, schema: { body: mfaCodeSchema, response: { 200: dataAnswer(mfaEnabledSchema) } } },
      async (request) => {
        const user = me(request);
        const { code } = request.body;
        const data: MfaEnabled = { recoveryCodes: await mfa.enable(user, code) };
        if (request.mfaSetupOnly) {
          // the limited token has done its work: the same session carries on with a full one
          const sid = request.currentSessionId ?? (await openSession(ctx.db, user.id, request));
          data.token = ctx.tokens.sign(user, { sid });
        }
        return { success: true, message: ACCOUNT_TEXT.mfaOn, data };
      },
    );

    app.post(
      '/mfa/disable',
      { preValidation: ctx.guard(), schema: { body: mfaCodeSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const user = me(request);
        const { code } = request.body;
        if (mfaRequiredFor(ctx, user)) throw forbidden(ACCOUNT_TEXT.mfaRequiredForRole);
        await mfa.disable(user, code);
        return { success: true, message: ACCOUNT_TEXT.mfaOff };
      },
    );

    app.post(
      '/login-mfa',
      { schema: { body: loginMfaSchema, response: { 200: signInAnswer } } },
      async (request) => {
        const { mfaToken, code, recoveryCode } = request.body;
        const userId = await takeChallengeTry(ctx.db, mfaToken);
        const answer = code !== undefined ? { code } : { recoveryCode };
        if (!(await mfa.verify(userId, answer))) {
          throw new HttpError(401, code !== undefined ? WRONG_CODE : ACCOUNT_TEXT.wrongRecoveryCode);
        }
        if (!(await closeChallenge(ctx.db, mfaToken))) throw new HttpError(401, SIGN_IN_EXPIRED);
        const user = await findUserById(ctx.db, userId);
        if (!user) throw new HttpError(401, SIGN_IN_EXPIRED);
        if (user.is_blocked) throw new HttpError(403, MSG_TEXT.blocked);
        return sessionAnswer(ctx, user, request);
      },
    );
  };
}
