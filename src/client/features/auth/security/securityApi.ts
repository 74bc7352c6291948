import { api } from '../../../lib/api/api';
import type { Envelope } from '../../../../shared/types';
import type { MfaEnabled, MfaSetup, MfaStatus, SessionItem } from '../../../../shared/schemas/security';

/** A token limited to setting up the second factor travels explicitly; the store holds none yet. */
const limitedHeaders = (limitedToken?: string) =>
  limitedToken ? { authorization: `Bearer ${limitedToken}` } : undefined;

/**
 * A signed-in user's second factor and sessions, and the second factor's setup at sign-in.
 * The sign-in's code step (login-mfa) is in authApi: the session slice, in every page's first
 * download, needs it, and none of these.
 */
const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaStatus: build.query<MfaStatus, void>({
      query: () => ({ url: '/user/mfa/status' }),
      transformResponse: (response: Envelope<MfaStatus>) => response.data as MfaStatus,
    }),
    mfaSetup: build.mutation<Envelope<MfaSetup>, { limitedToken?: string }>({
      query: ({ limitedToken }) => ({
        url: '/user/mfa/setup',
        method: 'POST',
        body: {},
        headers: limitedHeaders(limitedToken),
      }),
    }),
    mfaEnable: build.mutation<Envelope<MfaEnabled>, { code: string; limitedToken?: string }>({
      query: ({ code, limitedToken }) => ({
        url: '/user/mfa/enable',
        method: 'POST',
        body: { code },
        headers: limitedHeaders(limitedToken),
      }),
    }),
    mfaDisable: build.mutation<Envelope, { code: string }>({
      query: (body) => ({ url: '/user/mfa/disable', method: 'POST', body }),
    }),
    sessions: build.query<SessionItem[], void>({
      query: () => ({ url: '/user/sessions' }),
      transformResponse: (response: Envelope<SessionItem[]>) => response.data ?? [],
    }),
    revokeSession: build.mutation<Envelope, { sessionId: string }>({
      query: (body) => ({ url: '/user/revoke-session', method: 'POST', body }),
    }),
    revokeAllSessions: build.mutation<Envelope, void>({
      query: () => ({ url: '/user/revoke-all-sessions', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useMfaStatusQuery,
  useMfaSetupMutation,
  useMfaEnableMutation,
  useMfaDisableMutation,
  useSessionsQuery,
  useRevokeSessionMutation,
  useRevokeAllSessionsMutation,
} = securityApi;
