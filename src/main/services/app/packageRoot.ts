import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `start` that holds a package.json: Patti's own folder, whether
 * the calling code runs from its source (src/host, bench/suites) or built into out/node, where
 * the bundler decides which file, and so which folder, each module ends up in.
 */
export function findPackageRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json at or above ${start}`);
  }
}
