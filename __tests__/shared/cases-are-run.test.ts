import fs from 'node:fs';
import path from 'node:path';

/**
 * A `*.cases.ts(x)` file runs only through its folder's `<folder>.test.ts(x)` (helpers/cases.ts):
 * a cases file in a folder without one would never run, and nothing would say so.
 */
const TESTS = path.resolve(__dirname, '..');

test('every folder with cases files has the test file that runs them', () => {
  const folders = fs
    .readdirSync(TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.cases\.tsx?$/.test(file))
    .map((file) => path.join(TESTS, path.dirname(file)));
  const unrun = [...new Set(folders)].filter((folder) => {
    const runner = fs
      .readdirSync(folder)
      .find((file) => /\.test\.tsx?$/.test(file) && file.startsWith(`${path.basename(folder)}.test.`));
    return !runner || !fs.readFileSync(path.join(folder, runner), 'utf8').includes('runCasesIn(__dirname)');
  });
  expect(unrun.map((folder) => path.relative(TESTS, folder))).toEqual([]);
  expect(folders.length).toBeGreaterThan(100);
});
