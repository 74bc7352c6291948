import fs from 'node:fs';
import path from 'node:path';

/**
 * A reader of the repository has neither the issue tracker nor the product documents it was built
 * from: a comment, a test title or a document states the rule or the reason itself, never "issue N",
 * "spec N" or the server document by its file name. The sources, the documents, the tests, the
 * scripts, the CI script and the benches are read; compiled catalogues, the browser tests' artifacts
 * and anything that is not text are not.
 */
const ROOT = path.resolve(__dirname, '../..');
const PLACES = ['src', 'docs', 'README.md', 'scripts', 'bench', '.ci', '__tests__'];
const CITATION = /\b(issues? #?\d+|spec §?\d|server\.md)/i;
/** Text files by their extension (src's stylesheets too); a file without one, like .ci/run, is a script. */
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.md', '.json', '.sh', '.css', '']);
const SKIPPED_FOLDERS = [path.join('__tests__', 'e2e', 'artifacts')];

function isSkipped(folder: string): boolean {
  const relative = path.relative(ROOT, folder);
  return (
    folder.includes(`${path.sep}compiled`) ||
    SKIPPED_FOLDERS.some((skipped) => relative === skipped || relative.startsWith(`${skipped}${path.sep}`))
  );
}

function isText(name: string): boolean {
  return !name.startsWith('.') && TEXT_EXTENSIONS.has(path.extname(name));
}

function filesUnder(place: string): string[] {
  const full = path.join(ROOT, place);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isSkipped(entry.parentPath) && isText(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('no source file, document, test, script or bench cites an issue, a spec section or the server document', () => {
  const citations: string[] = [];
  for (const file of PLACES.flatMap(filesUnder)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line)) citations.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(citations).toEqual([]);
});
