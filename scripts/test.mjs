// `npm test`: the static checks and the test build side by side, then jest in two phases, then a
// summary of each step's time and the slowest test files.
//
// The checks (typecheck, lint) and the build are independent single-threaded jobs, so on two cores
// they run at once. Jest runs every project but e2e first, then the Chromium files on their own:
// e2e files beside server files made both several times slower (Chromium and the servers it drives
// fight the suites for the same CPU), and waits that depend on the machine's pace stretched with them.
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

// 1. typecheck and lint beside the test build
const prepared = await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']).then(record),
  run('lint', 'npm', ['run', '--silent', 'lint']).then(record),
  run('build (pseudo-locale)', 'npm', ['run', '--silent', 'build'], { PSEUDO_LOCALE: '1' }).then(record),
]);
let status = Math.max(...prepared.map((step) => step.status));

// 2. jest, in two phases, each writing its JSON results for the summary
const phases = [
  ['shared', 'server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : []), 'client'],
  ['e2e'],
];
const results = [];
if (status === 0) {
  for (const [index, projects] of phases.entries()) {
    const file = path.join(os.tmpdir(), `clinicbook-jest-${process.pid}-${index + 1}.json`);
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
    status = Math.max(status, step.status);
    if (fs.existsSync(file)) {
      results.push(JSON.parse(fs.readFileSync(file, 'utf8')));
      fs.rmSync(file);
    }
  }
}

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
console.log('\nTime per step (typecheck, lint and the build run side by side):');
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
