import { describe, expect, it } from 'vitest';
import { candidateOf } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { findStrategy } from './registry';
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
  for (const cell of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20]) grid.setCandidateBits(cell, bitsOf(3, 4, 5, 6, 7, 8, 9, extra[cell] ?? 3));
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
