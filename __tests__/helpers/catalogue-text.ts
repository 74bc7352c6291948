import fs from 'node:fs';
import path from 'node:path';

/**
 * A translator's catalogue as it is on disk (src/locales/<language>/<area>.json), read apart from the
 * server's code, so a test says what a reader should see in words a translator wrote.
 */
export const catalogue = (language: string, area: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../src/locales/${language}/${area}.json`), 'utf8'),
  ) as Record<string, string>;

/** A catalogue text with its plain placeholders filled in. */
export const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
