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

/**
 * antd and dayjs ship French and Arabic; Hausa, Yorùbá and Igbo have no antd locale, so their
 * pickers, pagination and empty states keep antd's English texts until they do.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<UiLocale>> = {
  fr: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]);
    return { antd: antd.default };
  },
  ar: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')]);
    return { antd: antd.default };
  },
  yo: async () => {
    await import('dayjs/locale/yo');
    return ENGLISH_UI;
  },
  ha: async () => ENGLISH_UI,
  ig: async () => ENGLISH_UI,
};

/**
 * antd's locale for `language`, with dayjs switched to its names (English where dayjs has none).
 * dayjs comes with the first page that shows a date, not with the sign-in screen.
 */
export async function loadUiLocale(language: Language): Promise<UiLocale> {
  if (language === 'en') {
    // back to English after another language: dayjs is loaded by then, and its English is built in
    const { default: dayjs } = await import('dayjs');
    dayjs.locale('en');
    return ENGLISH_UI;
  }
  const [locale, { default: dayjs }] = await Promise.all([loaders[language](), import('dayjs')]);
  dayjs.locale(['fr', 'ar', 'yo'].includes(language) ? language : 'en');
  return locale;
}
