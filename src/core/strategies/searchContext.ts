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
 * exports no scratch array (eslint.config.js enforces the first). A strategy's tables, arenas,
 * stamps and caches live in an object its module declares with `stateKind` and takes from the
 * context it is given (`context.get(KIND)`), or in one it makes for the call; functions that
 * fill or read them are handed that object. Module-level constants hold only what is computed
 * once at load and never written again (lookup tables, the registry).
 */
export class SearchContext {
  private readonly states: unknown[] = [];

  /** This context's state of `kind`, made on first use. */
  get<T>(kind: StateKind<T>): T {
    let state = this.states[kind.index] as T | undefined;
    if (state === undefined) this.states[kind.index] = state = kind.make();
    return state;
  }
}

/** A kind of state each context holds one of: a strategy module declares it once. */
export interface StateKind<T> {
  /** Where contexts keep it: its place among the kinds declared (an array index is the quickest look-up). */
  readonly index: number;
  readonly make: () => T;
}

/** Every kind declared, in order: filled as modules load, like the strategy registry, never by a search. */
const KINDS: StateKind<unknown>[] = [];

/** Declares a kind of state, made by `make` the first time a search of a context asks for it. */
export function stateKind<T>(make: () => T): StateKind<T> {
  const kind: StateKind<T> = { index: KINDS.length, make };
  KINDS.push(kind);
  return kind;
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
