import { LANGUAGES } from '../../shared/languages';

/** Every language named in itself, marked with its own language for screen readers. */
export const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, name }) => ({
  value: code,
  label: <span lang={code}>{name}</span>,
}));
