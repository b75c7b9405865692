import { describe, expect, it } from 'vitest';
import { HOUSE_CELLS } from '../grid/house';
import { Rng } from '../simulate/rng';
import { addCell } from './cellSets';
import { createCoverBound } from './finEliminationBound';

const { mayEliminate } = createCoverBound();

const sees = (a: number, b: number): boolean => a !== b && HOUSE_CELLS.some((cells) => cells.includes(a) && cells.includes(b));

/** Whether at most `size` covers (lines of the kind given, boxes not in baseBoxes) hold every cell, trying every set of them. */
function coverableByTrying(cells: readonly number[], size: number, lineHouses: readonly number[], baseBoxes: number): boolean {
  const houses = [...lineHouses, ...[18, 19, 20, 21, 22, 23, 24, 25, 26].filter((box) => (baseBoxes & (1 << (box - 18))) === 0)];
  const tryFrom = (from: number, chosen: number[]): boolean => {
    if (cells.every((cell) => chosen.some((house) => HOUSE_CELLS[house]!.includes(cell)))) return true;
    if (chosen.length === size) return false;
    for (let i = from; i < houses.length; i++) if (tryFrom(i + 1, [...chosen, houses[i]!])) return true;
    return false;
  };
  return tryFrom(0, []);
}

describe('finned fish elimination bound', () => {
  it('says a candidate may be eliminated exactly when few enough covers hold it and the base candidates that do not see it', () => {
    const rng = new Rng(20261126);
    const outcomes = new Set<boolean>();
    for (let round = 0; round < 3000; round++) {
      const density = 0.05 + rng.below(20) / 100;
      const cells: number[] = [];
      for (let cell = 0; cell < 81; cell++) if (rng.below(1000) < density * 1000) cells.push(cell);
      // The base candidates as a cell set at offset 3, after a set of other cells it must not read.
      const sets = new Int32Array(6).fill(-1);
      sets.fill(0, 3);
      for (const cell of cells) addCell(sets, 3, cell);
      const x = rng.below(81);
      const size = 2 + rng.below(2);
      // Half the time one or two boxes are bases, so no covers.
      const baseBoxes = rng.below(2) === 0 ? (1 << rng.below(9)) | (rng.below(2) === 0 ? 1 << rng.below(9) : 0) : 0;
      const columns = rng.below(2) === 0;
      const mustHold = [...new Set([...cells.filter((cell) => !sees(cell, x)), x])];
      const lineHouses = columns ? [9, 10, 11, 12, 13, 14, 15, 16, 17] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
      const expected = coverableByTrying(mustHold, size, lineHouses, baseBoxes);
      expect(mayEliminate(sets, 3, x, size, columns ? 'columns' : 'rows', baseBoxes)).toBe(expected);
      outcomes.add(expected);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});
