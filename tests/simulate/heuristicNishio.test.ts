import { describe, expect, it } from 'vitest';
import { readSampleLines } from '../support/data';
import { CLASSICS } from '../support/generatedPuzzles';
import { SimBoard } from '../../src/core/simulate/board';
import { solveByStrategiesAlone } from '../../src/core/simulate/cycles';
import { heuristicNishioCycles, traceHeuristicNishio } from '../../src/core/simulate/heuristicNishio';
import { nishioRunCycles } from '../../src/core/simulate/nishio';

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
