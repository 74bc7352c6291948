import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/types';
import { roleOf, type Role } from '../../../shared/roles';
import { readToken } from '../../lib/store/storage';
import { sessionEnded } from '../../lib/store/sessionActions';
import type { SessionState } from '../../lib/store/rootState';
import { authApi } from './authApi';

const initialState = (): SessionState => ({ token: readToken(), user: null });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Any call that returns the updated user (notifications) replaces the current one. */
    userReplaced(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** A full token handed over after the second factor was set up at sign-in. */
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => ({ token: null, user: null }))
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        // a token limited to setting up the second factor is not a session
        state.token = payload.mfaSetupRequired ? null : (payload.data ?? null);
        state.user = null;
      })
      .addMatcher(authApi.endpoints.loginMfa.matchFulfilled, (state, { payload }) => {
        state.token = payload.data ?? null;
        state.user = null;
      })
      .addMatcher(authApi.endpoints.getUser.matchFulfilled, (state, { payload }) => {
        state.user = payload;
      })
      .addMatcher(
        isAnyOf(
          authApi.endpoints.updateMailPreferences.matchFulfilled,
          authApi.endpoints.updateTextPreferences.matchFulfilled,
          authApi.endpoints.updateConsent.matchFulfilled,
          authApi.endpoints.acceptPrivacy.matchFulfilled,
          authApi.endpoints.updatePhone.matchFulfilled,
          authApi.endpoints.updateLanguage.matchFulfilled,
        ),
        (state, { payload }) => {
          if (payload.data) state.user = payload.data;
        },
      );
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectRole: (state): Role | null => (state.user ? roleOf(state.user) : null),
  },
});

export const { userReplaced, tokenReceived } = sessionSlice.actions;
export const { selectToken, selectCurrentUser, selectRole } = sessionSlice.selectors;
