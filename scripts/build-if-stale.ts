/**
 * `npm start` runs this first: builds the client with webpack only when the build is missing or
 * older than its sources, so a built checkout (`npm run build`, which stamps its build the same
 * way) starts in seconds. STATIC_DIR, when set, is where the server reads the build from, so it is
 * built there.
 */
import path from 'node:path';
import { buildClient, buildIsStale, carriesPseudoLocale } from './build-staleness';

const root = path.resolve(__dirname, '..');
const distDir = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

// the test build (`npm test` builds with PSEUDO_LOCALE=1) carries the pseudo-locale: never served as is
const pseudoLocaleDiffers = () => carriesPseudoLocale(distDir) !== (process.env.PSEUDO_LOCALE === '1');

if (buildIsStale(root, distDir)) {
  console.log(`Building the client into ${distDir} (it is missing or older than its sources) …`);
  buildClient(root, distDir);
} else if (pseudoLocaleDiffers()) {
  console.log(`Building the client into ${distDir} (the build there was made for the tests) …`);
  buildClient(root, distDir);
} else {
  console.log(`The client build in ${distDir} is up to date.`);
}
