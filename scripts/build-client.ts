/**
 * `npm run build`: the client's production build into dist/ (or STATIC_DIR, where the server reads
 * it from), stamped as build-if-stale stamps its own, so the next `npm start` uses it as it is.
 * Arguments after `--` go to webpack.
 */
import path from 'node:path';
import { buildClient } from './build-staleness';

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

try {
  buildClient(root, distDir, process.argv.slice(2));
} catch (err) {
  // webpack has printed its errors; say only that no stamp was written
  const status = (err as { status?: number | null }).status;
  console.error(
    `The client build failed${status ? ` (webpack exited with ${status})` : ''}; ${distDir} is not stamped.`,
  );
  process.exitCode = status || 1;
}
