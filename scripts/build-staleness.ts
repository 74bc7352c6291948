import fs from 'node:fs';
import path from 'node:path';

/** What the client build is made from: a change to any of these calls for a new build. */
export const BUILD_SOURCES = ['src/client', 'src/shared', 'static', 'webpack.config.js', 'package-lock.json'];

/**
 * Written into the build folder after each build. Webpack leaves unchanged output files untouched,
 * so the files' own times cannot say when the build last ran.
 */
export const BUILD_STAMP = '.build-stamp';

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
export const SERVER_SOURCES = ['src/server', 'src/shared', 'package-lock.json'];

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
