import makeMigratedTemplate from './pglite-template';
import { makePostgresTemplate } from './postgres-template';

/** jest globalSetup of the server projects: the migrated databases their files start from. */
export default async function makeServerTemplates(
  _global: unknown,
  project: { globals: { TEST_DATABASE?: string } },
): Promise<void> {
  await makeMigratedTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (project.globals.TEST_DATABASE === 'postgres' && url) await makePostgresTemplate(url);
}
