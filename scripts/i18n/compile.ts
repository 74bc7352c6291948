/**
 * The browser's catalogues (issue 29): for each language but English, its area files merged and
 * compiled by FormatJS into src/client/i18n/compiled/<language>.json, as ASTs, so the browser
 * formats without FormatJS' parser. A file is only written when its content changes: the build's
 * staleness check reads the folder's times. Run by every client build; `npm run i18n:compile` alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { compile } from '@formatjs/cli-lib';
import { readCatalogue, translatedLanguages } from '../../src/server/i18n/catalogues';

export const COMPILED_DIR = 'src/client/i18n/compiled';

function writeIfChanged(file: string, content: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

export async function compileCatalogues(root: string): Promise<void> {
  const outDir = path.join(root, COMPILED_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-i18n-'));
  try {
    for (const { code } of translatedLanguages()) {
      // merged first: readCatalogue refuses an id defined twice or filed under another area
      const merged = path.join(work, `${code}.json`);
      fs.writeFileSync(merged, JSON.stringify(readCatalogue(root, code)));
      const compiled = await compile([merged], { ast: true, format: 'simple' });
      writeIfChanged(path.join(outDir, `${code}.json`), compiled);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  compileCatalogues(path.resolve(__dirname, '../..')).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
