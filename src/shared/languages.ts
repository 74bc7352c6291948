/**
 * The languages ClinicBook speaks, each named in itself for the chooser. English is the
 * source: its texts are the product's wording, written beside the code that shows them; every other
 * language is a catalogue in src/locales/<code>/.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ha', name: 'Hausa', dir: 'ltr' },
  { code: 'yo', name: 'Yorùbá', dir: 'ltr' },
  { code: 'ig', name: 'Igbo', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The codes a request may name, for validation. */
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';

/**
 * The first of a reader's preferred languages (a browser's navigator.languages, or the ranges of an
 * Accept-Language header, best first) that ClinicBook speaks, matched on the primary subtag: fr-SN is
 * French. English when none is.
 */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = preference.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
