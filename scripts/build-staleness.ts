import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the client build is made from: a change to any of these calls for a new build. */
export const BUILD_SOURCES = [
  'src/client',
  'src/shared',
  'src/locales',
  'static',
  'webpack.config.js',
  'package-lock.json',
];

/**
 * Written into the build folder after each build that succeeded, dated when that build started.
 * Webpack leaves unchanged output files untouched, so the files' own times cannot say when the
 * build last ran.
 */
export const BUILD_STAMP = '.build-stamp';

/**
 * Marks `distDir` as built from the sources as they were at `startedAt` (ms): the stamp's time is
 * the build's start, so a source saved while the build ran still counts as newer than the build.
 */
export function stampBuild(distDir: string, startedAt: number): void {
  const stamp = path.join(distDir, BUILD_STAMP);
  const when = new Date(startedAt);
  fs.writeFileSync(stamp, `${when.toISOString()}\n`);
  fs.utimesSync(stamp, when, when);
}

/** Runs webpack-cli with these arguments, from `root`; throws when it fails. */
export type RunWebpack = (root: string, args: string[]) => void;

const runWebpackCli: RunWebpack = (root, args) => {
  // the languages' catalogues first: webpack bundles what scripts/i18n/compile.ts wrote
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'i18n', 'compile.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  const cli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  execFileSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
};

/**
 * The one production build of the client, for `npm run build` (scripts/build-client.ts) and for
 * `npm start` when the build is stale (scripts/build-if-stale.ts): webpack into `distDir`, then the
 * stamp. The old stamp goes first, so a build that fails half-way is never taken for a current one.
 */
export function buildClient(
  root: string,
  distDir: string,
  extraArgs: readonly string[] = [],
  runWebpack: RunWebpack = runWebpackCli,
): void {
  const startedAt = Date.now();
  fs.rmSync(path.join(distDir, BUILD_STAMP), { force: true });
  runWebpack(root, ['--mode', 'production', '--output-path', distDir, ...extraArgs]);
  stampBuild(distDir, startedAt);
}

/** The pseudo-locale's catalogue chunk (src/client/i18n/catalogues.ts), in a build made with PSEUDO_LOCALE=1. */
export const PSEUDO_LOCALE_CHUNK = /^lang-pseudo\.[0-9a-f]+\.js$/;

/** Whether the build in `distDir` carries the pseudo-locale: a test build, not one to serve. */
export function carriesPseudoLocale(distDir: string): boolean {
  const assets = path.join(distDir, 'assets');
  return fs.existsSync(assets) && fs.readdirSync(assets).some((file) => PSEUDO_LOCALE_CHUNK.test(file));
}

/** The newest modification time under `target` (a file or a folder, walked whole); 0 when absent. */
export function newestChange(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes only its folder's time
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** What the server bundle `npm start` runs is made from. */
export const SERVER_SOURCES = ['src/server', 'src/shared', 'src/locales', 'package-lock.json'];

/**
 * Whether `npm start` must build first: the build (its `entry` file and stamp) is missing, or a
 * source changed after the build was stamped. The client's entry is index.html, the server's main.js.
 */
export function buildIsStale(
  root: string,
  distDir: string,
  sources: readonly string[] = BUILD_SOURCES,
  entry = 'index.html',
): boolean {
  const stamp = path.join(distDir, BUILD_STAMP);
  if (!fs.existsSync(path.join(distDir, entry)) || !fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}
