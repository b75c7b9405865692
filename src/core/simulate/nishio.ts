import { SimBoard, BIT_COUNT } from './board';
import { DEFAULT_BUDGET, DEFAULT_CONVENTIONS, type NishioConventions, type SimulationBudget, type StrategyCount } from './conventions';
import { DEFAULT_SEED, Rng, runSeed } from './rng';
import { TraceRecorder, type SimulationTrace } from './trace';
import { runTrialAndError, type GuessPolicy } from './trialAndError';

/**
 * Randomized Nishio with human strategies (Project Patti paper §5.2, Figure 3): `runs`
 * simulated solvers per puzzle, each guessing a random cell and a random candidate, and the
 * Nishio Human Cycles (NHC) they need.
 */

/** The random guesser of Figure 3, step 2 (conventions (b) and (e)). */
class RandomGuessPolicy implements GuessPolicy {
  constructor(
    private readonly rng: Rng,
    private readonly cells: NishioConventions['guessCells'],
  ) {}

  chooseCell(board: SimBoard): number {
    const { values, marks } = board;
    let pool = 0;
    const several = this.cells === 'severalCandidates';
    for (let cell = 0; cell < 81; cell++) if (values[cell] === 0 && (several ? BIT_COUNT[marks[cell]!]! >= 2 : marks[cell] !== 0)) pool++;
    if (pool === 0 && several) return new RandomGuessPolicy(this.rng, 'allUnplaced').chooseCell(board);
    if (pool === 0) return -1;
    let pick = this.rng.below(pool);
    for (let cell = 0; cell < 81; cell++) {
      if (values[cell] === 0 && (several ? BIT_COUNT[marks[cell]!]! >= 2 : marks[cell] !== 0) && pick-- === 0) return cell;
    }
    return -1;
  }

  /** A uniformly random order of the cell's candidates (Fisher–Yates). */
  orderCandidates(board: SimBoard, cell: number, out: Uint8Array, offset: number): number {
    let mask = board.marks[cell]!;
    let count = 0;
    for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) out[offset + count++] = d;
    for (let i = count - 1; i > 0; i--) {
      const j = this.rng.below(i + 1);
      const swap = out[offset + i]!;
      out[offset + i] = out[offset + j]!;
      out[offset + j] = swap;
    }
    return count;
  }
}

export interface NishioOptions {
  readonly strategies: StrategyCount;
  /** Simulated solvers per puzzle (the Project Patti paper: 50). */
  readonly runs?: number;
  readonly seed?: number;
  readonly conventions?: NishioConventions;
  readonly budget?: SimulationBudget;
}

/** Thrown when a puzzle's simulations hit the cycle budget; the message says which cap. */
export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
}

/** Thrown when a simulated solver refutes every guess: the puzzle has no solution. */
export class NoSolutionError extends Error {
  override readonly name = 'NoSolutionError';
}

export const DEFAULT_RUNS = 50;

/**
 * The cycle count of every run, in run order. Run i uses the seed runSeed(seed, puzzle,
 * strategies, i), so it is the same whichever machine, worker or batch computes it.
 * Throws BudgetExceededError or NoSolutionError.
 */
export function nishioRunCycles(puzzle: string, options: NishioOptions): number[] {
  const runs = options.runs ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const start = SimBoard.fromPuzzle(puzzle);
  const board = new SimBoard();
  const counts: number[] = [];
  let total = 0;
  for (let run = 0; run < runs; run++) {
    board.copyFrom(start);
    const policy = new RandomGuessPolicy(new Rng(runSeed(seed, puzzle, options.strategies, run)), conventions.guessCells);
    const maxCycles = Math.min(budget.maxCyclesPerRun, budget.maxCyclesPerPuzzle - total);
    const result = runTrialAndError(board, { strategies: options.strategies, conventions, policy, maxCycles });
    if (result.outcome === 'budget') {
      throw new BudgetExceededError(
        `budget exceeded: run ${run + 1} of ${runs} with ${options.strategies} strategies passed ${maxCycles} cycles ` +
          `(caps: ${budget.maxCyclesPerRun} per run, ${budget.maxCyclesPerPuzzle} per puzzle)`,
      );
    }
    if (result.outcome !== 'solved') throw new NoSolutionError('the puzzle has no solution: every guess led to a contradiction');
    counts.push(result.cycles);
    total += result.cycles;
  }
  return counts;
}

/** One simulated solver with its full trace, for replay: run `run` of `nishioRunCycles`. */
export function traceNishioRun(puzzle: string, options: NishioOptions & { readonly run?: number }): SimulationTrace {
  const seed = runSeed(options.seed ?? DEFAULT_SEED, puzzle, options.strategies, options.run ?? 0);
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const board = SimBoard.fromPuzzle(puzzle);
  const trace = new TraceRecorder();
  const policy = new RandomGuessPolicy(new Rng(seed), conventions.guessCells);
  const result = runTrialAndError(board, {
    strategies: options.strategies,
    conventions,
    policy,
    maxCycles: budget.maxCyclesPerRun,
    trace,
  });
  return {
    seed,
    strategies: options.strategies,
    outcome: result.outcome,
    cycles: result.cycles,
    events: trace.events,
    cyclesAfter: trace.cyclesAfter,
  };
}
