import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the sequencer as CommonJS
const LongestFirst = require('../helpers/longest-first.js');

/**
 * The order a fresh clone's run starts its files in: with no times known, the heaviest first, a
 * folder's runner weighed with its cases files and a Chromium file ten times per byte.
 */
let root: string;
const write = (file: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), 'x'.repeat(bytes));
  return path.join(root, file);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'longest-first-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('untimed files start heaviest first: a folder with its cases, a Chromium file ten times per byte', () => {
  const lone = write('server/lone.test.ts', 3_000);
  const runner = write('server/lists/lists.test.ts', 100);
  write('server/lists/a.cases.ts', 2_000);
  write('server/lists/b.cases.ts', 2_000);
  const chromium = write('e2e/walk.test.ts', 500);
  const config = { cacheDirectory: path.join(root, 'no-cache'), id: 'p', name: 'p' };
  const context = { config, hasteFS: { getSize: () => 0 } };
  const sequencer = new LongestFirst({ contexts: [context], globalConfig: {} });
  const tests = [lone, runner, chromium].map((file) => ({ path: file, context }));
  const order = sequencer.sort(tests).map((test: { path: string }) => path.relative(root, test.path));
  expect(order).toEqual(['e2e/walk.test.ts', 'server/lists/lists.test.ts', 'server/lone.test.ts']);
});
