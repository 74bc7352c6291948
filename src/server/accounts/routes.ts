import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE_RESEND_SECONDS } from '../../shared/vocabulary';
import { loginSchema, registerSchema, resendOtpSchema, verifyOtpSchema } from '../../shared/schemas/auth';
import { MSG_TEXT } from '../../shared/messages';
import {
  LANGUAGE_SAVED_TEXT,
  MAIL_PREFERENCES_SAVED_TEXT,
  PHONE_SAVED_TEXT,
  TEXT_PREFERENCES_SAVED_TEXT,
  languageSchema,
  mailPreferencesSchema,
  phoneChangeSchema,
  textPreferencesSchema,
} from '../../shared/schemas/profile';
import type { UserRow } from '../db/schema';
import { fieldRequired, forbidden, notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, errorSchema, pageAnswer } from '../../shared/answers/envelope';
import {
  acceptPrivacySchema,
  consentEventsQuery,
  updateConsentSchema,
  type UpdateConsentInput,
} from '../../shared/schemas/privacy';
import { consentEventSchema } from '../../shared/answers/privacy';
import { acceptNotice, consentEventsOf, setConsent } from './consents';
import { CONSENT_TEXT } from './consent-messages';
import { userSchema } from '../../shared/answers/user';
import { me } from '../plugins/auth';
import { userWithNotifications } from './users';
import { requestLanguage } from '../i18n';
import { answerPasscodeSignIn, signInAnswer } from './sign-in';
import type { RouteContext } from '../context';
import type { AccountService } from './account-service';
import type { Text } from '../i18n';
import { ACCOUNT_TEXT } from './account-messages';
import { withMobilePhone } from '../phones/usable-phone';
import { setMobilePhone } from '../phones/phone-correction';

const selfSchema = z.object({
  userId: z.string({ error: fieldRequired('userId') }).min(1, { error: fieldRequired('userId') }),
});

const userAnswer = { 200: dataAnswer(userSchema) };

/** /api/user: register, verify, sign in, the caller's own user, its settings and notifications. */
export function accountRoutes(ctx: RouteContext & { accounts: AccountService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/register',
      { schema: { body: registerSchema, response: { 201: doneAnswer } } },
      async (request, reply) => {
        const input = withMobilePhone(request.body, ctx.config.clinicCountry);
        // the verification code's mail is said in the language the sign-up screen was in
        await ctx.accounts.register(input, {
          language: requestLanguage(request),
          at: new Date(ctx.now()),
        });
        return reply.status(201).send({
          success: true,
          message: ACCOUNT_TEXT.registered,
        });
      },
    );

    app.post(
      '/verify-otp',
      { schema: { body: verifyOtpSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const { email, otp } = request.body;
        await ctx.accounts.verifyEmail(email, otp);
        return { success: true, message: ACCOUNT_TEXT.verified };
      },
    );

    // Verify OTP's "Send the code again": counted with the code calls per client address, and at
    // most one code per account each CODE_RESEND_SECONDS; the answer says when to ask again
    const resent = dataAnswer(z.object({ retryAfter: z.number().int().meta({ description: 'seconds' }) }));
    app.post(
      '/resend-otp',
      { schema: { body: resendOtpSchema, response: { 200: resent } } },
      async (request) => {
        const { email } = request.body;
        await ctx.accounts.resendVerification(email);
        return {
          success: true,
          message: ACCOUNT_TEXT.codeResent,
          data: { retryAfter: CODE_RESEND_SECONDS },
        };
      },
    );

    app.post(
      '/login',
      { schema: { body: loginSchema, response: { 200: signInAnswer, 403: errorSchema } } },
      async (request, reply) => {
        const outcome = await ctx.accounts.login(request.body);
        if (!outcome.ok) {
          return reply
            .status(403)
            .send({ success: false, message: MSG_TEXT.verifyFirst, redirectTo: '/verify-otp' });
        }
        return answerPasscodeSignIn(ctx, outcome.user, request);
      },
    );

    // the token may come in the body (the spec's call), so the guard runs once the body is read
    app.post(
      '/getUser_id',
      { preValidation: ctx.guard(), schema: { response: userAnswer } },
      async (request) => ({
        success: true,
        data: await userWithNotifications(ctx.db, me(request), requestLanguage(request)),
      }),
    );

    /** Every change of the caller's own account answers the updated user, which the session keeps. */
    const answerUpdated = async (request: FastifyRequest, updated: UserRow | undefined, saved: Text) => {
      if (!updated) throw notFound();
      return {
        success: true,
        message: saved,
        data: await userWithNotifications(ctx.db, updated, requestLanguage(request)),
      };
    };

    /**
     * Gives or withdraws one of the caller's consents (the mail and text preferences are two of them),
     * records it, and answers the updated user.
     */
    const saveConsent = async (request: FastifyRequest, change: UpdateConsentInput, saved: Text) => {
      const updated = await setConsent(ctx.db, me(request).id, {
        ...change,
        method: 'web',
        at: new Date(ctx.now()),
      });
      return answerUpdated(request, updated, saved);
    };

    // e-mail about appointments on or off, for the caller only; one-time codes always go
    const own = { preValidation: ctx.guard() };
    app.post(
      '/update-mail-preferences',
      { ...own, schema: { body: mailPreferencesSchema, response: userAnswer } },
      async (request) => {
        const { appointmentMail } = request.body;
        return saveConsent(
          request,
          { consent: 'appointmentMail', given: appointmentMail },
          MAIL_PREFERENCES_SAVED_TEXT,
        );
      },
    );

    // texts about appointments on or off, for the caller only (STOP and START by text too)
    app.post(
      '/update-text-preferences',
      { ...own, schema: { body: textPreferencesSchema, response: userAnswer } },
      async (request) => {
        const { appointmentTexts } = request.body;
        return saveConsent(
          request,
          { consent: 'appointmentTexts', given: appointmentTexts },
          TEXT_PREFERENCES_SAVED_TEXT,
        );
      },
    );

    // one consent given or withdrawn: appointment texts, appointment mail, the name on published reviews
    app.post(
      '/update-consent',
      { ...own, schema: { body: updateConsentSchema, response: userAnswer } },
      async (request) => {
        const { given } = request.body;
        return saveConsent(
          request,
          request.body,
          given ? CONSENT_TEXT.consentGiven : CONSENT_TEXT.consentWithdrawn,
        );
      },
    );

    // the privacy notice in force, accepted; another version is refused (409) with the current one's number
    app.post(
      '/accept-privacy',
      { ...own, schema: { body: acceptPrivacySchema, response: { ...userAnswer, 409: errorSchema } } },
      async (request) => {
        const updated = await acceptNotice(ctx.db, me(request), {
          version: request.body.version,
          at: new Date(ctx.now()),
        });
        return answerUpdated(request, updated, CONSENT_TEXT.accepted);
      },
    );

    // the caller's consents given and withdrawn, newest first, a page at a time
    app.get(
      '/consent-events',
      {
        ...own,
        schema: { querystring: consentEventsQuery, response: { 200: pageAnswer(consentEventSchema) } },
      },
      async (request) => ({
        success: true,
        ...(await consentEventsOf(ctx.db, me(request).id, request.query)),
      }),
    );

    // the caller's own mobile number, in E.164; a number the conversion could not read is
    // corrected here, and one that cannot take texts is refused as at sign-up
    app.post(
      '/update-phone',
      { ...own, schema: { body: phoneChangeSchema, response: userAnswer } },
      async (request) => {
        const { phone } = request.body;
        const updated = await setMobilePhone(ctx.db, me(request).id, {
          phone,
          country: ctx.config.clinicCountry,
        });
        return answerUpdated(request, updated, PHONE_SAVED_TEXT);
      },
    );

    // the caller's language, for their screens, the server's answers and their mail
    app.post(
      '/update-language',
      { ...own, schema: { body: languageSchema, response: userAnswer } },
      async (request) => {
        const { language } = request.body;
        const updated = await ctx.db
          .updateTable('users')
          .set({ language })
          .where('id', '=', me(request).id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // the answer is already said in the language just chosen
        request.currentUser = updated;
        return answerUpdated(request, updated, LANGUAGE_SAVED_TEXT);
      },
    );

    /** Both notification calls act on the caller only; another userId is refused. */
    const ownNotifications =
      (change: (userId: string) => Promise<unknown>, message: Text) =>
      async (request: FastifyRequest & { body: z.output<typeof selfSchema> }) => {
        const user = me(request);
        if (request.body.userId !== user.id) throw forbidden();
        await change(user.id);
        return {
          success: true,
          message,
          data: await userWithNotifications(ctx.db, user, requestLanguage(request)),
        };
      };

    app.post(
      '/mark-all-notifications-seen',
      { ...own, schema: { body: selfSchema, response: userAnswer } },
      ownNotifications(
        (userId) =>
          ctx.db
            .updateTable('notifications')
            .set({ seen: true })
            .where('user_id', '=', userId)
            .where('seen', '=', false)
            .execute(),
        ACCOUNT_TEXT.notificationsSeen,
      ),
    );

    app.post(
      '/delete-all-notifications',
      { ...own, schema: { body: selfSchema, response: userAnswer } },
      ownNotifications(
        (userId) =>
          ctx.db.deleteFrom('notifications').where('user_id', '=', userId).where('seen', '=', true).execute(),
        ACCOUNT_TEXT.notificationsDeleted,
      ),
    );
  };
}
