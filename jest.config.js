/** One jest run, four projects: shared and server in node, client in jsdom, e2e against the built app in Chromium. */
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
// Several dependencies ship ES modules only (kysely, glob, content-disposition, …); swc turns them
// into CommonJS for jest as it does our own sources. Jest caches the result.
const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
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
  // jest's default leaves one core of two idle; most of a test here waits on jsdom, a browser or a
  // database, so two workers finish the suite much sooner on a two-core machine
  maxWorkers: 2,
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
      moduleNameMapper: { '\\.(css|png|jpg|svg|woff|ttf)$': '<rootDir>/__tests__/helpers/file-stub.js' },
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
