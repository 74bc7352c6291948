import type { IntlShape } from 'react-intl';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Language } from '../../shared/languages';
import { antdLocale } from './antdLocale';

/** What gives dayjs a language's names once its catalogue is there. */
type DayjsSetup = (intl: IntlShape) => void;

/** dayjs' own locale: loading it is all it takes. */
const dayjsOwn = async (locale: Promise<unknown>): Promise<DayjsSetup> => {
  await locale;
  return () => undefined;
};

/** dayjs' names from the catalogue: dayjs learns the locale under the language's code. */
async function dayjsFromCatalogue(): Promise<DayjsSetup> {
  const { dayjsLocale } = await import(/* webpackChunkName: "ui-locale-dayjs" */ './dayjsLocale');
  return (intl) => {
    dayjs.locale(dayjsLocale(intl), undefined, true);
  };
}

/**
 * antd's texts are the catalogue's in every language but English (antdLocale.ts), French and
 * Arabic too, so a translator's word is the one on screen. dayjs' names are dayjs' own where it has
 * them (French, Arabic with its digits, Yorùbá) and the catalogue's for Hausa and Igbo
 * (dayjsLocale.ts). Each part is downloaded with the first language that needs it.
 */
const dayjsSetups: Record<Exclude<Language, 'en'>, () => Promise<DayjsSetup>> = {
  fr: () => dayjsOwn(import(/* webpackChunkName: "dayjs-fr" */ 'dayjs/locale/fr')),
  ar: () => dayjsOwn(import(/* webpackChunkName: "dayjs-ar" */ 'dayjs/locale/ar')),
  yo: () => dayjsOwn(import(/* webpackChunkName: "dayjs-yo" */ 'dayjs/locale/yo')),
  ha: dayjsFromCatalogue,
  ig: dayjsFromCatalogue,
};

/** The builder of `language`'s antd locale, which also switches dayjs to it. */
export async function uiBuilder(
  language: Exclude<Language, 'en'>,
): Promise<(intl: IntlShape) => { antd: Locale }> {
  const setUpDayjs = await dayjsSetups[language]();
  return (intl) => {
    setUpDayjs(intl);
    dayjs.locale(language);
    return { antd: antdLocale(intl) };
  };
}
