/**
 * The English messages: every FormatJS message in the code (ids and their defaultMessage), as
 * FormatJS' extraction finds them. What every other language's catalogue must match.
 * `npm run i18n:extract` prints them (for a translator: `npm run i18n:extract > en.json`).
 */
import path from 'node:path';
import { globSync } from 'glob';
import { extract } from '@formatjs/cli-lib';

export const MESSAGE_SOURCES = ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/shared/**/*.ts'];

/** What the browser formats: the client's messages and the shared ones (the server's stay on the server). */
export const BROWSER_MESSAGE_SOURCES = ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'];

export async function englishMessages(
  root: string,
  sources: readonly string[] = MESSAGE_SOURCES,
): Promise<Record<string, string>> {
  const files = sources.flatMap((pattern) => globSync(pattern, { cwd: root, absolute: true })).sort();
  const extracted = JSON.parse(await extract(files, { throws: true, preserveWhitespace: true })) as Record<
    string,
    { defaultMessage: string }
  >;
  return Object.fromEntries(
    Object.entries(extracted).map(([id, { defaultMessage }]) => [id, defaultMessage]),
  );
}

if (require.main === module) {
  englishMessages(path.resolve(__dirname, '../..'))
    .then((messages) => console.log(JSON.stringify(messages, Object.keys(messages).sort(), 2)))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    });
}
