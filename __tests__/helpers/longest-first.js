const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The heaviest files first, so the two workers finish together. Jest does this itself from the times
 * it cached on this machine; a fresh clone has none, so the times of a whole run are kept in
 * `test-times.json` beside this file (written by `RECORD_TEST_TIMES=1 npm test`). A file that has
 * neither is weighed by its size together with the cases files it runs. Weighed by size alone, a short
 * Chromium file that walks every screen came last and ended the run on one worker for three minutes.
 */
const RECORDED = path.join(__dirname, 'test-times.json');
const ROOT = path.resolve(__dirname, '../..');

class LongestFirst extends Sequencer {
  sort(tests) {
    const recorded = readRecorded();
    const weights = new Map();
    const weight = (test) => {
      if (!weights.has(test)) weights.set(test, recordedSeconds(recorded, test) ?? weighOnDisk(test.path));
      return weights.get(test);
    };
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return b.duration - a.duration;
      return weight(b) - weight(a);
    });
  }
}

/** The recorded times: test-times.json, or the file CLINICBOOK_TEST_TIMES names. */
function readRecorded() {
  try {
    return JSON.parse(fs.readFileSync(process.env.CLINICBOOK_TEST_TIMES ?? RECORDED, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The key a file's time is kept under: its path from the repository's root. A server file that runs
 * on both databases is kept at the longer of its two times.
 */
const keyOf = (file) => path.relative(ROOT, file).split(path.sep).join('/');

function recordedSeconds(recorded, test) {
  const seconds = recorded[keyOf(test.path)];
  // on the scale of weighOnDisk: about a thousand bytes of a server or jsdom file a second
  return seconds == null ? undefined : seconds * BYTES_PER_SECOND;
}
const BYTES_PER_SECOND = 1000;

/**
 * A Chromium file takes about ten times as long per byte as a server or jsdom file (timed: 7 to 16 s
 * per KB against 0.7 to 1.1).
 */
const CHROMIUM_WEIGHT = 10;

/** The file's size, plus its folder's cases files when it is the folder's file; Chromium's ×10. */
function weighOnDisk(file) {
  const folder = path.dirname(file);
  const chromium = file.split(path.sep).includes('e2e');
  let size = fs.statSync(file).size;
  if (path.basename(file).startsWith(`${path.basename(folder)}.test.`)) {
    for (const name of fs.readdirSync(folder)) {
      if (name.endsWith('.cases.ts') || name.endsWith('.cases.tsx'))
        size += fs.statSync(path.join(folder, name)).size;
    }
  }
  return chromium ? size * CHROMIUM_WEIGHT : size;
}

module.exports = LongestFirst;
module.exports.keyOf = keyOf;
module.exports.RECORDED = RECORDED;
