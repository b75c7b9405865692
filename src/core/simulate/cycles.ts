import { SimBoard } from './board';
import type { NishioConventions, StrategyCount } from './conventions';
import { NO_PROGRESS, PROGRESS, applyHiddenSingles, applyNakedPairs, applyNakedSingles, applyXWing } from './fastStrategies';
import type { TraceRecorder } from './trace';

/**
 * One cycle (Project Patti paper §7.2): one pass over the strategy list, each strategy applied
 * until it makes no progress before the next, in the order naked singles, hidden singles, naked
 * pairs, X-wing (the first 2, 3 or 4 of them).
 *
 * Returns PROGRESS, NO_PROGRESS, or −(cell+1) when a contradiction was noticed at `cell`
 * (when that happens is convention (d), `notice`).
 */
export function runCycle(
  board: SimBoard,
  strategies: StrategyCount,
  notice: NishioConventions['noticeContradiction'],
  trace: TraceRecorder | null = null,
  cycle = 0,
): number {
  const immediately = notice === 'immediately';
  trace?.beforeStrategy(board);
  const singles = applyNakedSingles(board, notice !== 'whenStalled');
  trace?.afterStrategy(board, 'nakedSingle', cycle);
  if (singles < 0) return singles;
  let progress = singles;
  if (immediately && progress !== NO_PROGRESS) {
    const dead = board.deadCell();
    if (dead >= 0) return -(dead + 1);
  }
  for (let index = 1; index < strategies; index++) {
    trace?.beforeStrategy(board);
    const result = index === 1 ? applyHiddenSingles(board) : index === 2 ? applyNakedPairs(board) : applyXWing(board);
    trace?.afterStrategy(board, index === 1 ? 'hiddenSingle' : index === 2 ? 'nakedPair' : 'xWing', cycle);
    if (result !== NO_PROGRESS) {
      progress = PROGRESS;
      if (immediately) {
        const dead = board.deadCell();
        if (dead >= 0) return -(dead + 1);
      }
    }
  }
  if (progress === NO_PROGRESS && notice === 'whenStalled') {
    const dead = board.deadCell();
    if (dead >= 0) return -(dead + 1);
  }
  return progress;
}

/** What the strategies alone do with a puzzle (Project Patti paper §7.3). */
export interface StrategiesAloneResult {
  readonly solved: boolean;
  /** Passes made, the last one (which changed nothing, unless it solved the grid) included. */
  readonly cycles: number;
}

/**
 * Strategies alone: cycles until the grid is solved or a pass changes nothing (or a
 * contradiction shows the puzzle has no solution, reported as not solved).
 */
export function solveByStrategiesAlone(board: SimBoard, strategies: StrategyCount): StrategiesAloneResult {
  let cycles = 0;
  for (;;) {
    const result = runCycle(board, strategies, 'nakedSinglesScan');
    cycles++;
    if (board.isSolved()) return { solved: true, cycles };
    if (result <= NO_PROGRESS) return { solved: false, cycles };
  }
}

/** Strategies alone on a puzzle string, for each of 2, 3 and 4 strategies. */
export function strategiesAlone(puzzle: string): Record<'2' | '3' | '4', boolean> {
  const start = SimBoard.fromPuzzle(puzzle);
  const board = new SimBoard();
  const solvedWith = (count: StrategyCount): boolean => {
    board.copyFrom(start);
    return solveByStrategiesAlone(board, count).solved;
  };
  return { '2': solvedWith(2), '3': solvedWith(3), '4': solvedWith(4) };
}
