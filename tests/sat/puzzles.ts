// Real puzzles for the sat tests, read through the project's own parser and sampled so the
// CI run stays short.
import { parsePuzzleLine } from '../../src/core/format/puzzleText';
import type { Puzzle } from '../../src/core/grid/puzzle';
import { readSharedLines, sampleEvery } from '../support/data';

export function samplePuzzles(file: string, step: number): Puzzle[] {
  return sampleEvery(readSharedLines(file), step).map((line) => {
    const parsed = parsePuzzleLine(line);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
    return parsed.value;
  });
}

/** +1 when the solution puts the variable's digit in its cell, else -1. */
export function truthOf(solution: string): (variable: number) => number {
  return (variable) => (solution.charCodeAt(((variable - 1) / 9) | 0) - 48 === ((variable - 1) % 9) + 1 ? 1 : -1);
}
