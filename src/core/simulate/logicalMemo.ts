import type { PuzzleMemo } from '../rater';
import { Grid } from '../grid/grid';
import type { Puzzle } from '../grid/puzzle';
import { solveFrom, type LogicalTrace } from './logical';
import type { TechniqueSet } from './logicalPresets';

/**
 * The rater's logical solve of a puzzle with a technique set, computed once per puzzle and
 * shared through the memo (two raters on the same set solve once). No option counting: raters
 * only need the path. The solves of one puzzle start from copies of one starting grid and share
 * one search context: they often stall at the same position, where one search serves them all.
 */
export function memoizedTrace(memo: PuzzleMemo, puzzle: Puzzle, set: TechniqueSet): LogicalTrace {
  return memo.get(`logical:${set.id}`, () => {
    const start = memo.get('grid:start', () => Grid.fromPuzzle(puzzle)).clone();
    return solveFrom(start, puzzle, set, { countOptions: false, context: memo.context });
  });
}
