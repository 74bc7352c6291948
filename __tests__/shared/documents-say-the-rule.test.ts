import fs from 'node:fs';
import path from 'node:path';

/**
 * A reader of the repository has neither the issue tracker nor the product documents it was built
 * from: a comment or a document states the rule or the reason itself, never "issue 12", "spec 5" or
 * "server.md".
 */
const ROOT = path.resolve(__dirname, '../..');
const PLACES = ['src', 'docs', 'README.md'];
const CITATION = /\b(issues? #?\d+|spec §?\d|server\.md)/i;

function filesUnder(place: string): string[] {
  const full = path.join(ROOT, place);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}compiled`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('no source file or document cites an issue, a spec section or server.md', () => {
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
