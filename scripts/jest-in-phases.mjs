// `npm test`'s jest step: every project but e2e first, then the Chromium e2e files on their own.
// On two cores, e2e files beside server files made both several times slower than alone (Chromium
// and the servers it drives fight the suites for the same CPU, and waits on the clock stretch): the
// same tests took 45 minutes interleaved and 28 in two phases (CI dry run). Extra arguments go to both
// jest runs; with --outputFile=F (and --json) the two runs' results are merged into F.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';

const args = process.argv.slice(2);
const outputArg = args.find((arg) => arg.startsWith('--outputFile='));
const output = outputArg?.slice('--outputFile='.length);
const passThrough = args.filter((arg) => arg !== outputArg);

const phases = [
  ['shared', 'server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : []), 'client'],
  ['e2e'],
];

/** Numbers that jest's --json answer counts; the merged answer adds them up. */
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

let status = 0;
const results = [];
phases.forEach((projects, index) => {
  const phaseOutput = output && `${output}.phase${index + 1}`;
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--selectProjects',
      ...projects,
      '--passWithNoTests',
      ...(phaseOutput ? [`--outputFile=${phaseOutput}`] : []),
      ...passThrough,
    ],
    { stdio: 'inherit' },
  );
  status = Math.max(status, run.status ?? 1);
  if (phaseOutput && fs.existsSync(phaseOutput)) {
    results.push(JSON.parse(fs.readFileSync(phaseOutput, 'utf8')));
    fs.rmSync(phaseOutput);
  }
});

if (output) {
  const merged = { success: status === 0 && results.every((r) => r.success), testResults: [] };
  for (const key of COUNTS) merged[key] = results.reduce((sum, r) => sum + (r[key] ?? 0), 0);
  for (const r of results) merged.testResults.push(...(r.testResults ?? []));
  fs.writeFileSync(output, JSON.stringify(merged));
}
process.exit(status);
