import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope, User } from '../../../shared/types';
import type { Language } from '../../../shared/languages';
import type {
  LoginInput,
  RegisterInput,
  ResendOtpInput,
  ResetPasswordInput,
  ResetRequestInput,
  VerifyOtpInput,
} from '../../../shared/schemas/auth';
import type {
  MailPreferencesInput,
  PhoneChangeInput,
  TextPreferencesInput,
} from '../../../shared/schemas/profile';
import type { LoginMfaInput } from '../../../shared/schemas/security';
import type { UpdateConsentInput } from '../../../shared/schemas/privacy';

/** A consent given or withdrawn adds to the person's list of consent events. */
const EVENTS = [{ type: 'ConsentEvent' as const, id: 'LIST' }];

/** Accounts: sign-in, registration, one-time codes, the signed-in user and its own choices. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Envelope<string> & { mfaSetupRequired?: boolean }, LoginInput>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    /** The second step of a sign-in with two-factor on: the app's code or a recovery code. */
    loginMfa: build.mutation<Envelope<string>, LoginMfaInput>({
      query: (body) => ({ url: '/user/login-mfa', method: 'POST', body }),
    }),
    register: build.mutation<Envelope, RegisterInput>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<Envelope, VerifyOtpInput>({
      query: (body) => ({ url: '/user/verify-otp', method: 'POST', body }),
    }),
    /** Verify OTP's "Send the code again"; data.retryAfter says when it may be asked again. */
    resendOtp: build.mutation<Envelope<{ retryAfter: number }>, ResendOtpInput>({
      query: (body) => ({ url: '/user/resend-otp', method: 'POST', body }),
    }),
    requestResetOtp: build.mutation<Envelope, ResetRequestInput>({
      query: (body) => ({ url: '/reset-Password/generate-reset-otp', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Envelope, ResetPasswordInput>({
      query: (body) => ({ url: '/reset-Password/reset-password', method: 'POST', body }),
    }),
    /** The signed-in user; the token travels in the header and, as the call was first defined, the body. */
    getUser: build.query<User, string>({
      query: (token) => ({ url: '/user/getUser_id', method: 'POST', body: { token } }),
      transformResponse: (response: Envelope<User>) => response.data as User,
      providesTags: ['User'],
    }),
    /** E-mail about appointments on or off; answers the updated user, which the session keeps. */
    updateMailPreferences: build.mutation<Envelope<User>, MailPreferencesInput>({
      query: (body) => ({ url: '/user/update-mail-preferences', method: 'POST', body }),
      invalidatesTags: EVENTS,
    }),
    /** Texts about appointments on or off; answers the updated user, which the session keeps. */
    updateTextPreferences: build.mutation<Envelope<User>, TextPreferencesInput>({
      query: (body) => ({ url: '/user/update-text-preferences', method: 'POST', body }),
      invalidatesTags: EVENTS,
    }),
    /** One consent given or withdrawn; answers the updated user, which the session keeps. */
    updateConsent: build.mutation<Envelope<User>, UpdateConsentInput>({
      query: (body) => ({ url: '/user/update-consent', method: 'POST', body }),
      invalidatesTags: EVENTS,
    }),
    /** The privacy notice in force, accepted; answers the updated user, which the session keeps. */
    acceptPrivacy: build.mutation<Envelope<User>, { version: number }>({
      query: (body) => ({ url: '/user/accept-privacy', method: 'POST', body }),
      invalidatesTags: EVENTS,
    }),
    /** The account's own mobile number; answers the updated user, which the session keeps. */
    updatePhone: build.mutation<Envelope<User>, PhoneChangeInput>({
      query: (body) => ({ url: '/user/update-phone', method: 'POST', body }),
    }),
    /** The account's language; answers the updated user, which the session keeps. */
    updateLanguage: build.mutation<Envelope<User>, { language: Language }>({
      query: (body) => ({ url: '/user/update-language', method: 'POST', body }),
    }),
  }),
});

// A failed user fetch ends the session quietly, with no toast: the frame sends the user to /login.
registerQueryErrorTexts({ getUser: null });

export const {
  useLoginMutation,
  useLoginMfaMutation,
  useRegisterMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useRequestResetOtpMutation,
  useResetPasswordMutation,
  useGetUserQuery,
  useUpdateMailPreferencesMutation,
  useUpdateTextPreferencesMutation,
  useUpdateConsentMutation,
  useAcceptPrivacyMutation,
  useUpdatePhoneMutation,
  useUpdateLanguageMutation,
} = authApi;

/** Reads the signed-in user again (the session slice takes the answer), without keeping a subscription. */
export const refreshCurrentUser = (token: string) =>
  authApi.endpoints.getUser.initiate(token, { subscribe: false, forceRefetch: true });
