// `npm run test:stress`: the server and Chromium suites three times in a row while a busy process
// holds one core, to find tests that pass only when the machine has time to spare. Each run's
// outcome is printed; any failing run makes the whole fail. Extra arguments go to every jest run.
import { spawn, spawnSync } from 'node:child_process';
import process from 'node:process';

const RUNS = 3;
const extra = process.argv.slice(2);
// the two phases npm test runs them in: the server suites, then the Chromium files on their own
const phases = [['server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : [])], ['e2e']];

// the Chromium suite needs the test build (with the pseudo-locale)
const build = spawnSync('npm', ['run', '--silent', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, PSEUDO_LOCALE: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// a process that keeps one core busy for as long as the runs last
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const outcomes = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    const statuses = phases.map(
      (projects) =>
        spawnSync('npx', ['jest', '--selectProjects', ...projects, ...extra], { stdio: 'inherit' }).status,
    );
    const passed = statuses.every((status) => status === 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    outcomes.push({ run, passed, seconds });
    console.log(`\nstress run ${run} of ${RUNS}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s\n`);
  }
} finally {
  busy.kill();
}
for (const { run, passed, seconds } of outcomes) {
  console.log(`run ${run}: ${passed ? 'passed' : 'FAILED'} (${seconds} s)`);
}
process.exit(outcomes.every((o) => o.passed) ? 0 : 1);
