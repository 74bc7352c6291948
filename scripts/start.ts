/**
 * `npm start`: builds the client when it is stale (build-if-stale.ts), bundles the server when it is
 * stale (esbuild, a fraction of a second, into dist-server/), then runs the bundle, all in one
 * process. Loading the server's 300 TypeScript modules one by one through the loader took about 1.5 s
 * of each start; the bundle is one file. Tests and benches run the sources (src/server/main.ts).
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import './build-if-stale';
import { SERVER_SOURCES, buildIsStale, stampBuild } from './build-staleness';

const root = path.resolve(__dirname, '..');
const serverDir = path.join(root, 'dist-server');
const bundle = path.join(serverDir, 'main.js');

if (buildIsStale(root, serverDir, SERVER_SOURCES, 'main.js')) {
  const startedAt = Date.now();
  buildSync({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // packages load from node_modules as they are: PGlite finds its WebAssembly beside itself
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  stampBuild(serverDir, startedAt);
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is plain CommonJS, loaded once built
require(bundle);
