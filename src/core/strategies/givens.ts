/**
 * Which placed cells of a grid were givens. A grid holds only values and candidates, so the
 * solver notes the puzzle of the grid it solves in the search context; avoidable rectangles,
 * which reason about cells solved along the way, ask for it. A grid no solve has noted (a
 * search run on its own) has no known givens, and those techniques find nothing there.
 */
import type { Cell } from '../grid/cell';
import type { Grid } from '../grid/grid';
import type { Puzzle } from '../grid/puzzle';
import { stateKind, type SearchContext } from './searchContext';

const PUZZLES = stateKind(() => new WeakMap<Grid, Puzzle>());

/** Notes that `grid` is a position of `puzzle`, whose clues are its givens. */
export function noteGivens(context: SearchContext, grid: Grid, puzzle: Puzzle): void {
  context.get(PUZZLES).set(grid, puzzle);
}

/** Whether each cell was a given, or undefined when no solve noted the grid's puzzle. */
export function givensOf(context: SearchContext, grid: Grid): ((cell: Cell) => boolean) | undefined {
  const puzzle = context.get(PUZZLES).get(grid);
  if (puzzle === undefined) return undefined;
  return (cell) => {
    const code = puzzle.charCodeAt(cell);
    return code >= 49 && code <= 57;
  };
}
