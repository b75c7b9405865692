/**
 * The logical solver: always the easiest deduction available, in a preset's order, each one
 * recorded as a Step. Its Trace is what the replay view plays and what the technique-based
 * raters fold over.
 */
import { Grid } from '../grid/grid';
import type { Puzzle } from '../grid/puzzle';
import { applyStep, type Step, type StepHandler } from '../step';
import { noteGivens } from '../strategies/givens';
import { hodokuInstanceStrategy } from '../strategies/hodokuInstances';
import { applyQueued, queuedSingleStrategy, startQueuedSingles } from '../strategies/queuedSingles';
import { noteSearchOptions } from '../strategies/searchOptions';
import { findStrategy, stepHandler } from '../strategies/registry';
import { SearchContext } from '../strategies/searchContext';
import { searchQuickest, type StepSink, type Strategy } from '../strategies/strategy';
import { techniqueOfId, type TechniqueId } from '../techniques';
import type { SharedTier, TechniqueSet, Tier } from './logicalPresets';
import { rememberLastPosition } from './positionMemo';

/**
 * Searches costly enough, and shared by enough technique sets, that the raters' solves of one
 * puzzle (which often stall at the same position) should not repeat them.
 */
const SHARED_SEARCHES: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
  'nishio-forcing-chain',
  'cell-forcing-chain',
  'dynamic-cell-forcing-chain',
  'dynamic-plus-forcing-chain',
]);

function strategyFor(id: TechniqueId, set: TechniqueSet): Strategy | undefined {
  const options = set.searchOptions;
  const strategy =
    (options?.hodokuSingles && queuedSingleStrategy(id)) || (options?.hodokuInstances && hodokuInstanceStrategy(id)) || findStrategy(id);
  return strategy && SHARED_SEARCHES.has(id) ? rememberLastPosition(strategy) : strategy;
}

export type LogicalOutcome = 'solved' | 'stuck' | 'contradiction';

/** One step of a logical solve, with the technique it used and how many instances of it there were. */
export interface TracedStep {
  readonly step: Step;
  readonly technique: TechniqueId;
  /** Instances of the tier's techniques available at this point (0 when not counted). */
  readonly options: number;
}

export interface LogicalTrace {
  readonly puzzle: Puzzle;
  /** The technique set's id, so a stored trace says how it was made. */
  readonly techniqueSet: string;
  readonly steps: readonly TracedStep[];
  readonly outcome: LogicalOutcome;
}

export interface LogicalOptions {
  /**
   * Count every instance of the chosen technique at each step (`options`). Raters leave it
   * off: the first instance is all they need, and finding it alone is much faster.
   */
  readonly countOptions?: boolean;
  /** Safety net against a strategy that reports a step without effect. */
  readonly maxSteps?: number;
  /**
   * The searches' working state; a solve of its own by default. Solves of one puzzle made one
   * after the other may share one, so what the searches remember of a position they all reach
   * serves each (the raters do).
   */
  readonly context?: SearchContext;
}

/** Sudoku Explainer difficulty of a step: the handler's own (chains, loops) or the catalogue base. */
export function seValueOf(step: Step, handler = stepHandler(step)): number {
  if (handler.seValue) return handler.seValue(step);
  return techniqueOfId(handler.technique(step)).se ?? Number.POSITIVE_INFINITY;
}

/**
 * A solve's look-up of step handlers, owned by its sinks: a solve asks for the handler of every
 * step it is offered, mostly of the kind it asked for just before, and comparing with the last
 * kind costs less than a look-up in the registry's table by name.
 */
class HandlerOfKind {
  private lastKind: string | undefined = undefined;
  private lastHandler: StepHandler<Step> | undefined = undefined;

  of(step: Step): StepHandler<Step> {
    if (step.kind === this.lastKind) return this.lastHandler!;
    const handler = stepHandler(step);
    this.lastKind = step.kind;
    this.lastHandler = handler;
    return handler;
  }
}

/** Whether a step's derived technique is one of `ids`. */
function accepted(step: Step, ids: readonly TechniqueId[], handlers: HandlerOfKind): boolean {
  return ids.includes(handlers.of(step).technique(step));
}

/**
 * Keeps the first accepted step it is offered, and has enough then. A solve reuses one for every
 * tier it tries (`for`), since it asks dozens of tiers per step.
 */
class FirstAccepted implements StepSink {
  step: Step | undefined = undefined;
  private ids: readonly TechniqueId[] = [];
  constructor(private readonly handlers: HandlerOfKind) {}
  for(ids: readonly TechniqueId[]): this {
    this.ids = ids;
    this.step = undefined;
    return this;
  }
  add(step: Step): boolean {
    if (!accepted(step, this.ids, this.handlers)) return false;
    this.step = step;
    return true;
  }
}

/** Keeps every accepted step it is offered. */
class AllAccepted implements StepSink {
  readonly steps: Step[] = [];
  private readonly handlers = new HandlerOfKind();
  constructor(private readonly ids: readonly TechniqueId[]) {}
  add(step: Step): boolean {
    if (accepted(step, this.ids, this.handlers)) this.steps.push(step);
    return false;
  }
}

/**
 * Keeps the accepted step of lowest SE value, the earliest on a tie. A first step at `floor`
 * (its technique's catalogue value, the least any of its steps can have) is enough; otherwise
 * every step is weighed.
 */
class EasiestAccepted implements StepSink {
  step: Step | undefined = undefined;
  value = Number.POSITIVE_INFINITY;
  private ids: readonly TechniqueId[] = [];
  private floor = Number.POSITIVE_INFINITY;
  constructor(private readonly handlers: HandlerOfKind) {}
  /** Ready for another search, reused like FirstAccepted. */
  for(ids: readonly TechniqueId[], floor: number): this {
    this.ids = ids;
    this.floor = floor;
    this.step = undefined;
    this.value = Number.POSITIVE_INFINITY;
    return this;
  }
  add(step: Step): boolean {
    const handler = this.handlers.of(step);
    if (!this.ids.includes(handler.technique(step))) return false;
    const value = seValueOf(step, handler);
    if (!this.step) {
      this.step = step;
      this.value = value;
      return value <= this.floor;
    }
    if (value < this.value) {
      this.step = step;
      this.value = value;
    }
    return false;
  }
}

/**
 * The sinks a solve gives its tiers' searches, one of each kind: a sink is done with once its
 * search returns, and a search that starts another solve (a sink may) gives that solve its own.
 */
class TierSinks {
  readonly handlers = new HandlerOfKind();
  /** Instances of the last tier tried, when the solve counts them. */
  options = 0;
  readonly first = new FirstAccepted(this.handlers);
  readonly easiest = new EasiestAccepted(this.handlers);
}

/**
 * The first step of `strategy` whose technique is accepted; with `anyInstance`, whichever
 * accepted step it finds quickest.
 */
function firstAccepted(
  strategy: Strategy,
  grid: Grid,
  context: SearchContext,
  ids: readonly TechniqueId[],
  anyInstance = false,
  reused = new TierSinks(),
): Step | undefined {
  const sink = reused.first.for(ids);
  if (anyInstance) searchQuickest(strategy, grid, sink, context);
  else strategy.search(grid, sink, context);
  return sink.step;
}

/** A tier with its strategies looked up once per technique set. */
type ResolvedTier =
  | {
      readonly kind: 'one';
      readonly strategy: Strategy;
      readonly accepts: readonly TechniqueId[];
      readonly anyInstance: boolean;
      readonly instanceOrder: ((a: Step, b: Step) => number) | undefined;
    }
  | { readonly kind: 'easiest'; readonly strategies: readonly Strategy[]; readonly accepts: readonly TechniqueId[] };

const RESOLVED = new WeakMap<TechniqueSet, readonly ResolvedTier[]>();

/** The set's tiers with registered strategies, resolved; tiers nobody provides yet are dropped. */
function resolvedTiers(set: TechniqueSet): readonly ResolvedTier[] {
  let tiers = RESOLVED.get(set);
  if (tiers) return tiers;
  tiers = set.tiers.flatMap((tier: Tier): ResolvedTier[] => {
    if (typeof tier === 'string' || !Array.isArray(tier)) {
      const shared = typeof tier === 'string' ? { strategy: tier, accepts: [tier] } : (tier as SharedTier);
      const strategy = strategyFor(shared.strategy, set);
      return strategy
        ? [
            {
              kind: 'one',
              strategy,
              accepts: shared.accepts,
              anyInstance: shared.anyInstance ?? false,
              instanceOrder: shared.instanceOrder,
            },
          ]
        : [];
    }
    const ids = tier as readonly TechniqueId[];
    const strategies = [...new Set(ids.flatMap((id) => strategyFor(id, set) ?? []))];
    return strategies.length > 0 ? [{ kind: 'easiest', strategies, accepts: ids }] : [];
  });
  RESOLVED.set(set, tiers);
  return tiers;
}

/** Every accepted step of the tier's strategies at this position, in the strategies' order. */
function instancesOf(grid: Grid, context: SearchContext, tier: ResolvedTier): Step[] {
  const sink = new AllAccepted(tier.accepts);
  if (tier.kind === 'one') tier.strategy.search(grid, sink, context);
  else for (const strategy of tier.strategies) strategy.search(grid, sink, context);
  return sink.steps;
}

/**
 * The tier's next step, or undefined; with `countOptions`, how many instances it had goes to
 * `sinks.options` (a field rather than a wrapper object: a solve asks for a step hundreds of
 * thousands of times). A strategy may return steps of several techniques (as Sudoku Explainer's
 * producers do); only those the tier accepts count, so a preset gets exactly the techniques it names.
 */
function tryTier(grid: Grid, context: SearchContext, tier: ResolvedTier, countOptions: boolean, sinks: TierSinks): Step | undefined {
  if (countOptions) {
    const listed = listTier(grid, context, tier);
    sinks.options = listed ? listed.all.length : 0;
    return listed?.step;
  }
  if (tier.kind === 'one' && tier.instanceOrder) return firstInOrder(instancesOf(grid, context, tier), tier.instanceOrder);
  return tier.kind === 'one'
    ? firstAccepted(tier.strategy, grid, context, tier.accepts, tier.anyInstance, sinks)
    : easiestStep(grid, context, tier.strategies, tier.accepts, sinks);
}

/** The first of `steps` by `order`, the earliest found on a tie. */
function firstInOrder(steps: readonly Step[], order: (a: Step, b: Step) => number): Step | undefined {
  let first = steps[0];
  for (const step of steps) if (order(step, first!) < 0) first = step;
  return first;
}

/** The step the tier takes and every accepted instance it has, or undefined when it has none. */
function listTier(grid: Grid, context: SearchContext, tier: ResolvedTier): { step: Step; all: Step[] } | undefined {
  if (tier.kind === 'one' && tier.anyInstance) {
    // Counting the options must not change the path: the step is taken first, as an uncounted solve takes it.
    const step = firstAccepted(tier.strategy, grid, context, tier.accepts, true);
    return step && { step, all: instancesOf(grid, context, tier) };
  }
  const all = instancesOf(grid, context, tier);
  if (all.length === 0) return undefined;
  if (tier.kind === 'one') return { step: tier.instanceOrder ? firstInOrder(all, tier.instanceOrder)! : all[0]!, all };
  let best = all[0]!;
  let bestValue = seValueOf(best);
  for (const step of all) {
    const value = seValueOf(step);
    if (value < bestValue) {
      best = step;
      bestValue = value;
    }
  }
  return { step: best, all };
}

/**
 * The step of lowest SE value among the strategies' accepted steps, the earliest on a tie —
 * without listing them all. A technique's catalogue value is the least any of its steps can
 * have (chains and patterns only add to it), so a strategy whose catalogue value cannot beat
 * the best so far is skipped, and one whose first step is at its catalogue value needs no more
 * searching. (A test compares this with the full listing along real solves.)
 */
function easiestStep(
  grid: Grid,
  context: SearchContext,
  strategies: readonly Strategy[],
  accepts: readonly TechniqueId[],
  sinks: TierSinks,
): Step | undefined {
  let best: Step | undefined;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const strategy of strategies) {
    const floor = techniqueOfId(strategy.technique).se ?? Number.POSITIVE_INFINITY;
    if (best && floor >= bestValue) continue;
    const easiest = sinks.easiest.for(accepts, floor);
    strategy.search(grid, easiest, context);
    if (easiest.step && (!best || easiest.value < bestValue)) {
      best = easiest.step;
      bestValue = easiest.value;
    }
  }
  return best;
}

/** Solves from the givens with the set's techniques, easiest first, until solved or stuck. */
export function solveLogically(puzzle: Puzzle, set: TechniqueSet, options: LogicalOptions = {}): LogicalTrace {
  return solveFrom(Grid.fromPuzzle(puzzle), puzzle, set, options);
}

/** Continues a solve from a given position (the replay's "hint from here"). */
export function solveFrom(grid: Grid, puzzle: Puzzle, set: TechniqueSet, options: LogicalOptions = {}): LogicalTrace {
  const steps: TracedStep[] = [];
  // The stepper itself, not the generator around it: a solve of a few dozen steps is over in
  // microseconds, where resuming a generator per step shows.
  const solving = new Solving(grid, puzzle, set, options);
  for (let step = solving.next(); step; step = solving.next()) steps.push(step);
  return { puzzle, techniqueSet: set.id, steps, outcome: solving.outcome };
}

/**
 * The same solve one step at a time: each step is yielded once it is applied to `grid`, and
 * the outcome is returned at the end. A caller can show steps as they are found, pause between
 * two steps and resume, or stop early, without any step being searched twice. `puzzle` is the
 * one `grid` comes from: its clues tell the givens from the solved cells.
 */
export function* solvingSteps(
  grid: Grid,
  puzzle: Puzzle,
  set: TechniqueSet,
  options: LogicalOptions = {},
): Generator<TracedStep, LogicalOutcome, void> {
  const solving = new Solving(grid, puzzle, set, options);
  for (let step = solving.next(); step; step = solving.next()) yield step;
  return solving.outcome;
}

/** A solve between two steps: `next` finds, applies and returns the next step, or ends the solve. */
class Solving {
  /** Known once `next` has returned undefined. */
  outcome: LogicalOutcome = 'stuck';
  private readonly countOptions: boolean;
  private readonly maxSteps: number;
  private readonly context: SearchContext;
  private readonly tiers: readonly ResolvedTier[];
  private readonly sinks = new TierSinks();
  private taken = 0;
  private over = false;
  /** Whether the set takes singles from HoDoKu's queues, which each applied step must then update. */
  private readonly queuedSingles: boolean;
  /** Counted down by placements, so the loop does not rescan the grid to know it is solved. */
  private empty: number;

  constructor(
    private readonly grid: Grid,
    puzzle: Puzzle,
    set: TechniqueSet,
    options: LogicalOptions,
  ) {
    this.countOptions = options.countOptions ?? true;
    this.maxSteps = options.maxSteps ?? 2000;
    this.context = options.context ?? new SearchContext();
    noteGivens(this.context, grid, puzzle);
    noteSearchOptions(this.context, grid, set.searchOptions ?? {});
    this.tiers = resolvedTiers(set);
    this.queuedSingles = set.searchOptions?.hodokuSingles === true;
    if (this.queuedSingles) startQueuedSingles(this.context, grid, puzzle);
    this.empty = grid.emptyCount();
    if (grid.hasContradiction()) this.end('contradiction');
  }

  next(): TracedStep | undefined {
    if (this.over) return undefined;
    const grid = this.grid;
    if (this.taken >= this.maxSteps) return this.end('stuck');
    if (this.empty <= 0) this.empty = grid.emptyCount();
    if (this.empty === 0) return this.end('solved');
    const sinks = this.sinks;
    sinks.options = 0;
    let step: Step | undefined;
    for (let i = 0; i < this.tiers.length && !step; i++) step = tryTier(grid, this.context, this.tiers[i]!, this.countOptions, sinks);
    if (!step) return this.end(grid.isSolved() ? 'solved' : grid.hasContradiction() ? 'contradiction' : 'stuck');
    const technique = sinks.handlers.of(step).technique(step);
    if (this.queuedSingles) applyQueued(this.context, grid, step, technique);
    else applyStep(grid, step);
    this.empty -= step.placements.length;
    this.taken++;
    return { step, technique, options: sinks.options };
  }

  private end(outcome: LogicalOutcome): undefined {
    this.over = true;
    this.outcome = outcome === 'solved' && this.grid.hasContradiction() ? 'contradiction' : outcome;
    return undefined;
  }
}

/**
 * What the solver could do at this position: every instance of the first tier of the set that
 * has one (the tier the solver's next step comes from), the step the solver takes first. Empty
 * when the set finds nothing. The grid is not changed.
 */
export function tierInstancesAt(grid: Grid, set: TechniqueSet, context = new SearchContext()): Step[] {
  noteSearchOptions(context, grid, set.searchOptions ?? {});
  for (const tier of resolvedTiers(set)) {
    const listed = listTier(grid, context, tier);
    if (!listed) continue;
    const key = JSON.stringify(listed.step);
    return [listed.step, ...listed.all.filter((step) => step !== listed.step && JSON.stringify(step) !== key)];
  }
  return [];
}
