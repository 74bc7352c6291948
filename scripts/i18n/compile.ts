/**
 * The browser's catalogues: for each language but English, its area files merged (but the
 * server-only areas: replies and mails are worded by the server) and compiled by FormatJS into src/client/i18n/compiled/<language>.json, as ASTs, so the browser
 * formats without FormatJS' parser. A file is only written when its content changes: the build's
 * staleness check reads the folder's times. Run by every client build; `npm run i18n:compile` alone.
 *
 * With PSEUDO_LOCALE=1 (the test build: package.json's `test`) it also writes the pseudo-locale, FormatJS'
 * en-XA made from the browser's English messages: accented, bracketed and about 35 % longer, for
 * __tests__/e2e/pseudo-locale.test.ts to find texts that bypass the catalogues and layouts that break
 * with longer words. Without the flag that file is removed, and webpack.config.js leaves the client's
 * code for it out: a build users get never carries it (src/client/i18n/pseudoLocale.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { compile } from '@formatjs/cli-lib';
import { readCatalogue, SERVER_ONLY_AREAS, translatedLanguages } from '../../src/server/i18n/catalogues';
import { BROWSER_MESSAGE_SOURCES, englishMessages } from './english';

export const COMPILED_DIR = 'src/client/i18n/compiled';

/**
 * antd's and dayjs' own words (src/client/i18n/antdLocale.ts, dayjsLocale.ts) go into a file of their
 * own, compiled/ui/<language>.json, downloaded beside the catalogue as antd's own locale files were:
 * the screens' catalogue stays within its 20 KB.
 */
export const UI_LIBRARY_PREFIXES = ['i18n.antd.', 'i18n.calendar.'];

/**
 * The areas of the clinic's back-office screens (admin and desk lists, reports, reference data): a
 * file of their own, compiled/back-office/<language>.json, downloaded beside the catalogue, so that
 * each file stays within the 20 KB gzip a language's files are held to (BROWSER_FILE_BUDGET). When
 * a file outgrows it, move another area here (or split again the same way).
 */
export const BACK_OFFICE_AREAS = [
  'insights',
  'closings',
  'people',
  'audit',
  'reference',
  'webhooks',
  'apiClients',
  'privacyNotices',
  'recordAccess',
  'media',
  'fhir',
  'dashboard',
  'series',
  'dataRequests',
  'today',
];

/** What one browser catalogue file may weigh, gzip, as webpack ships it. */
export const BROWSER_FILE_BUDGET = 20 * 1024;

/** The files a language's browser catalogue is written to, and which ids each holds. */
export function browserCatalogueFiles(code: string): Array<[string, (id: string) => boolean]> {
  const isUiLibrary = (id: string) => UI_LIBRARY_PREFIXES.some((prefix) => id.startsWith(prefix));
  const isBackOffice = (id: string) => BACK_OFFICE_AREAS.includes(id.split('.')[0] ?? '');
  return [
    [`${code}.json`, (id) => !isUiLibrary(id) && !isBackOffice(id)],
    [`back-office/${code}.json`, isBackOffice],
    [`ui/${code}.json`, isUiLibrary],
  ];
}

/** FormatJS' accented, bracketed, longer English; the client asks for compiled/<code>.json. */
export const PSEUDO_LOCALE = 'en-XA';

/** Whether this build carries the pseudo-locale: PSEUDO_LOCALE=1 (read by webpack.config.js too). */
export const pseudoLocaleWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.PSEUDO_LOCALE === '1';

/**
 * Writes `content` unless the file holds it already, whole or not at all: the test build and the
 * client suite's setup compile at the same time, and webpack must never read a file half-written.
 */
function writeIfChanged(file: string, content: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/**
 * What to do with the pseudo-locale's file: write it (a test build), remove it (any other build, so
 * it is never served), or leave it as it is (the client suite, which runs beside the test build).
 */
export type PseudoLocaleChoice = 'write' | 'remove' | 'leave';

/** Compiles every language's browser catalogue files into `outDir` (the client's compiled/ folder). */
export async function compileCatalogues(
  root: string,
  outDir = path.join(root, COMPILED_DIR),
  pseudoLocale: PseudoLocaleChoice = pseudoLocaleWanted() ? 'write' : 'remove',
): Promise<void> {
  for (const folder of ['ui', 'back-office']) fs.mkdirSync(path.join(outDir, folder), { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-i18n-'));
  try {
    for (const { code } of translatedLanguages()) {
      // merged first: readCatalogue refuses an id defined twice or filed under another area
      const browserAreas = (area: string) => !SERVER_ONLY_AREAS.includes(area);
      const catalogue = Object.entries(readCatalogue(root, code, browserAreas));
      for (const [file, holds] of browserCatalogueFiles(code)) {
        const entries = catalogue.filter(([id]) => holds(id));
        const merged = path.join(work, file.replace('/', '-'));
        fs.writeFileSync(merged, JSON.stringify(Object.fromEntries(entries)));
        writeIfChanged(path.join(outDir, file), await compile([merged], { ast: true, format: 'simple' }));
      }
    }
    if (pseudoLocale !== 'leave')
      await compilePseudoLocale({ root, outDir, work, write: pseudoLocale === 'write' });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function compilePseudoLocale(options: {
  root: string;
  outDir: string;
  work: string;
  write: boolean;
}): Promise<void> {
  const { root, outDir, work, write } = options;
  const file = path.join(outDir, `${PSEUDO_LOCALE}.json`);
  if (!write) {
    if (fs.existsSync(file)) fs.rmSync(file);
    return;
  }
  const english = path.join(work, 'en.json');
  fs.writeFileSync(english, JSON.stringify(await englishMessages(root, BROWSER_MESSAGE_SOURCES)));
  writeIfChanged(
    file,
    await compile([english], { ast: true, format: 'simple', pseudoLocale: PSEUDO_LOCALE }),
  );
}

if (require.main === module) {
  compileCatalogues(path.resolve(__dirname, '../..')).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
