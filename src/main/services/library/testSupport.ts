import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder for one test's files (libraries, import files). */
export function makeTempDir(prefix = 'patti-library-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes `lines` to a file in `dir` and returns its path. */
export function writeTempFile(dir: string, name: string, lines: readonly string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
