import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';

/** Compiled messages of one language, by id (English has none: its texts are in the code). */
export type Messages = Record<string, unknown>;

const cache = createIntlCache();

export const makeIntl = (language: Language, messages: Messages): IntlShape =>
  createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: messages as never }, cache);

let current = makeIntl(DEFAULT_LANGUAGE, {});

/**
 * The formatter of the language on screen, for code outside React (toasts raised by the API layer,
 * download file names). Components use `useIntl()`; <IntlRoot> keeps both the same.
 */
export const getIntl = (): IntlShape => current;

export function setIntl(intl: IntlShape): void {
  current = intl;
}
