import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import { pseudoLocale } from './pseudoLocale';

/** Compiled messages of one language, by id (English has none: its texts are in the code). */
export type Messages = Record<string, unknown>;

const cache = createIntlCache();

export const makeIntl = (language: Language, messages: Messages): IntlShape =>
  createIntl(
    {
      // the pseudo-locale (a test build's) is English in other words, named apart (pseudoLocale.ts)
      locale: (language === DEFAULT_LANGUAGE && pseudoLocale()) || language,
      defaultLocale: DEFAULT_LANGUAGE,
      messages: messages as never,
    },
    cache,
  );

let current = makeIntl(DEFAULT_LANGUAGE, {});

/**
 * The formatter of the language on screen, for code outside React (toasts raised by the API layer,
 * download file names). Components use `useIntl()`; <IntlRoot> keeps both the same.
 */
export const getIntl = (): IntlShape => current;

export function setIntl(intl: IntlShape): void {
  current = intl;
}
