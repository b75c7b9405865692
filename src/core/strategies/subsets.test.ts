import { describe, expect, it } from 'vitest';
import { candidateOf } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { findStrategy } from './registry';
import { SearchContext } from './searchContext';
import { noteSearchOptions } from './searchOptions';
import { allSteps } from './strategy';

const bitsOf = (...digits: number[]): number => digits.reduce((bits, d) => bits | (1 << (d - 1)), 0);

/**
 * Pair {1,2} in r1c1 and r1c2 (row 1, box 1); every other cell of row 1 and box 1 without 1 and
 * 2 unless `extra` gives it one of them. Cells elsewhere keep all nine candidates.
 */
function pairGrid(extra: Readonly<Record<number, number>>): Grid {
  const grid = Grid.empty();
  grid.setCandidateBits(0, bitsOf(1, 2));
  grid.setCandidateBits(1, bitsOf(1, 2));
  for (const cell of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20])
    grid.setCandidateBits(cell, bitsOf(3, 4, 5, 6, 7, 8, 9, extra[cell] ?? 3));
  return grid;
}

const steps = (id: 'locked-pair' | 'naked-pair', grid: Grid) => allSteps(findStrategy(id)!, grid);

describe('locked pair, as HoDoKu 2.2 tells it from a naked pair', () => {
  it('is not locked when it removes from the box alone: that is a naked pair', () => {
    const grid = pairGrid({ 11: 1 });
    expect(steps('locked-pair', grid)).toEqual([]);
    expect(steps('naked-pair', grid).map((s) => s.eliminations)).toContainEqual([candidateOf(11, 1)]);
  });

  it('is not locked when it removes from the line alone', () => {
    expect(steps('locked-pair', pairGrid({ 6: 2 }))).toEqual([]);
  });

  it('is locked when it removes from the box and from the line outside the box', () => {
    const [step] = steps('locked-pair', pairGrid({ 11: 1, 6: 2 }));
    expect(step?.eliminations.toSorted((a, b) => a - b)).toEqual([candidateOf(6, 2), candidateOf(11, 1)]);
  });

  it('counts a removal from the box cell on the line as the box’s', () => {
    // r1c3 lies in row 1 and box 1: HoDoKu counts its 1 as removed from the box.
    const [step] = steps('locked-pair', pairGrid({ 2: 1, 6: 2 }));
    expect(step?.eliminations.toSorted((a, b) => a - b)).toEqual([candidateOf(2, 1), candidateOf(6, 2)]);
  });
});

describe('naked subsets in a house of fewer than 2n empty cells', () => {
  /**
   * Row 1 with five empty cells: a naked triple {1,2,3} in r1c1, r1c4, r1c7 (three boxes) and
   * r1c8, r1c9 holding 1 and 2 besides the hidden pair {4,9}.
   */
  function fiveEmptyRow(): Grid {
    const grid = Grid.empty();
    for (const [cell, digit] of [
      [1, 5],
      [2, 6],
      [4, 7],
      [5, 8],
    ] as const)
      grid.place(cell, digit);
    for (const cell of [0, 3, 6]) grid.setCandidateBits(cell, bitsOf(1, 2, 3));
    grid.setCandidateBits(7, bitsOf(1, 4, 9));
    grid.setCandidateBits(8, bitsOf(2, 4, 9));
    return grid;
  }
  const tripleInRow1 = (grid: Grid, context: SearchContext) =>
    allSteps(findStrategy('naked-triple')!, grid, context).filter((s) => s.kind === 'nakedSubset' && s.houses[0] === 0);

  it('are left to the complementary hidden subset by Sudoku Explainer’s rule', () => {
    expect(tripleInRow1(fiveEmptyRow(), new SearchContext())).toEqual([]);
  });

  it('are found under HoDoKu’s rule', () => {
    const grid = fiveEmptyRow();
    const context = new SearchContext();
    noteSearchOptions(context, grid, { hodokuSubsets: true });
    expect(tripleInRow1(grid, context).map((s) => s.eliminations.toSorted((a, b) => a - b))).toEqual([
      [candidateOf(7, 1), candidateOf(8, 2)],
    ]);
  });
});
