import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Envelope } from '../../../shared/types';
import { MSG_TEXT } from '../../../shared/messages';
import { getIntl } from '../../i18n/intl';
import { sessionEnded } from '../store/sessionActions';
import { serverAnswered } from '../connection';

/** Every tag type of every area; features declare their endpoints with injectEndpoints. */
export const TAG_TYPES = [
  'User',
  'People',
  'Appointment',
  'Doctor',
  'Review',
  'Reference',
  'Notification',
  'Media',
  'Stats',
  'Waitlist',
  'ClosedDay',
  'Patient',
  'ClinicDay',
  'Display',
  'ApiClient',
  'PrivacyNotice',
  'ConsentEvent',
  'DataRequest',
] as const;

interface HeaderState {
  session: { token: string | null };
  language: { current: string };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const { session, language } = getState() as HeaderState;
    if (session.token) headers.set('authorization', `Bearer ${session.token}`);
    // the server answers in the language on screen, also before sign-in; a signed-in
    // account's own choice is the same language
    headers.set('accept-language', language.current);
    return headers;
  },
});

/** Calls that answer 401 as part of their normal work (a wrong passcode is not an ended session). */
const SIGN_IN_CALLS = new Set(['login', 'register', 'verifyOtp', 'requestResetOtp', 'resetPassword']);

/**
 * fetchBaseQuery plus the product's envelope: `success: false` is an error even on a 2xx, and a 401
 * on a signed-in call ends the session (the frame then sends the user to /login).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  // no answer at all: offline, or the server out of reach (lib/connection.ts)
  serverAnswered(result.error?.status !== 'FETCH_ERROR');
  if (result.error?.status === 401 && !SIGN_IN_CALLS.has(api.endpoint)) api.dispatch(sessionEnded());
  const body = result.data as Envelope<unknown> | undefined;
  if (body && body.success === false) {
    return { error: { status: result.meta?.response?.status ?? 400, data: body } };
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // back online, every read on screen asks again (setupListeners in src/client/index.tsx)
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * The server's message from a failed call (said in the caller's language), else the given fallback,
 * else 'Something went wrong' in the language on screen (read when the toast shows).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = (data as Envelope | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return fallback ?? getIntl().formatMessage(MSG_TEXT.somethingWrong);
}

/** The envelope of a failed call (for extra keys such as redirectTo). */
export function errorEnvelope(error: unknown): Envelope<unknown> | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Envelope<unknown>) : undefined;
}
