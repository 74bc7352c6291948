import path from 'node:path';
import { compileCatalogues } from '../../scripts/i18n/compile';

/** The client suite switches languages as the browser does: from the compiled catalogues. */
export default async function compileForClientTests() {
  await compileCatalogues(path.resolve(__dirname, '../..'));
}
