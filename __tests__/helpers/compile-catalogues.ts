import path from 'node:path';
import { compileCatalogues } from '../../scripts/i18n/compile';

/**
 * The client suite switches languages as the browser does: from the compiled catalogues. The
 * pseudo-locale's file is the test build's, which `npm test` makes at the same time: left alone.
 */
export default async function compileForClientTests() {
  const root = path.resolve(__dirname, '../..');
  await compileCatalogues(root, undefined, 'leave');
}
