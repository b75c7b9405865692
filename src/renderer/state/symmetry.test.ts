import { describe, expect, it } from 'vitest';
import { describeSymmetries, guideCells, imageOf, symmetriesOf, symmetryById, SYMMETRIES } from './symmetry';

/** A grid with digits at the given (row, column) pairs, 1-based as printed (r1c1 = [1, 1]). */
function gridWith(...cells: (readonly [number, number])[]): string {
  const chars = new Array<string>(81).fill('0');
  for (const [row, col] of cells) chars[(row - 1) * 9 + col - 1] = '5';
  return chars.join('');
}

/** Wikipedia's example puzzle: its givens have 180° rotational symmetry, as printed there. */
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'.replace(/\./g, '0');

describe('symmetry', () => {
  it('sends each cell where the symmetry says', () => {
    expect(imageOf(symmetryById('rotation180'), 0)).toBe(80);
    expect(imageOf(symmetryById('rotation90'), 0)).toBe(8); // r1c1 → r1c9
    expect(imageOf(symmetryById('diagonal'), 1)).toBe(9); // r1c2 → r2c1
    expect(imageOf(symmetryById('antidiagonal'), 0)).toBe(80);
    expect(imageOf(symmetryById('mirror'), 0)).toBe(8);
    expect(imageOf(symmetryById('mirrorVertical'), 0)).toBe(72);
  });

  it('maps the board onto itself, each symmetry a permutation', () => {
    for (const symmetry of SYMMETRIES) {
      const images = new Set(Array.from({ length: 81 }, (_, cell) => imageOf(symmetry, cell)));
      expect(images.size).toBe(81);
    }
  });

  it("finds the 180° rotation of Wikipedia's example", () => {
    expect(symmetriesOf(WIKIPEDIA).map((symmetry) => symmetry.id)).toEqual(['rotation180']);
    expect(describeSymmetries(WIKIPEDIA)).toBe('180° rotation');
  });

  it('finds every symmetry of the centre cell alone, and none of an empty grid', () => {
    expect(symmetriesOf(gridWith([5, 5])).length).toBe(SYMMETRIES.length);
    expect(describeSymmetries('0'.repeat(81))).toBe('none');
  });

  it('guides to the missing images of the givens', () => {
    // r1c2 alone: 180° needs r9c8; 90° needs r2c9, r9c8 and r8c1.
    const grid = gridWith([1, 2]);
    expect(guideCells(grid, symmetryById('rotation180'))).toEqual([79]);
    expect(guideCells(grid, symmetryById('rotation90'))).toEqual([17, 63, 79]);
    expect(guideCells(grid, symmetryById('diagonal'))).toEqual([9]);
  });

  it('tells a mirror pattern from a rotation', () => {
    const grid = gridWith([1, 2], [1, 8]);
    expect(symmetriesOf(grid).map((symmetry) => symmetry.id)).toEqual(['mirror']);
  });
});
