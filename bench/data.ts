import { readFileSync } from 'node:fs';
import { parsePuzzle } from '../src/core/format/puzzleText';
import type { Puzzle } from '../src/core/grid/index';
import { REPO_ROOT, sharedDataPath } from '../tests/support/data';

export { REPO_ROOT, sharedDataPath };

/** The non-empty, non-comment lines of a file of the data suite's folder (`SHARED_DATA` in tests/support/data.ts). */
export function loadDataLines(name: string): string[] {
  return readFileSync(sharedDataPath(name), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Every puzzle of a data file, parsed; a line that does not parse stops the benchmark (the data is known good). */
export function loadDataPuzzles(name: string): Puzzle[] {
  return loadDataLines(name).map((line, index) => {
    const parsed = parsePuzzle(line);
    if (!parsed.ok) throw new Error(`${name} line ${index + 1}: ${parsed.error.message}`);
    return parsed.value;
  });
}
