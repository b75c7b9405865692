/**
 * The raters' vocabulary: what a rater receives, its options, the memo raters share and the Rater
 * contract. It sits at the root of core, beside the step vocabulary, because the rate, simulate
 * and SAT layers all speak it; each imports it downward and none imports another for it.
 */
import type { Puzzle, Solution } from './grid/puzzle';
import type { CustomSet } from './rate/customSet';
import { SearchContext } from './strategies/searchContext';

/**
 * What every rater receives: a puzzle already known to have exactly one solution (the
 * caller checks that once, so each rater need not), and that solution for oracle checks.
 */
export interface RatedPuzzle {
  readonly puzzle: Puzzle;
  readonly solution: Solution;
}

/** Parameters that change a rating; they are stored beside it so it can be reproduced. */
export interface RaterOptions {
  /** Simulated solvers per puzzle for randomized raters. */
  readonly runs?: number;
  /** Seed of the random generator; the same seed gives the same numbers on any machine. */
  readonly seed?: number;
  /**
   * The custom technique sets that `custom:<name>` raters rate with. They travel with the
   * options so a worker thread rates with the very sets the caller read from its library.
   */
  readonly customSets?: readonly CustomSet[];
}

/**
 * Work several raters need for one puzzle (a logical solve, a CNF encoding) is computed once
 * per puzzle and shared through this memo, keyed by what was computed.
 */
export class PuzzleMemo {
  private readonly values = new Map<string, unknown>();

  /**
   * The search context the puzzle's solves share: the caller's when it rates puzzles in a loop
   * (moved on to this puzzle, its scratch kept from the last), else one made for this puzzle.
   */
  constructor(readonly context: SearchContext = new SearchContext()) {}

  get<T>(key: string, compute: () => T): T {
    if (!this.values.has(key)) this.values.set(key, compute());
    return this.values.get(key) as T;
  }
}

/**
 * A rater: one pure, synchronous function from a puzzle to a JSON value. Heavy raters run in
 * worker threads; they stay synchronous so a worker can time-box them per puzzle.
 */
export interface Rater<Value = unknown> {
  /** The key used on the CLI (`--raters cost,se`), in JSON output and in the library. */
  readonly id: string;
  /** One line a person reads in `--help` and the UI. */
  readonly title: string;
  /** Bumped whenever the rater's numbers could change; stored ratings of another version are stale. */
  readonly version: number;
  /** Which options change this rater's value (only these are recorded with the rating). */
  readonly usesOptions: readonly (keyof RaterOptions)[];
  rate(input: RatedPuzzle, options: RaterOptions, memo: PuzzleMemo): Value;
}
