import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import { formatLongDateTime } from '../../shared/momentFormats';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '../../shared/languages';
import { formatText, withValues, type Text } from '../i18n';

/**
 * Mail speaks its recipient's language: the language their account chose, else English.
 * A dependant's mail goes to the account holder, so it is the holder's language.
 */
export const mailLanguageOf = (chosen: unknown): Language => (isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE);

export const MAIL_COMMON = defineMessages({
  greeting: { id: 'mail.common.greeting', defaultMessage: 'Hello {name},' },
});

/** The mail's words in `language`: `say(message, values)`. */
export const sayIn =
  (language: Language) =>
  (message: MessageDescriptor, values?: Text['values']): string =>
    formatText(language, withValues(message, values));

/** The `<html>` tag of a mail in `language`, which mail clients use for the reading direction. */
export const htmlTagOf = (language: Language) => `<html lang="${language}" dir="${directionOf(language)}">`;

const at = (date: string, time = '00:00') => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h, min));
};

/**
 * A clinic date and time in words: English keeps the product's 'MMMM Do YYYY, h:mm a'; every other
 * language says it its own way, with its month names ('3 mars 2027 à 10:00'). The clinic's clock
 * is written as it stands, so the formatter works in UTC.
 */
export function mailDateTime(language: Language, date: string, time: string): string {
  if (language === DEFAULT_LANGUAGE) return formatLongDateTime(date, time);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at(date, time));
}

/** A clinic date alone in words ('March 3rd 2027'; '3 mars 2027'). */
export function mailDate(language: Language, date: string): string {
  if (language === DEFAULT_LANGUAGE) return formatLongDateTime(date, '00:00').split(', ')[0]!;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at(date));
}
