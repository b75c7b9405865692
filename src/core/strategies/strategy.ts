import type { Grid } from '../grid/grid';
import type { Step, StepHandler, StepKinds } from '../step';
import type { TechniqueId } from '../techniques';
import { SearchContext } from './searchContext';

/**
 * Where a search puts the instances it finds. How many the caller needs is the sink's
 * business: its answer to each instance tells the search whether to go on, so one search
 * serves "the first instance" (the solver) and "every instance" (option counts, the replay's
 * alternatives) alike.
 */
export interface StepSink {
  /** Takes one instance; true when that is enough and the search should stop. */
  add(step: Step): boolean;
}

/**
 * One technique's finder. Its search offers the position's instances, each with at least one
 * placement or elimination, one at a time in a stable order, and does no more work once the
 * sink has enough. What it needs to keep beyond its own call lives in the solve's `context`,
 * never at module level, so a sink may start another solve.
 */
export interface Strategy {
  readonly technique: TechniqueId;
  /** Offers every instance to `sink`, in the strategy's stable order, until the sink has enough. */
  search(grid: Grid, sink: StepSink, context: SearchContext): void;
  /**
   * Offers every instance too, but the one quickest to find first and the rest in no promised
   * order: for technique orders that price every instance of a technique alike. Without it,
   * `search` serves.
   */
  searchQuickest?(grid: Grid, sink: StepSink, context: SearchContext): void;
}

/**
 * A family file's export: its strategies and a handler per step kind it declares. `K` lists
 * the kinds, so the compiler checks the family gives a handler for each.
 */
export interface StrategyFamily<K extends keyof StepKinds = keyof StepKinds> {
  readonly strategies: readonly Strategy[];
  readonly handlers: { readonly [P in K]: StepHandler<StepKinds[P]> };
}

/** Offers `steps` in order; true when the sink had enough. */
export function offerAll(sink: StepSink, steps: readonly Step[]): boolean {
  for (let i = 0; i < steps.length; i++) if (sink.add(steps[i]!)) return true;
  return false;
}

/**
 * Offers the instances of a strategy whose order is a ranking (easiest first) rather than the
 * order a scan meets them: `best` finds the first of the ranking alone, cutting whatever cannot
 * beat it; only a sink that wants more pays for `ranked`, the whole ranking, whose first
 * instance is the one `best` found.
 */
export function offerRanked(sink: StepSink, best: () => Step | undefined, ranked: () => readonly Step[]): void {
  const first = best();
  if (!first || sink.add(first)) return;
  const all = ranked();
  for (let i = 1; i < all.length; i++) if (sink.add(all[i]!)) return;
}

/** Keeps the first instance it is offered. */
class FirstSink implements StepSink {
  step: Step | undefined = undefined;
  add(step: Step): boolean {
    this.step = step;
    return true;
  }
}

/** Keeps every instance it is offered. */
class ListSink implements StepSink {
  readonly steps: Step[] = [];
  add(step: Step): boolean {
    this.steps.push(step);
    return false;
  }
}

/** The first instance in the strategy's order, or undefined; a search of its own unless given a context. */
export function firstStep(strategy: Strategy, grid: Grid, context = new SearchContext()): Step | undefined {
  const sink = new FirstSink();
  strategy.search(grid, sink, context);
  return sink.step;
}

/** Every instance, in the strategy's order; a search of its own unless given a context. */
export function allSteps(strategy: Strategy, grid: Grid, context = new SearchContext()): Step[] {
  const sink = new ListSink();
  strategy.search(grid, sink, context);
  return sink.steps;
}

/** The strategy's quickest-first search, or its ordered one when it has no other. */
export function searchQuickest(strategy: Strategy, grid: Grid, sink: StepSink, context: SearchContext): void {
  if (strategy.searchQuickest) strategy.searchQuickest(grid, sink, context);
  else strategy.search(grid, sink, context);
}
