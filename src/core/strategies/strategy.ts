import type { Grid } from '../grid/grid';
import type { Step, StepHandler, StepKinds } from '../step';
import type { TechniqueId } from '../techniques';

/**
 * One technique's finder. `findAll` returns every instance in the position, so a trace can
 * record how many options a solver had; `findFirst`, when given, returns the same first
 * instance without building the rest (the raters' hot path).
 */
export interface Strategy {
  readonly technique: TechniqueId;
  /** Every instance, each with at least one placement or elimination, in a stable order. */
  findAll(grid: Grid): Step[];
  /** The first instance `findAll` would return, or undefined; defaults to `findAll(grid)[0]`. */
  findFirst?(grid: Grid): Step | undefined;
  /**
   * Some instance, whichever is quickest to find, or undefined exactly when `findFirst` finds
   * none: for technique orders that price every instance of a technique alike. Defaults to
   * `findFirst`.
   */
  findAny?(grid: Grid): Step | undefined;
}

/**
 * A family file's export: its strategies and a handler per step kind it declares. `K` lists
 * the kinds, so the compiler checks the family gives a handler for each.
 */
export interface StrategyFamily<K extends keyof StepKinds = keyof StepKinds> {
  readonly id: string;
  readonly strategies: readonly Strategy[];
  readonly handlers: { readonly [P in K]: StepHandler<StepKinds[P]> };
}

/** The first instance, using the strategy's fast path when it has one. */
export function findFirstStep(strategy: Strategy, grid: Grid): Step | undefined {
  return strategy.findFirst ? strategy.findFirst(grid) : strategy.findAll(grid)[0];
}

/** Some instance, the quickest the strategy can find. */
export function findAnyStep(strategy: Strategy, grid: Grid): Step | undefined {
  return strategy.findAny ? strategy.findAny(grid) : findFirstStep(strategy, grid);
}
