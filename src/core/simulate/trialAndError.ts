import type { SimBoard } from './board';
import type { NishioConventions, StrategyCount } from './conventions';
import { NO_PROGRESS, PROGRESS, contradictionCell } from './fastStrategies';
import { runCycle } from './cycles';
import type { SimulationOutcome, TraceRecorder } from './trace';

/**
 * Where the next guess goes. The randomized solver (Figure 3) draws the cell and the order of
 * its candidates at random; the heuristic solver (Figure 8) uses minimum remaining values and
 * candidate counting.
 */
export interface GuessPolicy {
  /** The cell to guess in, or −1 when no empty cell has a candidate left. */
  chooseCell(board: SimBoard): number;
  /** Writes the order in which to try the cell's candidates (digits 1..9) at `out[offset..]`; returns how many. */
  orderCandidates(board: SimBoard, cell: number, out: Uint8Array, offset: number): number;
}

export interface TrialRunOptions {
  readonly strategies: StrategyCount;
  readonly conventions: NishioConventions;
  readonly policy: GuessPolicy;
  /** The run stops with outcome `budget` after this many passes over the strategy list. */
  readonly maxCycles: number;
  readonly trace?: TraceRecorder | null;
}

export interface TrialRunResult {
  readonly outcome: SimulationOutcome;
  readonly cycles: number;
}

/** Per guess level: the cell, its candidates in trial order, and how many have been tried. Made once per run. */
class GuessLevels {
  readonly cell = new Int16Array(83);
  readonly order = new Uint8Array(83 * 9);
  readonly count = new Uint8Array(83);
  readonly next = new Uint8Array(83);
}

/**
 * Nishio interleaved with human strategies (Project Patti paper, Figure 3) on `board`, which it
 * changes: guess, apply cycles until solved, contradiction or stall, and go back or guess again
 * as the conventions say. Returns the outcome and the cycle count. `contradiction` means the
 * puzzle has no solution (every guess refuted); `budget` means the cycle cap was reached.
 */
export function runTrialAndError(board: SimBoard, options: TrialRunOptions): TrialRunResult {
  const { strategies, conventions, policy, maxCycles } = options;
  const trace = options.trace ?? null;
  const { cell: guessCell, order: guessOrder, count: guessCount, next: guessNext } = new GuessLevels();
  const notice = conventions.noticeContradiction;
  const countEvery = conventions.countPasses === 'everyPass';
  const depthFirst = conventions.afterContradiction === 'otherCandidatesDepthFirst';
  let cycles = 0;
  let passes = 0;
  let depth = 0;
  let needGuess = conventions.firstGuess === 'beforeStrategies';

  // Places the next untried candidate of the guess at `level` (the board is at the position
  // before that guess).
  const tryNext = (level: number): void => {
    const digit = guessOrder[level * 9 + guessNext[level]!]!;
    guessNext[level]!++;
    const cell = guessCell[level]!;
    board.place(cell, 1 << (digit - 1));
    trace?.guess(cell, digit, level);
  };

  for (;;) {
    let result: number;
    if (needGuess) {
      needGuess = false;
      const cell = policy.chooseCell(board);
      if (cell < 0) {
        // Nothing left to guess: every empty cell has run out of candidates (or none is empty
        // but the grid is not solved, which cannot happen): a contradiction at this position.
        result = -(Math.max(0, board.deadCell()) + 1);
      } else {
        depth++;
        board.save(depth);
        guessCell[depth] = cell;
        guessCount[depth] = policy.orderCandidates(board, cell, guessOrder, depth * 9);
        guessNext[depth] = 0;
        tryNext(depth);
        continue;
      }
    } else {
      passes++;
      result = runCycle(board, strategies, notice, trace, passes);
      if (countEvery || result === PROGRESS) cycles++;
      trace?.passCounted(cycles);
      if (passes >= maxCycles && !board.isSolved()) return { outcome: 'budget', cycles };
    }

    if (result < 0) {
      trace?.contradiction(contradictionCell(result), depth);
      if (depth === 0) return { outcome: 'contradiction', cycles };
      // Back to the position before the latest guess; depth first, the cell's next candidate is tried there.
      const cell = guessCell[depth]!;
      const tried = guessNext[depth]!;
      const refuted = guessOrder[depth * 9 + tried - 1]!;
      board.restore(depth);
      trace?.backtrack(cell, refuted, depth);
      if (depthFirst && tried < guessCount[depth]!) {
        tryNext(depth);
        continue;
      }
      // Otherwise the refuted value is struck there and the strategies resume (Figure 3,
      // step 4). Depth first, it was the cell's last candidate, so the cell is left with none: a
      // contradiction like any other, which the next pass notices (convention (d)) and which
      // refutes the guess before it. Going up at once would count no cycle for noticing it.
      board.marks[cell] = depthFirst ? 0 : board.marks[cell]! & ~(1 << (refuted - 1));
      depth--;
      continue;
    }
    if (board.isSolved()) return { outcome: 'solved', cycles };
    if (result === NO_PROGRESS) needGuess = true;
  }
}
