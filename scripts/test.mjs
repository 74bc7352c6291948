// `npm test`: the static checks, the test build and every jest project but e2e side by side, then the
// Chromium files on their own, then a summary of each step's time and the slowest test files.
//
// The Chromium files run alone: beside the server files both were several times slower (Chromium and
// the servers it drives fight the suites for the same CPU).
// Extra arguments go to both jest runs; with --outputFile=F (and --json) their results merge into F.
import { spawn } from 'node:child_process';
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

// 1. the checks, the test build and the node and jsdom suites at once: none needs another's output,
//    and the suites leave a share of the two cores idle (waiting on PGlite, sockets and timers) that
//    the checks take up
const firstPhase = ['shared', 'server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : []), 'client'];
const first = await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']).then(record),
  run('lint', 'npm', ['run', '--silent', 'lint']).then(record),
  run('build (pseudo-locale)', 'npm', ['run', '--silent', 'build'], { PSEUDO_LOCALE: '1' }).then(record),
  jestPhase(firstPhase),
]);
let status = Math.max(...first.map((step) => step.status));
const built = first[2].status === 0;

// 2. the Chromium files on their own, on the build
if (built) status = Math.max(status, (await jestPhase(['e2e'])).status);

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

const seconds = (s) => `${s.toFixed(1).padStart(7)} s`;
console.log('\nTime per step (all but the e2e files run side by side):');
for (const step of steps)
  console.log(`${seconds(step.seconds)}  ${step.label}${step.status ? '  FAILED' : ''}`);
const root = process.cwd() + path.sep;
const files = merged.testResults
  .map((file) => ({
    name: file.name.replace(root, ''),
    project: file.displayName?.name ?? file.displayName ?? '',
    seconds: (file.endTime - file.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST_SHOWN);
if (files.length > 0) {
  console.log(`\nThe ${files.length} slowest test files:`);
  for (const file of files) console.log(`${seconds(file.seconds)}  ${file.project.padEnd(9)} ${file.name}`);
}
const broken = merged.numRuntimeErrorTestSuites;
console.log(
  `\n${merged.numPassedTests} tests passed, ${merged.numFailedTests} failed` +
    (broken ? `, ${broken} test file${broken === 1 ? '' : 's'} failed to run` : ''),
);
process.exit(status);
