/**
 * Turns any puzzle text the library imports into a puzzle the workspace can replay (normalized
 * givens and the unique solution), or into the problem that stops it, in words naming what is
 * wrong.
 */
import { cellName } from '../grid/cell';
import { asPuzzle } from '../grid/puzzle';
import { examinePuzzle, solve } from '../solve/index';
import type { PuzzleProblem } from './views';

/** A puzzle with exactly one solution, both as 81 characters ('.' for blanks in the puzzle). */
export interface SolvablePuzzle {
  readonly kind: 'puzzle';
  readonly puzzle: string;
  readonly solution: string;
}

/** Cells where two solutions differ, named, at most `limit` of them. */
function differingCells(first: string, second: string, limit: number): string {
  const cells: string[] = [];
  for (let cell = 0; cell < 81 && cells.length < limit; cell++) {
    if (first[cell] !== second[cell]) cells.push(`${cellName(cell)} can be ${first[cell]} or ${second[cell]}`);
  }
  return cells.join(', ');
}

/** The puzzle and its solution, or why there is none to replay. Never throws. */
export function readPuzzle(text: string): SolvablePuzzle | PuzzleProblem {
  const status = examinePuzzle(text);
  if (status.status === 'invalid' || status.puzzle === null) {
    return {
      kind: 'problem',
      reason: 'invalid',
      message: `Not a puzzle: ${status.error?.message ?? 'it could not be read'}.`,
      puzzle: null,
    };
  }
  if (status.status === 'none') {
    return {
      kind: 'problem',
      reason: 'no-solution',
      message: 'The puzzle has no solution: its givens cannot all be completed to a full grid.',
      puzzle: status.puzzle,
    };
  }
  if (status.status === 'multiple' || status.solution === null) {
    const outcome = solve(asPuzzle(status.puzzle));
    const where = outcome.status === 'multiple' ? ` (for instance ${differingCells(outcome.solutions[0], outcome.solutions[1], 3)})` : '';
    return {
      kind: 'problem',
      reason: 'multiple-solutions',
      message: `The puzzle has more than one solution${where}: it needs more givens.`,
      puzzle: status.puzzle,
    };
  }
  return { kind: 'puzzle', puzzle: status.puzzle, solution: status.solution };
}

export function isPuzzleProblem(value: unknown): value is PuzzleProblem {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'problem';
}
