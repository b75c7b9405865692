import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPackageRoot } from '../../src/main/services/app/packageRoot';

/** The repository's root folder (found, not counted in folders up: the benchmarks run this file built into out/node). */
export const REPO_ROOT = findPackageRoot(import.meta.dirname);

/**
 * The real puzzle sets written by others live beside the repository in `../shared/data`
 * (published by others under their own licences, never copied into the repository); benchmarks,
 * scripts and the data suite read them.
 *
 * The split: a test that reads this folder is named `*.data.test.ts` and runs only in
 * `npm run test:data` (vitest.data.config.ts; `npm test` adds it with PATTI_WITH_DATA=1). Every
 * other test must pass in a fresh clone with nothing beside it: it quotes famous named puzzles,
 * reads resources/sample/, or makes puzzles with tests/support/generatedPuzzles.ts.
 */
export const SHARED_DATA = path.resolve(REPO_ROOT, '..', 'shared', 'data');

export function sharedDataPath(name: string): string {
  const file = path.join(SHARED_DATA, name);
  if (!existsSync(file)) throw new Error(`missing real data file ${file}: the shared/ folder must sit beside the repository`);
  return file;
}

/** The non-empty, non-comment lines of a shared data file. */
export function readSharedLines(name: string): string[] {
  return readFileSync(sharedDataPath(name), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Every `step`-th line, so a CI test covers the whole file's range in a fraction of the time. */
export function sampleEvery<T>(items: readonly T[], step: number): T[] {
  return items.filter((_, index) => index % step === 0);
}

/** The non-empty, non-comment lines of a sample file bundled in the repository (resources/sample/). */
export function readSampleLines(name: string): string[] {
  return readFileSync(path.join(REPO_ROOT, 'resources', 'sample', name), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}
