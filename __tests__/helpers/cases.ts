import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs every `*.cases.ts(x)` file of a folder inside one jest test file, each in a describe block of
 * its own name. A test file costs jest a fresh module registry and environment (for the client,
 * React, antd and jsdom loaded again; for the server, the whole app): files that share a folder share
 * those instead. Each cases file keeps its own beforeAll/afterAll, which apply to its block only.
 * Run one of them alone with `npx jest <folder> -t '<file name> '`.
 */
export function runCasesIn(folder: string): void {
  const files = fs
    .readdirSync(folder)
    .filter((file) => /\.cases\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    describe(file.replace(/\.cases\.tsx?$/, ''), () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the blocks are found at run time
      require(path.join(folder, file));
    });
  }
}
