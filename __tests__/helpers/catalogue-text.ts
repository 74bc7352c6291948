import fs from 'node:fs';
import path from 'node:path';

/**
 * A translator's catalogue as it is on disk (src/locales/<language>/[<group>/]<area>.json), read
 * apart from the server's code, so a test says what a reader should see in words a translator wrote.
 */
export function catalogue(language: string, area: string): Record<string, string> {
  const dir = path.resolve(__dirname, `../../src/locales/${language}`);
  const file = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .find((name) => path.basename(name) === `${area}.json`);
  if (!file) throw new Error(`no ${area}.json under ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
}

/** A catalogue text with its plain placeholders filled in. */
export const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
