import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../shared/languages';

/**
 * Where the translators' catalogues live: src/locales/<language>/<area>.json, each id → ICU message;
 * the server-only areas under <language>/server/ and the back-office screens' under
 * <language>/back-office/, as the browser's compiled files are split.
 */
const LOCALES_DIR = 'src/locales';

/**
 * Areas only the server says (replies, mails, the bell's notices, text messages): their catalogues stay out of the
 * browser's compiled ones, which each language's visitor downloads (≤ 20 KB gzipped).
 */
export const SERVER_ONLY_AREAS: readonly string[] = ['server', 'mail', 'notices', 'sms'];

/** The catalogue files of `language` under `root`, its subfolders' included, in path order. */
function catalogueFiles(root: string, language: Language): string[] {
  const dir = path.join(root, LOCALES_DIR, language);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every language but English (whose texts are the code's own), with its catalogue files. */
export const translatedLanguages = () => LANGUAGES.filter((language) => language.code !== 'en');

/**
 * One language's catalogue, its area files merged (those `include` keeps, by area; all by default).
 * An id may be defined once: an id in two files is an error, as an area file holding an id of
 * another area is (`area.` prefixes every id).
 */
export function readCatalogue(
  root: string,
  language: Language,
  include: (area: string) => boolean = () => true,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of catalogueFiles(root, language)) {
    const area = path.basename(file, '.json');
    if (!include(area)) continue;
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(entries)) {
      if (!id.startsWith(`${area}.`)) throw new Error(`${file}: ${id} belongs to another area`);
      if (id in merged) throw new Error(`${file}: ${id} is defined twice`);
      merged[id] = text;
    }
  }
  return merged;
}
