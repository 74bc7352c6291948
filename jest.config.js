/** One jest run, four projects: shared and server in node, client in jsdom, e2e against the built app in Chromium. */
const fs = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
/**
 * The installed packages that are ES modules (`"type": "module"`), nested ones too. Several
 * dependencies ship ES modules only (kysely, glob, content-disposition, …): swc turns them into
 * CommonJS for jest as it does our own sources. The CommonJS packages (antd, React, Fastify, …) are
 * left as they are: turning all of node_modules was a large share of a fresh clone's run, paid again
 * by each project, as jest's cache is per project and empty on a fresh machine.
 */
function esModulePackages(folder = path.join(__dirname, 'node_modules'), found = new Set()) {
  if (!fs.existsSync(folder)) return found;
  for (const entry of fs.readdirSync(folder)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? fs.readdirSync(path.join(folder, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      const dir = path.join(folder, name);
      try {
        if (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type === 'module')
          found.add(name);
      } catch {
        // not a package
      }
      esModulePackages(path.join(dir, 'node_modules'), found);
    }
  }
  return found;
}
const asPattern = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const esModules = [...esModulePackages()].map(asPattern).join('|');

const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // a file in node_modules is left alone unless its innermost package is an ES module, or it is in
  // an ES build's folder (es/, esm/) or an .mjs file
  transformIgnorePatterns: [
    `/node_modules/(?!.*/node_modules/)(?!(?:${esModules})/)(?!.*/(?:es|esm)/)(?!.*\\.mjs$)`,
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // the app reaches into antd's ES build for components it loads apart (antd/es/spin); jest loads
  // the CommonJS twin, as it does for the rest of antd, so both are one copy of antd
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
};

/** The server suite, on a fresh in-memory PGlite or a fresh PostgreSQL database per cases file. */
const serverProject = (displayName, database, testMatch = ['<rootDir>/__tests__/server/**/*.test.ts']) => ({
  ...base,
  displayName,
  testEnvironment: 'node',
  testMatch,
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/server-setup.ts'],
  // one migrated PGlite (and PostgreSQL database) that each file opens a copy of
  globalSetup: '<rootDir>/__tests__/helpers/server-global-setup.ts',
  globals: { TEST_DATABASE: database },
});

module.exports = {
  // jest's default leaves one core of two idle; much of a test here waits on a browser or a
  // database, so three workers keep a two-core machine busier than two (whole runs on one such
  // machine: 1,186 to 1,392 s of jest with three, 1,381 s with two; both cores busy throughout)
  maxWorkers: 3,
  // a worker keeps what every file it ran left behind (module registries, PGlite's WebAssembly
  // memory) and grew to 4 GB over the suite, where the garbage collector runs nearly all the time and
  // files took three to four times as long as alone; past this, jest starts the worker afresh
  workerIdleMemoryLimit: '1.5GB',
  // the heaviest files first, a folder's cases counted in (on a fresh clone jest has no times)
  testSequencer: '<rootDir>/__tests__/helpers/longest-first.js',
  projects: [
    {
      ...base,
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
    },
    // Without a PostgreSQL server (npm test on a laptop) the whole server suite runs on PGlite. With
    // one (CI installs and starts one) the suite runs on PostgreSQL, the production database, and on
    // PGlite only the operations folder (the embedded database's backups, upgrades and readiness):
    // both whole suites did not fit CI's twenty minutes beside the Chromium files, which run every
    // journey on the embedded PGlite.
    process.env.TEST_DATABASE_URL
      ? serverProject('server', 'pglite', ['<rootDir>/__tests__/server/operations/*.test.ts'])
      : serverProject('server', 'pglite'),
    ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      globalSetup: '<rootDir>/__tests__/helpers/compile-catalogues.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/client-setup.ts'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '\\.(css|png|jpg|svg|woff|ttf)$': '<rootDir>/__tests__/helpers/file-stub.js',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/e2e-setup.ts'],
      globalSetup: '<rootDir>/__tests__/helpers/pglite-template.ts',
    },
  ],
};
