import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { MessageDescriptor } from 'react-intl';
import { MSG_TEXT } from '../../../shared/messages';
import { getIntl } from '../../i18n/intl';
import { errorMessage } from './api';
import { toast } from '../toasts/notifier';

/**
 * What a failed query shows when the server sent no message: a message (defineMessages in the
 * feature's api file, said in the language on screen when the toast shows), or null for calls the
 * spec says are logged only. A plain string is shown as it is (English; for texts not yet converted).
 */
type QueryErrorText = MessageDescriptor | string | null;

/**
 * The fallback texts by endpoint. Unlisted queries show the server's message or 'Something went
 * wrong'. Mutations are answered by the page that made them.
 */
const QUERY_ERROR_TEXT: Record<string, QueryErrorText> = {};

export function registerQueryErrorTexts(texts: Record<string, QueryErrorText>): void {
  Object.assign(QUERY_ERROR_TEXT, texts);
}

/** A fallback in the language on screen now (the toast is raised outside React). */
const fallbackText = (text: MessageDescriptor | string | undefined): string =>
  typeof text === 'string'
    ? text
    : getIntl().formatMessage((text ?? MSG_TEXT.somethingWrong) as MessageDescriptor);

export const queryErrorToaster: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
    const endpoint = meta.arg?.endpointName ?? '';
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    // with no network every read fails: the screens say so (useOnline), not a toast per call
    const offline = status === 'FETCH_ERROR' && !navigator.onLine;
    if (meta.arg?.type === 'query' && status !== 401 && !offline) {
      const text = QUERY_ERROR_TEXT[endpoint];
      if (text === null) console.warn(`${endpoint} failed`, action.payload);
      else toast.error(errorMessage(action.payload, fallbackText(text)));
    }
  }
  return next(action);
};
