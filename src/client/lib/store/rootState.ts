import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../../shared/languages';
import type { User } from '../../../shared/types';
import type { api } from '../api/api';

/** Client-only session state: the token and the current user, initially none. */
export interface SessionState {
  token: string | null;
  user: User | null;
}

export interface LanguageState {
  /** The language the screens speak. */
  current: Language;
}

/**
 * The store's state as every feature reads it. It is written out here, from the api slice this folder
 * owns and the shapes of the two small slices, rather than taken from the store: the store lives in
 * app/ and is built from the features' reducers, and what features share may import neither (a type
 * taken from there would tie lib/ to every feature). app/store.ts fails to compile when its reducers
 * stop producing exactly this state.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>;
  session: SessionState;
  language: LanguageState;
}

/** The store's dispatch as features use it: actions and thunks (RTK Query's among them). */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
