import { describe, expect, it } from 'vitest';
import { hasSymmetry, isSymmetryName, orbitsOf, SYMMETRY_NAMES } from './symmetry';

const cellOf = (row: number, col: number): number => row * 9 + col;

describe('symmetry orbits', () => {
  it('cut the 81 cells into disjoint orbits for every symmetry', () => {
    for (const symmetry of SYMMETRY_NAMES) {
      const cells = orbitsOf(symmetry)
        .flat()
        .sort((a, b) => a - b);
      expect(cells).toEqual(Array.from({ length: 81 }, (_, cell) => cell));
    }
  });
  it('have the sizes each symmetry implies', () => {
    expect(orbitsOf('none')).toHaveLength(81);
    // 40 pairs and the centre.
    expect(orbitsOf('rotate180')).toHaveLength(41);
    // 20 four-cell orbits and the centre.
    expect(
      orbitsOf('rotate90')
        .map((orbit) => orbit.length)
        .sort(),
    ).toEqual([1, ...new Array(20).fill(4)]);
    // 36 pairs and the 9 diagonal cells; 36 pairs and the 9 cells of the middle column.
    expect(orbitsOf('diagonal')).toHaveLength(45);
    expect(orbitsOf('mirror')).toHaveLength(45);
  });
  it('pair the cells each symmetry maps onto each other', () => {
    const orbitWith = (symmetry: Parameters<typeof orbitsOf>[0], cell: number): readonly number[] =>
      orbitsOf(symmetry).find((orbit) => orbit.includes(cell))!;
    expect(orbitWith('rotate180', cellOf(0, 1))).toEqual([cellOf(0, 1), cellOf(8, 7)]);
    expect(orbitWith('rotate90', cellOf(0, 1))).toEqual([cellOf(0, 1), cellOf(1, 8), cellOf(7, 0), cellOf(8, 7)]);
    expect(orbitWith('diagonal', cellOf(2, 5))).toEqual([cellOf(2, 5), cellOf(5, 2)]);
    expect(orbitWith('mirror', cellOf(3, 0))).toEqual([cellOf(3, 0), cellOf(3, 8)]);
  });
});

describe('hasSymmetry', () => {
  it('tells a symmetric pattern of givens from an asymmetric one, whatever the digits', () => {
    const cells = new Array<string>(81).fill('.');
    cells[cellOf(0, 1)] = '5';
    cells[cellOf(8, 7)] = '3';
    const puzzle = cells.join('');
    expect(hasSymmetry(puzzle, 'rotate180')).toBe(true);
    expect(hasSymmetry(puzzle, 'rotate90')).toBe(false);
    expect(hasSymmetry(puzzle, 'mirror')).toBe(false);
    expect(hasSymmetry(puzzle, 'none')).toBe(true);
  });
  it('knows the symmetry names and no others', () => {
    expect(SYMMETRY_NAMES.every(isSymmetryName)).toBe(true);
    expect(isSymmetryName('rotate45')).toBe(false);
    expect(isSymmetryName('toString')).toBe(false);
  });
});
