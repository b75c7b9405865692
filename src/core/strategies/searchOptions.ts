/**
 * Rules a technique set asks its searches to follow where programs differ on the same
 * technique. The solver notes the set's options for the grid it solves in the search context,
 * as it notes the givens; a grid no solve has noted (a search run on its own) gets the defaults,
 * Sudoku Explainer's rules.
 */
import type { Grid } from '../grid/grid';
import { stateKind, type SearchContext } from './searchContext';

export interface SearchOptions {
  /**
   * Subsets as HoDoKu 2.2 finds them: houses boxes, then rows, then columns; a naked subset in
   * any house with enough small cells (Sudoku Explainer wants at least 2n empty cells, leaving
   * the smaller house to the complementary hidden subset), a hidden one in any house with more
   * than n empty cells.
   */
  readonly hodokuSubsets?: boolean;
  /**
   * Locked candidates in HoDoKu 2.2's scan order: base by base (boxes for pointing; rows, then
   * columns for claiming), each base's digits 1 to 9, so that the first found is the one it takes.
   */
  readonly hodokuLocked?: boolean;
  /**
   * Unique rectangles as HoDoKu 2.2 finds them by default: a cell beside the bare ones may have
   * lost a digit of the pair to an elimination, as long as no placed digit rules it out there;
   * type 3 by its rules (a naked set of any size, of cells without the pair; row, column, box).
   */
  readonly hodokuRectangles?: boolean;
  /**
   * Nice loops and AICs as HoDoKu 2.2's tables yield them: one chain per premise and
   * consequence, the first its expansion meets, instead of every chain (`tablingNiceLoops`).
   */
  readonly hodokuTabling?: boolean;
  /**
   * Full houses, naked and hidden singles taken from HoDoKu 2.2's queues, in the order its
   * candidate removals noted them (queuedSingles.ts), rather than by a scan of the grid.
   */
  readonly hodokuSingles?: boolean;
  /**
   * BUG+1 as HoDoKu 2.2 makes it: the cell's other candidates removed, so that the digit left is
   * placed by the naked single that follows (one more single, which HoDoKu scores).
   */
  readonly hodokuBug?: boolean;
  /**
   * XY-wings, Sue de Coq, XY-chains and ALS-XY-wings as HoDoKu 2.2 finds them (hodokuInstances.ts):
   * its wings by cell triples, its Sue de Coq by growing cell sets, its XY-chains every one, one per
   * set of eliminations, rather than the shortest chain per eliminated candidate, its ALS-XY-wings
   * by pairs of restricted commons.
   */
  readonly hodokuInstances?: boolean;
}

const NO_OPTIONS: SearchOptions = {};
const OPTIONS = stateKind(() => new WeakMap<Grid, SearchOptions>());

/** Notes that the searches on `grid` follow `options`. */
export function noteSearchOptions(context: SearchContext, grid: Grid, options: SearchOptions): void {
  context.get(OPTIONS).set(grid, options);
}

/** The options noted for `grid`, or the defaults when no solve noted any. */
export function searchOptionsOf(context: SearchContext, grid: Grid): SearchOptions {
  return context.get(OPTIONS).get(grid) ?? NO_OPTIONS;
}
