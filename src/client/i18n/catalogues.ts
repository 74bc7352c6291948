import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { Messages } from './intl';
import { pseudoLocaleChosen } from './pseudoLocale';

// webpack.config.js: 'en-XA' in a build made with PSEUDO_LOCALE=1, else false (pseudoLocale.ts)
declare const __PSEUDO_LOCALE__: string | false;

/**
 * The catalogue of `language`, downloaded when first wanted: one chunk per language, built from
 * src/locales/<language>/ by scripts/i18n/compile.ts. English needs none, so its first paint waits
 * for nothing.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === DEFAULT_LANGUAGE) {
    // the pseudo-locale is English in other words; tested here, beside its import, so that webpack
    // drops both from a build without it
    if (typeof __PSEUDO_LOCALE__ === 'string' && pseudoLocaleChosen()) {
      const pseudo = (await import(
        /* webpackChunkName: "lang-pseudo" */ `./compiled/${__PSEUDO_LOCALE__}.json`
      )) as { default: Messages };
      return pseudo.default;
    }
    return {};
  }
  // the screens' words, the back-office screens' words, and antd's and dayjs' (scripts/i18n/compile.ts
  // keeps them apart so that no file outgrows its 20 KB), fetched together
  const [screens, backOffice, uiLibrary] = (await Promise.all([
    import(
      /* webpackChunkName: "lang-[request]", webpackExclude: /(en-XA|ui\/.*|back-office\/.*)\.json$/ */ `./compiled/${language}.json`
    ),
    import(/* webpackChunkName: "lang-office-[request]" */ `./compiled/back-office/${language}.json`),
    import(/* webpackChunkName: "lang-ui-[request]" */ `./compiled/ui/${language}.json`),
  ])) as Array<{ default: Messages }>;
  return { ...screens.default, ...backOffice.default, ...uiLibrary.default };
}
