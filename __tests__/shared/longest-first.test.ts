import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the sequencer as CommonJS
const LongestFirst = require('../helpers/longest-first.js');

/**
 * The order a fresh clone's run starts its files in: the longest recorded first; a file with no
 * recorded time weighed by size, a folder's runner with its cases files and a Chromium file ten
 * times per byte.
 */
let root: string;
const write = (file: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), 'x'.repeat(bytes));
  return path.join(root, file);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'longest-first-'));
  process.env.CLINICBOOK_TEST_TIMES = path.join(root, 'none.json');
});
afterAll(() => {
  delete process.env.CLINICBOOK_TEST_TIMES;
  fs.rmSync(root, { recursive: true, force: true });
});

const orderOf = (files: string[]) => {
  const config = { cacheDirectory: path.join(root, 'no-cache'), id: 'p', name: 'p' };
  const context = { config, hasteFS: { getSize: () => 0 } };
  const sequencer = new LongestFirst({ contexts: [context], globalConfig: {} });
  const tests = files.map((file) => ({ path: file, context }));
  return sequencer.sort(tests).map((test: { path: string }) => path.relative(root, test.path));
};

test('untimed files start heaviest first: a folder with its cases, a Chromium file ten times per byte', () => {
  const lone = write('server/lone.test.ts', 3_000);
  const runner = write('server/lists/lists.test.ts', 100);
  write('server/lists/a.cases.ts', 2_000);
  write('server/lists/b.cases.ts', 2_000);
  const chromium = write('e2e/walk.test.ts', 500);
  expect(orderOf([lone, runner, chromium])).toEqual([
    'e2e/walk.test.ts',
    'server/lists/lists.test.ts',
    'server/lone.test.ts',
  ]);
});

test('a recorded time outweighs a size: a short file that ran for minutes starts first', () => {
  const short = write('e2e/every-screen.test.ts', 200);
  const long = write('e2e/one-journey.test.ts', 9_000);
  const unrecorded = write('server/new.test.ts', 1_000);
  const times = { [LongestFirst.keyOf(short)]: 190, [LongestFirst.keyOf(long)]: 20 };
  fs.writeFileSync(process.env.CLINICBOOK_TEST_TIMES!, JSON.stringify(times));
  expect(orderOf([unrecorded, long, short])).toEqual([
    'e2e/every-screen.test.ts',
    'e2e/one-journey.test.ts',
    'server/new.test.ts',
  ]);
});
