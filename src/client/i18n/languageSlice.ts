import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { isLanguage, preferredLanguage, type Language } from '../../shared/languages';
import { STORAGE_KEYS } from '../lib/store/storage';
import type { LanguageState } from '../lib/store/rootState';
import { authApi } from '../features/auth/authApi';
import { userReplaced } from '../features/auth/sessionSlice';
import { pseudoLocaleChosen } from './pseudoLocale';

/** A guest's last choice in this browser, else the browser's languages, else English. */
function initialLanguage(): Language {
  // the pseudo-locale (a test build's only) is English with other words
  if (pseudoLocaleChosen()) return 'en';
  try {
    const chosen = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(chosen)) return chosen;
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  return preferredLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: (): LanguageState => ({ current: initialLanguage() }),
  reducers: {
    /** The reader chose a language, or signed in with one stored on the account. */
    languageChosen(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
  extraReducers: (builder) => {
    // an account's language follows it to any browser it signs in on, and offline the user this
    // device last read (RequireSession) brings theirs
    builder.addMatcher(
      isAnyOf(authApi.endpoints.getUser.matchFulfilled, userReplaced),
      (state, { payload }) => {
        if (payload.language && !pseudoLocaleChosen()) state.current = payload.language;
      },
    );
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
