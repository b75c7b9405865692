import { describe, expect, it } from 'vitest';
import { readSampleLines } from '../../../tests/support/data';
import { CLASSICS } from '../../../tests/support/generatedPuzzles';
import { SimBoard } from './board';
import { solveByStrategiesAlone } from './cycles';
import { HeuristicGuessPolicy, heuristicNishioCycles, traceHeuristicNishio } from './heuristicNishio';
import { nishioRunCycles } from './nishio';

describe('heuristic Nishio (Figure 8)', () => {
  it('chooses the cell with fewest candidates, ties by the largest sum of candidate occurrences', () => {
    const board = SimBoard.fromPuzzle('.'.repeat(81));
    board.marks[10] = 0b11000; // {4,5}, first in reading order
    board.marks[20] = 0b11; // {1,2}
    board.marks[30] = 0b111; // three candidates: not minimal
    // Every other empty cell holds all nine digits; make 4 rarer:
    for (let cell = 40; cell < 60; cell++) board.marks[cell] = board.marks[cell]! & ~0b1000;
    // Occurrences: 1 and 2 occur in more cells than 4, so the sum of {1,2} beats {4,5}.
    const policy = new HeuristicGuessPolicy();
    expect(policy.chooseCell(board)).toBe(20);
    const order = new Uint8Array(9);
    expect(policy.orderCandidates(board, 10, order, 0)).toBe(2);
    expect([...order.slice(0, 2)]).toEqual([5, 4]); // 5 occurs more often than 4
  });
});

describe('heuristic Nishio on real puzzles', () => {
  it('is deterministic and its first guess on a singles puzzle is a naked single', () => {
    // The first row of the bundled Sudoku-of-the-Day-levels sample, a Beginner puzzle.
    const sample = readSampleLines('sotd-levels.csv');
    const puzzle = sample[1]!.split(',')[0]!;
    const first = traceHeuristicNishio(puzzle, 4);
    expect(traceHeuristicNishio(puzzle, 4)).toEqual(first);
    const guess = first.events[0]!;
    expect(guess.kind).toBe('guess');
    expect(SimBoard.fromPuzzle(puzzle).marks[(guess as { cell: number }).cell]!.toString(2).replace(/0/g, '')).toBe('1');
    // A correct naked single first: then the cycles are those of the strategies alone (or fewer).
    const alone = solveByStrategiesAlone(SimBoard.fromPuzzle(puzzle), 4);
    expect(first.cycles).toBeLessThanOrEqual(alone.cycles);
    expect(first.events.some((event) => event.kind === 'contradiction')).toBe(false);
  });

  it('solves hard puzzles in far fewer cycles than the random solvers need on average', () => {
    for (const puzzle of CLASSICS) {
      const runs = nishioRunCycles(puzzle, { strategies: 4, runs: 20 });
      const randomMean = runs.reduce((sum, cycles) => sum + cycles, 0) / runs.length;
      // The heuristic's count is that of one solver, so it is at least one pass.
      const heuristic = heuristicNishioCycles(puzzle, 4);
      expect(heuristic).toBeGreaterThanOrEqual(1);
      expect(heuristic).toBeLessThan(randomMean);
      expect(traceHeuristicNishio(puzzle, 2).outcome).toBe('solved');
    }
  });
});
