import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { Messages } from './intl';

/**
 * The catalogue of `language`, downloaded when first wanted: one chunk per language, built from
 * src/locales/<language>/ by scripts/i18n/compile.ts. English needs none, so its first paint waits
 * for nothing.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === DEFAULT_LANGUAGE) return {};
  const module = (await import(/* webpackChunkName: "lang-[request]" */ `./compiled/${language}.json`)) as {
    default: Messages;
  };
  return module.default;
}
