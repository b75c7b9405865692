import { BIT_COUNT, SimBoard } from './board';
import { DEFAULT_BUDGET, DEFAULT_CONVENTIONS, type SimulationBudget, type StrategyCount } from './conventions';
import { BudgetExceededError, NoSolutionError } from './nishio';
import { TraceRecorder, type SimulationTrace } from './trace';
import { runTrialAndError, type GuessPolicy } from './trialAndError';

/**
 * Heuristic Nishio (Project Patti paper §9.1, Figure 8): Figure 3 with the random guess
 * replaced by variable and value ordering, so the solve is deterministic.
 *
 * - Variable ordering: minimum remaining values (the empty cell with the fewest candidates);
 *   ties broken by candidate counting — the largest sum, over the cell's candidates, of how
 *   many empty cells hold that digit as a candidate — and remaining ties by the first cell in
 *   reading order (the Project Patti paper does not say; reading order keeps it deterministic).
 * - Value ordering: the candidate that occurs most often first; ties by the smaller digit.
 *
 * Everything else follows the default conventions (a)–(e): the first guess precedes the
 * strategies, so on a puzzle the strategies solve alone the heuristic's first guess is a naked
 * single and the count is 1, as in the Project Patti paper's Table 8 (Easy levels: mean 1).
 */
export class HeuristicGuessPolicy implements GuessPolicy {
  /** Occurrences of each digit as a candidate, recomputed for each choice. */
  private readonly occurrences = new Int32Array(9);

  private countOccurrences(board: SimBoard): void {
    const occurrences = this.occurrences;
    occurrences.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      const mask = board.marks[cell]!;
      for (let d = 0; d < 9; d++) if (mask & (1 << d)) occurrences[d]!++;
    }
  }

  private candidateSum(mask: number): number {
    let sum = 0;
    for (let d = 0; d < 9; d++) if (mask & (1 << d)) sum += this.occurrences[d]!;
    return sum;
  }

  chooseCell(board: SimBoard): number {
    this.countOccurrences(board);
    let best = -1;
    let bestCount = 10;
    let bestSum = -1;
    for (let cell = 0; cell < 81; cell++) {
      const mask = board.marks[cell]!;
      if (board.values[cell] !== 0 || mask === 0) continue;
      const count = BIT_COUNT[mask]!;
      if (count > bestCount) continue;
      const sum = this.candidateSum(mask);
      if (count < bestCount || sum > bestSum) {
        best = cell;
        bestCount = count;
        bestSum = sum;
      }
    }
    return best;
  }

  orderCandidates(board: SimBoard, cell: number, out: Uint8Array, offset: number): number {
    this.countOccurrences(board);
    const mask = board.marks[cell]!;
    let count = 0;
    for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out[offset + count++] = d;
    // Insertion sort by occurrences, most first; stable, so ties keep the smaller digit first.
    for (let i = 1; i < count; i++) {
      const digit = out[offset + i]!;
      const weight = this.occurrences[digit - 1]!;
      let j = i - 1;
      while (j >= 0 && this.occurrences[out[offset + j]! - 1]! < weight) {
        out[offset + j + 1] = out[offset + j]!;
        j--;
      }
      out[offset + j + 1] = digit;
    }
    return count;
  }
}

/** Cycles the heuristic solver needs with 2, 3 or 4 strategies. Throws BudgetExceededError or NoSolutionError. */
export function heuristicNishioCycles(puzzle: string, strategies: StrategyCount, budget: SimulationBudget = DEFAULT_BUDGET): number {
  const board = SimBoard.fromPuzzle(puzzle);
  const result = runTrialAndError(board, {
    strategies,
    conventions: DEFAULT_CONVENTIONS,
    policy: new HeuristicGuessPolicy(),
    maxCycles: budget.maxCyclesPerRun,
  });
  if (result.outcome === 'budget')
    throw new BudgetExceededError(`budget exceeded: heuristic Nishio passed ${budget.maxCyclesPerRun} cycles`);
  if (result.outcome !== 'solved') throw new NoSolutionError('the puzzle has no solution: every guess led to a contradiction');
  return result.cycles;
}

/** The heuristic solve with its full trace, for replay. */
export function traceHeuristicNishio(puzzle: string, strategies: StrategyCount): SimulationTrace {
  const board = SimBoard.fromPuzzle(puzzle);
  const trace = new TraceRecorder();
  const result = runTrialAndError(board, {
    strategies,
    conventions: DEFAULT_CONVENTIONS,
    policy: new HeuristicGuessPolicy(),
    maxCycles: DEFAULT_BUDGET.maxCyclesPerRun,
    trace,
  });
  return { seed: null, strategies, outcome: result.outcome, cycles: result.cycles, events: trace.events, cyclesAfter: trace.cyclesAfter };
}
