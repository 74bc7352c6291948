import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILD_STAMP,
  SERVER_SOURCES,
  buildClient,
  buildIsStale,
  type RunWebpack,
} from '../../../scripts/build-staleness';

const SOURCES = ['src/client', 'src/shared', 'static', 'webpack.config.js', 'package-lock.json'];
let root: string;
let dist: string;

/** Sets a file's (or folder's) modification time to `minutesAgo` before now. */
const age = (file: string, minutesAgo: number) => {
  const when = new Date(Date.now() - minutesAgo * 60_000);
  fs.utimesSync(file, when, when);
};
const write = (relative: string, minutesAgo: number) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  age(file, minutesAgo);
};

/** A checkout whose sources are an hour old, built (and stamped) ten minutes ago. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stale-'));
  dist = path.join(root, 'dist');
  for (const file of [
    'src/client/main.tsx',
    'src/shared/messages.ts',
    'static/logo.svg',
    'webpack.config.js',
    'package-lock.json',
  ]) {
    write(file, 60);
  }
  for (const folder of ['src/client', 'src/shared', 'static']) age(path.join(root, folder), 60);
  write('dist/index.html', 10);
  write(`dist/${BUILD_STAMP}`, 10);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a build newer than every source is used as it is', () => {
  expect(buildIsStale(root, dist, SOURCES)).toBe(false);
});

test('no build folder, no index.html or no stamp: build', () => {
  fs.rmSync(path.join(dist, BUILD_STAMP));
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
  write(`dist/${BUILD_STAMP}`, 10);
  fs.rmSync(path.join(dist, 'index.html'));
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
  fs.rmSync(dist, { recursive: true });
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
});

test.each([
  'src/client/features/x/Page.tsx',
  'src/shared/messages.ts',
  'static/logo.svg',
  'webpack.config.js',
  'package-lock.json',
])('a change to %s after the build: build', (changed) => {
  write(changed, 1);
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
});

test('a file deleted from a source folder after the build: build', () => {
  fs.rmSync(path.join(root, 'static/logo.svg'));
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
});

test('a change outside the client’s sources (the server) needs no build', () => {
  write('src/server/app.ts', 1);
  write('README.md', 1);
  expect(buildIsStale(root, dist, SOURCES)).toBe(false);
});

test('the stamp, not index.html (webpack leaves unchanged files alone), tells when the build ran', () => {
  age(path.join(dist, 'index.html'), 120);
  expect(buildIsStale(root, dist, SOURCES)).toBe(false);
  age(path.join(dist, BUILD_STAMP), 120);
  expect(buildIsStale(root, dist, SOURCES)).toBe(true);
});

test('the server bundle (main.js and its stamp) is rebuilt after a change to the server or shared code only', () => {
  write('src/server/app.ts', 60);
  age(path.join(root, 'src/server'), 60);
  const serverDir = path.join(root, 'dist-server');
  const stale = () => buildIsStale(root, serverDir, SERVER_SOURCES, 'main.js');
  expect(stale()).toBe(true);
  write(`dist-server/main.js`, 10);
  write(`dist-server/${BUILD_STAMP}`, 10);
  expect(stale()).toBe(false);
  write('src/client/main.tsx', 1);
  expect(stale()).toBe(false);
  write('src/server/today/queue.ts', 1);
  expect(stale()).toBe(true);
});

describe('the client build that `npm run build` and `npm start` both make (buildClient)', () => {
  /** Stands in for webpack: empties the output folder as output.clean does, then writes index.html. */
  const webpackThat =
    (during: () => void = () => {}): RunWebpack =>
    (_root, args) => {
      calls.push(args);
      fs.rmSync(dist, { recursive: true, force: true });
      during();
      write('dist/index.html', 0);
    };
  let calls: string[][];
  beforeEach(() => {
    calls = [];
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('`npm run build` is that build, so the next `npm start` uses it as it is', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.build).toMatch(/scripts\/build-client\.ts/);
    expect(buildIsStale(root, dist, SOURCES)).toBe(true);
    buildClient(root, dist, ['--stats', 'minimal'], webpackThat());
    expect(calls).toEqual([['--mode', 'production', '--output-path', dist, '--stats', 'minimal']]);
    expect(buildIsStale(root, dist, SOURCES)).toBe(false);
  });

  test('a source saved while the build ran is newer than the build', () => {
    // a build of thirty seconds, and a source saved ten seconds into it: the stamp is dated at the start
    const startedAt = Date.now();
    jest.useFakeTimers({ now: startedAt });
    try {
      const saveDuringBuild = () => {
        jest.setSystemTime(startedAt + 10_000);
        write('src/client/main.tsx', 0);
        jest.setSystemTime(startedAt + 30_000);
      };
      buildClient(root, dist, [], webpackThat(saveDuringBuild));
    } finally {
      jest.useRealTimers();
    }
    expect(buildIsStale(root, dist, SOURCES)).toBe(true);
  });

  test('a build that fails leaves no stamp, not even the last one', () => {
    write('dist/index.html', 10);
    write(`dist/${BUILD_STAMP}`, 10);
    const failing: RunWebpack = () => {
      throw new Error('webpack exited with 2');
    };
    expect(() => buildClient(root, dist, [], failing)).toThrow('webpack exited with 2');
    expect(fs.existsSync(path.join(dist, BUILD_STAMP))).toBe(false);
    expect(buildIsStale(root, dist, SOURCES)).toBe(true);
  });
});
