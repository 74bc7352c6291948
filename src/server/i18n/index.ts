import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, isLanguage, preferredLanguage, type Language } from '../../shared/languages';
import { projectRoot } from '../project-root';
import { readCatalogue } from './catalogues';

/** A text for a person, in no language yet: a FormatJS message (its English beside the code) and its values. */
export interface Text extends MessageDescriptor {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number | Date>;
}

export const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Text).id === 'string' &&
  'defaultMessage' in value;

/** The same message with values filled in, for a reply or a mail. */
export const withValues = (message: MessageDescriptor, values: Text['values']): Text =>
  ({ ...message, values }) as Text;

const cache = createIntlCache();
const formatters = new Map<Language, IntlShape<string>>();
const ROOT = projectRoot(__dirname);

/**
 * The formatter of one language, its catalogue read from src/locales once per process (a few files
 * of fixed size: nothing here grows with the data). English formats the code's own texts.
 */
export function intlOf(language: Language): IntlShape<string> {
  let intl = formatters.get(language);
  if (!intl) {
    const messages = language === DEFAULT_LANGUAGE ? {} : readCatalogue(ROOT, language);
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);
    formatters.set(language, intl);
  }
  return intl;
}

export const formatText = (language: Language, text: Text | string): string =>
  typeof text === 'string' ? text : intlOf(language).formatMessage(text, text.values);

/** The languages an Accept-Language header asks for, best first. */
export const acceptedLanguages = (header: string | undefined): string[] =>
  header ? new Negotiator({ headers: { 'accept-language': header } }).languages() : [];

/**
 * The language to answer a request in: the signed-in caller's own choice, else the browser's
 * (Accept-Language), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.currentUser?.language;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptedLanguages(request.headers['accept-language']));
}

/** The parts of a reply a person reads: its message, and each field's message when input was refused. */
function speakPayload(payload: Record<string, unknown>, language: Language): Record<string, unknown> {
  const out = { ...payload };
  if (isText(out.message)) out.message = formatText(language, out.message);
  if (out.errors && typeof out.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(out.errors as Record<string, unknown>).map(([field, text]) => [
        field,
        isText(text) ? formatText(language, text) : text,
      ]),
    );
  }
  return out;
}

/**
 * Replies speak the caller's language: a route or an error answers with Texts, and they
 * are formatted here, once the caller is known, just before the reply is written.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const language = requestLanguage(request);
    void reply.header('Content-Language', language);
    return speakPayload(payload as Record<string, unknown>, language);
  });
}
