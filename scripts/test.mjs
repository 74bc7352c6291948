// `npm test`: the test build beside the typecheck, then every jest project in one run beside the
// lint, then a summary of each step's time and the slowest test files.
//
// One jest run for all projects, Chromium files included, keeps both cores busy to the end: with the
// Chromium files in a phase of their own, each phase ended on one worker finishing its longest file
// while the other core idled. The build comes first because the Chromium files serve it.
// Extra arguments go to jest; with --outputFile=F (and --json) its results are written to F.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const args = process.argv.slice(2);
const outputArg = args.find((arg) => arg.startsWith('--outputFile='));
const output = outputArg?.slice('--outputFile='.length);
const passThrough = args.filter((arg) => arg !== outputArg && arg !== '--json');
const SLOWEST_SHOWN = 15;

/** Runs a command with inherited output; resolves with its exit status and seconds taken. */
function run(label, command, commandArgs, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) =>
      resolve({ label, status: code ?? 1, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const steps = [];
const record = (result) => {
  steps.push(result);
  return result;
};

/** One jest phase over `projects`; its JSON results are kept for the summary. */
const results = [];
async function jestPhase(projects) {
  const file = path.join(os.tmpdir(), `clinicbook-jest-${process.pid}-${results.length}-${projects[0]}.json`);
  const step = record(
    await run(`jest: ${projects.join(', ')}`, 'npx', [
      'jest',
      '--selectProjects',
      ...projects,
      '--passWithNoTests',
      '--json',
      `--outputFile=${file}`,
      ...passThrough,
    ]),
  );
  if (fs.existsSync(file)) {
    results.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    fs.rmSync(file);
  }
  return step;
}

// 1. the test build (the Chromium files serve it) and the typecheck, side by side
const [built, typecheck] = await Promise.all([
  run('build (pseudo-locale)', 'npm', ['run', '--silent', 'build'], { PSEUDO_LOCALE: '1' }).then(record),
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']).then(record),
]);

// 2. every jest project (the Chromium files only on a build) beside the lint
const projects = [
  'shared',
  'server',
  ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : []),
  'client',
  ...(built.status === 0 ? ['e2e'] : []),
];
const second = await Promise.all([
  run('lint', 'npm', ['run', '--silent', 'lint']).then(record),
  jestPhase(projects),
]);
const status = Math.max(built.status, typecheck.status, ...second.map((step) => step.status));

// 3. the summary: each step's time, then the slowest files
const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numRuntimeErrorTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];
const merged = { success: status === 0 && results.every((r) => r.success), testResults: [] };
for (const key of COUNTS) merged[key] = results.reduce((sum, r) => sum + (r[key] ?? 0), 0);
for (const r of results) merged.testResults.push(...(r.testResults ?? []));
if (output) fs.writeFileSync(output, JSON.stringify(merged));
if (process.env.RECORD_TEST_TIMES === '1') recordTimes(merged.testResults);

/**
 * Keeps each file's time for the next fresh clone's order (__tests__/helpers/longest-first.js): a
 * file run on both databases at the longer of its times, files this run left out as they were.
 */
function recordTimes(testResults) {
  const { keyOf, RECORDED } = createRequire(import.meta.url)('../__tests__/helpers/longest-first.js');
  const times = fs.existsSync(RECORDED) ? JSON.parse(fs.readFileSync(RECORDED, 'utf8')) : {};
  const thisRun = {};
  for (const file of testResults) {
    const key = keyOf(file.name);
    thisRun[key] = Math.max(thisRun[key] ?? 0, Math.round((file.endTime - file.startTime) / 100) / 10);
  }
  Object.assign(times, thisRun);
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(RECORDED, `${JSON.stringify(sorted, null, 2)}\n`);
}

const seconds = (s) => `${s.toFixed(1).padStart(7)} s`;
console.log('\nTime per step (build beside typecheck, then jest beside lint):');
for (const step of steps)
  console.log(`${seconds(step.seconds)}  ${step.label}${step.status ? '  FAILED' : ''}`);
const root = process.cwd() + path.sep;
const files = merged.testResults
  .map((file) => ({
    name: file.name.replace(root, ''),
    seconds: (file.endTime - file.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST_SHOWN);
if (files.length > 0) {
  console.log(`\nThe ${files.length} slowest test files:`);
  for (const file of files) console.log(`${seconds(file.seconds)}  ${file.name}`);
}
const broken = merged.numRuntimeErrorTestSuites;
console.log(
  `\n${merged.numPassedTests} tests passed, ${merged.numFailedTests} failed` +
    (broken ? `, ${broken} test file${broken === 1 ? '' : 's'} failed to run` : ''),
);
process.exit(status);
