import makeMigratedTemplate from './pglite-template';
import { makePostgresTemplate } from './postgres-template';

/**
 * jest globalSetup of the server projects: the migrated databases their files start from. Jest runs
 * a setup file once for all projects that name it, with the first project's config, so both
 * templates are made here whatever project that is: the PostgreSQL one whenever a server is given.
 */
export default async function makeServerTemplates(): Promise<void> {
  await makeMigratedTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await makePostgresTemplate(url);
}
