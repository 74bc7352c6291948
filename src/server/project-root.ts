import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project's folder: the nearest one above `from` holding package.json (from the sources or `npm start`'s bundle). */
export function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}
