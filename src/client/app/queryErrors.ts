import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { errorMessage } from './api';
import { toast } from './notifier';

/**
 * What a failed query shows, by endpoint: a fallback text used when the server sent no message, or
 * null for calls the spec says are logged only. Unlisted queries show the server's message or
 * 'Something went wrong'. Mutations are answered by the page that made them.
 */
const QUERY_ERROR_TEXT: Record<string, string | null> = {};

export function registerQueryErrorTexts(texts: Record<string, string | null>): void {
  Object.assign(QUERY_ERROR_TEXT, texts);
}

export const queryErrorToaster: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
    const endpoint = meta.arg?.endpointName ?? '';
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    if (meta.arg?.type === 'query' && status !== 401) {
      const text = QUERY_ERROR_TEXT[endpoint];
      if (text === null) console.warn(`${endpoint} failed`, action.payload);
      else toast.error(errorMessage(action.payload, text));
    }
  }
  return next(action);
};
