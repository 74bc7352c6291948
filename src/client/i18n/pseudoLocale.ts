import { STORAGE_KEYS } from '../lib/store/storage';

/**
 * webpack.config.js defines it: the pseudo-locale's code ('en-XA') in a build made with
 * PSEUDO_LOCALE=1 (the test build), else false. Undefined outside webpack (jest).
 */
declare const __PSEUDO_LOCALE__: string | false;

/**
 * The pseudo-locale's code when the screens speak it, else null. It is FormatJS' en-XA:
 * the English messages accented, bracketed and about 35 % longer (scripts/i18n/compile.ts), with
 * which __tests__/e2e/pseudo-locale.test.ts finds texts that bypass the catalogues and layouts that
 * break with longer words. Chosen by setting local storage's `language` to `en-XA`, never in the
 * chooser, and known only to a build made with PSEUDO_LOCALE=1: in any other build this is null and
 * the code behind it is dropped. The language stays English for everything else (antd's and dayjs'
 * words, direction, the server's answers): only the app's own messages change, and react-intl's
 * locale is named `en-XA`, so that no "English needs no catalogue" shortcut skips them.
 */
export function pseudoLocale(): string | null {
  if (typeof __PSEUDO_LOCALE__ !== 'string') return null;
  try {
    return localStorage.getItem(STORAGE_KEYS.language) === __PSEUDO_LOCALE__ ? __PSEUDO_LOCALE__ : null;
  } catch {
    return null;
  }
}

export const pseudoLocaleChosen = (): boolean => pseudoLocale() !== null;
