import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { satSolve } from '../../src/core/sat/satSolve';
import { countSolutions, solve } from '../../src/core/solve/index';
import { samplePuzzles } from './puzzles';

/** Every row, column and box of the grid holds 1..9, and the givens are kept. */
function isSolutionOf(puzzle: string, grid: string): boolean {
  for (let cell = 0; cell < 81; cell++) if (puzzle[cell] !== '.' && puzzle[cell] !== grid[cell]) return false;
  for (let unit = 0; unit < 9; unit++) {
    const row = new Set<string>();
    const col = new Set<string>();
    const box = new Set<string>();
    for (let i = 0; i < 9; i++) {
      row.add(grid[unit * 9 + i]!);
      col.add(grid[i * 9 + unit]!);
      box.add(grid[(Math.floor(unit / 3) * 3 + Math.floor(i / 3)) * 9 + (unit % 3) * 3 + (i % 3)]!);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

describe('satSolve (MiniSat through logic-solver)', () => {
  it("finds the backtracker's solution on real 17-clue and hardest puzzles", () => {
    for (const puzzle of [...samplePuzzles('royle17-49158.txt', 1000), ...samplePuzzles('forum-hardest-11plus-5000.txt', 250)]) {
      const backtracker = solve(puzzle);
      const sat = satSolve(puzzle);
      expect(sat).toEqual(backtracker);
    }
  });

  it('calls every sampled puzzle of the multi-solution set multiple, with two valid, different grids', () => {
    for (const puzzle of samplePuzzles('serg-multisolution-2000.txt', 100)) {
      const sat = satSolve(puzzle);
      expect(sat.status).toBe('multiple');
      if (sat.status !== 'multiple') continue;
      const [first, second] = sat.solutions;
      expect(first).not.toBe(second);
      expect(isSolutionOf(puzzle, first!)).toBe(true);
      expect(isSolutionOf(puzzle, second!)).toBe(true);
      expect(countSolutions(puzzle, 2)).toBe(2);
    }
  });

  it('answers none for clashing givens and for a puzzle with no solution', () => {
    expect(satSolve(asPuzzle('11' + '.'.repeat(79)))).toEqual({ status: 'none' });
    // Row 1 misses only 9 at r1c9, but column 9 already has a 9: no clash among givens, no solution.
    const stuck = asPuzzle('12345678.' + '........9' + '.'.repeat(63));
    expect(countSolutions(stuck, 1)).toBe(0);
    expect(satSolve(stuck)).toEqual({ status: 'none' });
  });
});
