import type { IntlShape } from 'react-intl';
import type { Locale } from 'antd/es/locale';
// the ES module: 'antd/locale/en_GB' is the CommonJS build, which brought its own copies of the
// picker and pagination texts into every page's first download
import enGB from 'antd/es/locale/en_GB';
import type { Language } from '../../shared/languages';

/** What antd and dayjs need to speak a language: antd's texts, and dayjs' month and weekday names. */
export interface UiLocale {
  antd: Locale;
}

export const ENGLISH_UI: UiLocale = { antd: enGB };

/** Builds a language's UiLocale once its catalogue has arrived (`intl` formats with it). */
type UiBuilder = (intl: IntlShape) => UiLocale;

/**
 * What builds antd's locale for `language` once its catalogue is there; run it, and dayjs speaks the
 * language too. Every language but English builds antd's words from its catalogue, and Hausa and
 * Igbo dayjs' names too (uiBuilders.ts, downloaded beside the catalogue: nothing of it is in the
 * first download). dayjs comes with the first page that shows a date, not with the sign-in screen.
 */
export async function loadUiLocale(language: Language): Promise<UiBuilder> {
  if (language === 'en') {
    // back to English after another language: dayjs is loaded by then, and its English is built in
    const { default: dayjs } = await import('dayjs');
    return () => {
      dayjs.locale('en');
      return ENGLISH_UI;
    };
  }
  const { uiBuilder } = await import(/* webpackChunkName: "ui-locale" */ './uiBuilders');
  return uiBuilder(language);
}
