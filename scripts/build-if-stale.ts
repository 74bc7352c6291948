/**
 * `npm start` runs this first: builds the client with webpack only when the build is missing or
 * older than its sources, so a built checkout starts in seconds. STATIC_DIR, when set, is where the
 * server reads the build from, so it is built there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, buildIsStale } from './build-staleness';

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

if (buildIsStale(root, distDir)) {
  console.log(`Building the client into ${distDir} (it is missing or older than its sources) …`);
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  execFileSync(process.execPath, [webpack, '--mode', 'production', '--output-path', distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  fs.writeFileSync(path.join(distDir, BUILD_STAMP), `${new Date().toISOString()}\n`);
} else {
  console.log(`The client build in ${distDir} is up to date.`);
}
