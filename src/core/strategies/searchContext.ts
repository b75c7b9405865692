import type { Grid } from '../grid/grid';

/**
 * The working state of a solve's searches: the scratch buffers and per-position tables that
 * strategies would otherwise keep at module level, where a search run from inside another
 * search's sink (a solve inside a solve, a rater inside a rater) would overwrite what the outer
 * search is still reading. Each solve has its own context, so solves nest and run side by side;
 * solves made one after the other may share one (the raters of a puzzle do, so what one
 * remembers of a position serves the next).
 *
 * Nothing a search writes lives at module level: src/core declares no module-level `let` and
 * makes no module-level scratch array (eslint.config.js enforces both). A strategy's tables, arenas, stamps
 * and caches live in an object its module declares as a kind of state and takes from the
 * context it is given (`context.get(KIND)`), or in one it makes for the call; functions that
 * fill or read them are handed that object. Module-level constants hold only what is computed
 * once at load and never written again (lookup tables, the registry).
 *
 * Two lifetimes: a `stateKind` is what the searches remember of one puzzle (tables by grid,
 * queues, answers); a `scratchKind` is kept from puzzle to puzzle when a loop hands one context
 * to each puzzle in turn (`nextPuzzle`): large tables a search rewrites before it reads them,
 * and memories keyed by what a position holds, never by which puzzle it came from. Each is made
 * the first time a search asks for it, so a context whose puzzles never need chains never
 * allocates the chain tables, and a loop over many puzzles allocates them once.
 */
export class SearchContext {
  private readonly states: unknown[] = [];

  /** This context's state of `kind`, made on first use. */
  get<T>(kind: StateKind<T>): T {
    let state = this.states[kind.index] as T | undefined;
    if (state === undefined) this.states[kind.index] = state = kind.make(this);
    return state;
  }

  /**
   * Readies the context for another puzzle: forgets what its searches remembered of the last
   * one and keeps the scratch they allocated. The loop that owns the context calls it between
   * puzzles, never while a search of the context is running. Returns the context, to be handed
   * to the next puzzle's solve.
   */
  nextPuzzle(): this {
    for (const kind of KINDS) if (!kind.lasting) this.states[kind.index] = undefined;
    return this;
  }
}

/** A kind of state each context holds one of: a strategy module declares it once. */
export interface StateKind<T> {
  /** Where contexts keep it: its place among the kinds declared (an array index is the quickest look-up). */
  readonly index: number;
  /** Makes the state for `context` (which holds the other kinds it may read). */
  readonly make: (context: SearchContext) => T;
  /** Kept by `nextPuzzle`: a scratch kind. */
  readonly lasting: boolean;
}

/** Every kind declared, in order: filled as modules load, like the strategy registry, never by a search. */
const KINDS: StateKind<unknown>[] = [];

function declareKind<T>(make: (context: SearchContext) => T, lasting: boolean): StateKind<T> {
  const kind: StateKind<T> = { index: KINDS.length, make, lasting };
  KINDS.push(kind as StateKind<unknown>);
  return kind;
}

/**
 * Declares a kind of state of one puzzle, made by `make` the first time a search of a context
 * asks for it and forgotten when the context moves to another puzzle.
 */
export function stateKind<T>(make: (context: SearchContext) => T): StateKind<T> {
  return declareKind(make, false);
}

/**
 * Declares a kind of scratch, made by `make` the first time a search of a context asks for it
 * and kept for the context's life, from puzzle to puzzle: only tables rewritten before they are
 * read, and memories keyed by a position's content.
 */
export function scratchKind<T>(make: (context: SearchContext) => T): StateKind<T> {
  return declareKind(make, true);
}

/**
 * A table computed from a position and kept for as long as the grid keeps its revision: several
 * strategies, or one strategy's several techniques, read it in turn at each step.
 */
export class PositionTable<T> {
  private grid: Grid | undefined = undefined;
  private revision = -1;
  private value: T | undefined = undefined;

  constructor(private readonly compute: (grid: Grid) => T) {}

  /** The table of `grid`'s position, computed again only when the position changed since the last ask. */
  of(grid: Grid): T {
    if (grid === this.grid && grid.revision === this.revision) return this.value as T;
    // Unknown while computing: a computation that throws leaves nothing behind.
    this.grid = undefined;
    this.value = this.compute(grid);
    this.grid = grid;
    this.revision = grid.revision;
    return this.value;
  }
}
