const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's own order with one change: a file it has never timed is weighed by its size together with
 * the cases files it runs (a folder's `<folder>.test.ts(x)` is three lines that run all of them).
 * Jest starts the heaviest files first so the workers finish together; on a fresh clone it knows no
 * times, and weighed by their own three lines the folders' files came last, one worker running the
 * largest alone at the end.
 */
class LongestFirst extends Sequencer {
  sort(tests) {
    const weights = new Map();
    const weight = (test) => {
      if (!weights.has(test.path)) weights.set(test.path, weighOnDisk(test.path));
      return weights.get(test.path);
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

/**
 * A Chromium file takes about ten times as long per byte as a server or jsdom file (timed: 7 to 16 s
 * per KB against 0.7 to 1.1), and all of them share one run: weighed by bytes alone, the longest
 * Chromium walks would start last and end the run on one worker.
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
