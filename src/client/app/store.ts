import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';
import { sessionSlice } from '../features/auth/sessionSlice';
import { languageChosen, languageSlice } from '../i18n/languageSlice';
import { queryErrorToaster } from '../lib/api/queryErrors';
import { STORAGE_KEYS, clearSessionStorage } from '../lib/store/storage';
import type { AppDispatch as SharedDispatch, RootState as SharedState } from '../lib/store/rootState';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps token and userData in local storage in step with the session slice, and the language chosen. */
function persistSession() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).session !== (previous as RootState).session,
    effect: (_action, { getState }) => {
      const { token, user } = (getState() as RootState).session;
      if (!token) return clearSessionStorage();
      localStorage.setItem(STORAGE_KEYS.token, token);
      if (user) localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    },
  });
  // this browser remembers the last language chosen in it, for the sign-in screens
  listener.startListening({
    actionCreator: languageChosen,
    effect: ({ payload }) => {
      try {
        localStorage.setItem(STORAGE_KEYS.language, payload);
      } catch {
        // storage refused: the choice lasts as long as the page
      }
    },
  });
  return listener.middleware;
}

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistSession()).concat(api.middleware, queryErrorToaster),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
type AppDispatch = AppStore['dispatch'];

/**
 * Features read the store through lib/store/rootState.ts, which names its state without importing the
 * features whose reducers fill it. These two lines stop compiling when the reducers above no longer
 * produce exactly that state, or when this store's dispatch is no longer one a feature may hold.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _StateAsFeaturesReadIt = Holds<Same<RootState, SharedState>>;
type _DispatchAsFeaturesHoldIt = Holds<AppDispatch extends SharedDispatch ? true : false>;
