/**
 * The logical solver: always the easiest deduction available, in a preset's order, each one
 * recorded as a Step. Its Trace is what the replay view plays and what the technique-based
 * raters fold over.
 */
import { Grid } from '../grid/grid';
import type { Puzzle } from '../grid/puzzle';
import { applyStep, type Step } from '../step';
import { findStrategy, stepHandler } from '../strategies/registry';
import { findAnyStep, findFirstStep, type Strategy } from '../strategies/strategy';
import { techniqueOfId, type TechniqueId } from '../techniques';
import type { SharedTier, TechniqueSet, Tier } from './logicalPresets';
import { rememberLastPosition } from './positionMemo';

/**
 * Searches costly enough, and shared by enough technique sets, that the raters' solves of one
 * puzzle (which often stall at the same position) should not repeat them.
 */
const SHARED_SEARCHES: ReadonlySet<TechniqueId> = new Set<TechniqueId>(['nishio-forcing-chain', 'cell-forcing-chain', 'dynamic-cell-forcing-chain', 'dynamic-plus-forcing-chain']);

function strategyFor(id: TechniqueId): Strategy | undefined {
  const strategy = findStrategy(id);
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
}

/** Sudoku Explainer difficulty of a step: the handler's own (chains, loops) or the catalogue base. */
export function seValueOf(step: Step): number {
  const handler = stepHandler(step);
  if (handler.seValue) return handler.seValue(step);
  return techniqueOfId(handler.technique(step)).se ?? Number.POSITIVE_INFINITY;
}

/** Whether a step's derived technique is one of `ids`. */
function accepted(step: Step, ids: readonly TechniqueId[]): boolean {
  return ids.includes(stepHandler(step).technique(step));
}

/**
 * The first step of `strategy` whose technique is accepted (its fast path when it fits); with
 * `anyInstance`, whichever accepted step it finds quickest.
 */
function firstAccepted(strategy: Strategy, grid: Grid, ids: readonly TechniqueId[], anyInstance = false): Step | undefined {
  const first = anyInstance ? findAnyStep(strategy, grid) : findFirstStep(strategy, grid);
  if (!first) return undefined;
  if (accepted(first, ids)) return first;
  return strategy.findAll(grid).find((step) => accepted(step, ids));
}

/** A tier with its strategies looked up once per technique set. */
type ResolvedTier =
  | { readonly kind: 'one'; readonly strategy: Strategy; readonly accepts: readonly TechniqueId[]; readonly anyInstance: boolean }
  | { readonly kind: 'easiest'; readonly strategies: readonly Strategy[]; readonly accepts: readonly TechniqueId[] };

const RESOLVED = new WeakMap<TechniqueSet, readonly ResolvedTier[]>();

/** The set's tiers with registered strategies, resolved; tiers nobody provides yet are dropped. */
function resolvedTiers(set: TechniqueSet): readonly ResolvedTier[] {
  let tiers = RESOLVED.get(set);
  if (tiers) return tiers;
  tiers = set.tiers.flatMap((tier: Tier): ResolvedTier[] => {
    if (typeof tier === 'string' || !Array.isArray(tier)) {
      const shared = typeof tier === 'string' ? { strategy: tier, accepts: [tier] } : (tier as SharedTier);
      const strategy = strategyFor(shared.strategy);
      return strategy ? [{ kind: 'one', strategy, accepts: shared.accepts, anyInstance: shared.anyInstance ?? false }] : [];
    }
    const ids = tier as readonly TechniqueId[];
    const strategies = [...new Set(ids.flatMap((id) => strategyFor(id) ?? []))];
    return strategies.length > 0 ? [{ kind: 'easiest', strategies, accepts: ids }] : [];
  });
  RESOLVED.set(set, tiers);
  return tiers;
}

/** Every accepted step of the tier's strategies at this position, in the strategies' order. */
function instancesOf(grid: Grid, tier: ResolvedTier): Step[] {
  if (tier.kind === 'one') return tier.strategy.findAll(grid).filter((step) => accepted(step, tier.accepts));
  const all: Step[] = [];
  for (const strategy of tier.strategies) for (const step of strategy.findAll(grid)) if (accepted(step, tier.accepts)) all.push(step);
  return all;
}

/**
 * The tier's next step and how many instances it had, or undefined. A strategy may return
 * steps of several techniques (as Sudoku Explainer's producers do); only those the tier
 * accepts count, so a preset gets exactly the techniques it names.
 */
function tryTier(grid: Grid, tier: ResolvedTier, countOptions: boolean): { step: Step; options: number } | undefined {
  if (tier.kind === 'one') {
    if (!countOptions) {
      const step = firstAccepted(tier.strategy, grid, tier.accepts, tier.anyInstance);
      return step ? { step, options: 0 } : undefined;
    }
    const all = instancesOf(grid, tier);
    if (all.length === 0) return undefined;
    // Counting the options must not change the path: an any-instance tier takes what it takes uncounted.
    const step = tier.anyInstance ? (firstAccepted(tier.strategy, grid, tier.accepts, true) ?? all[0]!) : all[0]!;
    return { step, options: all.length };
  }
  if (!countOptions) {
    const step = easiestStep(grid, tier.strategies, tier.accepts);
    return step ? { step, options: 0 } : undefined;
  }
  const all = instancesOf(grid, tier);
  if (all.length === 0) return undefined;
  let best = all[0]!;
  let bestValue = seValueOf(best);
  for (const step of all) {
    const value = seValueOf(step);
    if (value < bestValue) {
      best = step;
      bestValue = value;
    }
  }
  return { step: best, options: all.length };
}

/**
 * The step of lowest SE value among the strategies' accepted steps, the earliest on a tie —
 * without listing them all. A technique's catalogue value is the least any of its steps can
 * have (chains and patterns only add to it), so a strategy whose catalogue value cannot beat
 * the best so far is skipped, and one whose first step is at its catalogue value needs no more
 * searching. (A test compares this with the full listing along real solves.)
 */
function easiestStep(grid: Grid, strategies: readonly Strategy[], accepts: readonly TechniqueId[]): Step | undefined {
  let best: Step | undefined;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const strategy of strategies) {
    const floor = techniqueOfId(strategy.technique).se ?? Number.POSITIVE_INFINITY;
    if (best && floor >= bestValue) continue;
    const first = firstAccepted(strategy, grid, accepts);
    if (!first) continue;
    let value = seValueOf(first);
    let found = first;
    if (value > floor) {
      for (const step of strategy.findAll(grid)) {
        if (!accepted(step, accepts)) continue;
        const stepValue = seValueOf(step);
        if (stepValue < value) {
          found = step;
          value = stepValue;
        }
      }
    }
    if (!best || value < bestValue) {
      best = found;
      bestValue = value;
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
  const countOptions = options.countOptions ?? true;
  const maxSteps = options.maxSteps ?? 2000;
  const tiers = resolvedTiers(set);
  const steps: TracedStep[] = [];
  let outcome: LogicalOutcome = 'stuck';
  if (grid.hasContradiction()) outcome = 'contradiction';
  else {
    // Counted down by placements, so the loop does not rescan the grid to know it is solved.
    let empty = grid.emptyCount();
    while (steps.length < maxSteps) {
      if (empty <= 0) empty = grid.emptyCount();
      if (empty === 0) {
        outcome = 'solved';
        break;
      }
      let found: { step: Step; options: number } | undefined;
      for (const tier of tiers) {
        found = tryTier(grid, tier, countOptions);
        if (found) break;
      }
      if (!found) {
        outcome = grid.isSolved() ? 'solved' : grid.hasContradiction() ? 'contradiction' : 'stuck';
        break;
      }
      applyStep(grid, found.step);
      empty -= found.step.placements.length;
      steps.push({ step: found.step, technique: stepHandler(found.step).technique(found.step), options: found.options });
    }
  }
  if (outcome === 'solved' && grid.hasContradiction()) outcome = 'contradiction';
  return { puzzle, techniqueSet: set.id, steps, outcome };
}

/**
 * What the solver could do at this position: every instance of the first tier of the set that
 * has one (the tier the solver's next step comes from), the step the solver takes first. Empty
 * when the set finds nothing. The grid is not changed.
 */
export function tierInstancesAt(grid: Grid, set: TechniqueSet): Step[] {
  for (const tier of resolvedTiers(set)) {
    const all = instancesOf(grid, tier);
    if (all.length === 0) continue;
    const chosen = tryTier(grid, tier, true)!.step;
    const key = JSON.stringify(chosen);
    return [chosen, ...all.filter((step) => step !== chosen && JSON.stringify(step) !== key)];
  }
  return [];
}
