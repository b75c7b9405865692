/**
 * The simple techniques a "+" or nested propagation asks at a stall, in Sudoku Explainer's
 * order: when two patterns strike the same candidate, the first one's parents join the chain,
 * so the order decides how long the chain is and what it is worth.
 */
import { describe, expect, it } from 'vitest';
import { advancedInferences } from './advanced';
import { HOUSE_TABLE } from './potentials';

const ALL = 0x1ff;
const bit = (digit: number): number => 1 << digit;
const cellAt = (row: number, column: number): number => row * 9 + column;

/** Places of each digit in each house (house * 9 + digit), as masks over the house's cells. */
function placesOf(marks: Uint16Array): Uint16Array {
  const places = new Uint16Array(27 * 9);
  for (let house = 0; house < 27; house++) {
    for (let i = 0; i < 9; i++) {
      const cell = HOUSE_TABLE[house * 9 + i]!;
      for (let digit = 0; digit < 9; digit++) if (marks[cell]! & bit(digit)) places[house * 9 + digit]! |= 1 << i;
    }
  }
  return places;
}

/** The inferences at the stall `work`, reached from `start`; copied, since the array is reused. */
function inferencesAt(start: Uint16Array, work: Uint16Array): { eliminations: number[]; parents: number[] }[] {
  const now = placesOf(work);
  const before = placesOf(start);
  const struck = new Uint16Array(27);
  for (let house = 0; house < 27; house++)
    for (let digit = 0; digit < 9; digit++) if (now[house * 9 + digit] !== before[house * 9 + digit]) struck[house]! |= bit(digit);
  return advancedInferences(work, start, now, before, struck, []).map(({ eliminations, parents }) => ({
    eliminations: [...eliminations],
    parents: [...parents],
  }));
}

/** Struck (off) potentials of `digits` in `cells`, ascending. */
const struckOf = (cells: number[], digits: number[]): number[] =>
  cells.flatMap((cell) => digits.map((digit) => (cell * 9 + digit) * 2)).sort((a, b) => a - b);

describe('hidden pairs at a stall', () => {
  it('take a box before the row that holds the same pair', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // Digits 1 and 2 are left only at r1c1 and r1c2: a hidden pair of box 1 and of row 1 alike.
    const rowRest = [2, 3, 4, 5, 6, 7, 8].map((column) => cellAt(0, column));
    const boxRest = [cellAt(1, 0), cellAt(1, 1), cellAt(1, 2), cellAt(2, 0), cellAt(2, 1), cellAt(2, 2)];
    for (const cell of [...rowRest, ...boxRest]) work[cell] = ALL & ~bit(0) & ~bit(1);
    const found = inferencesAt(start, work);
    expect(found.length).toBe(2);
    expect(found[0]!.parents.sort((a, b) => a - b)).toEqual(struckOf([cellAt(0, 2), ...boxRest], [0, 1]));
    expect(found[1]!.parents.sort((a, b) => a - b)).toEqual(struckOf(rowRest, [0, 1]));
  });

  it('take the pairs of a house by their higher digit first', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // In box 1, digits 1 and 4 only at r1c1 and r2c2, digits 2 and 3 only at r1c3 and r3c1:
    // SE meets {2, 3} first (its higher digit, 3, is lower than 4).
    const pairA = [cellAt(0, 0), cellAt(1, 1)];
    const pairB = [cellAt(0, 2), cellAt(2, 0)];
    for (const cell of [cellAt(0, 1), cellAt(1, 0), cellAt(1, 2), cellAt(2, 1), cellAt(2, 2)])
      work[cell] = ALL & ~bit(0) & ~bit(3) & ~bit(1) & ~bit(2);
    for (const cell of pairA) work[cell] = ALL & ~bit(1) & ~bit(2);
    for (const cell of pairB) work[cell] = ALL & ~bit(0) & ~bit(3);
    const found = inferencesAt(start, work);
    const removedDigits = (index: number): number[] =>
      [...new Set(found[index]!.eliminations.map((candidate) => candidate % 9))].sort((a, b) => a - b);
    expect(found.length).toBe(2);
    expect(found[0]!.eliminations.every((candidate) => pairB.includes((candidate / 9) | 0))).toBe(true);
    expect(removedDigits(0)).toEqual([4, 5, 6, 7, 8]);
    expect(found[1]!.eliminations.every((candidate) => pairA.includes((candidate / 9) | 0))).toBe(true);
  });

  it('are not sought in a house with four open cells or fewer', () => {
    const start = new Uint16Array(81).fill(ALL);
    // Row 1 has five givens; digits 1 and 2 were struck from r1c8 and r1c9, so they are left
    // only at r1c6 and r1c7, which also hold a 6: a hidden pair SE does not look for there (the
    // naked pair {3, 4} of r1c8 and r1c9 still strikes in box 3).
    for (let column = 0; column < 5; column++) start[cellAt(0, column)] = 0;
    for (const column of [5, 6]) start[cellAt(0, column)] = bit(0) | bit(1) | bit(5);
    for (const column of [7, 8]) start[cellAt(0, column)] = bit(0) | bit(1) | bit(2) | bit(3);
    const work = Uint16Array.from(start);
    for (const column of [7, 8]) work[cellAt(0, column)] = bit(2) | bit(3);
    const sixes = [cellAt(0, 5) * 9 + 5, cellAt(0, 6) * 9 + 5];
    const found = inferencesAt(start, work);
    expect(found.length).toBeGreaterThan(0);
    expect(found.flatMap(({ eliminations }) => eliminations).filter((candidate) => sixes.includes(candidate))).toEqual([]);
  });
});

describe('naked pairs at a stall', () => {
  it('take a box before the row that holds the same pair', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // r1c1 and r1c2 lost all but 1 and 2: a naked pair of box 1 and of row 1 alike, striking
    // nothing the other does not, so each house's pattern is its own inference.
    for (const cell of [cellAt(0, 0), cellAt(0, 1)]) work[cell] = bit(0) | bit(1);
    const found = inferencesAt(start, work);
    const cellsOf = (index: number): number[] =>
      [...new Set(found[index]!.eliminations.map((candidate) => (candidate / 9) | 0))].sort((a, b) => a - b);
    expect(found.length).toBe(2);
    expect(cellsOf(0)).toEqual([cellAt(0, 2), cellAt(1, 0), cellAt(1, 1), cellAt(1, 2), cellAt(2, 0), cellAt(2, 1), cellAt(2, 2)]);
    expect(cellsOf(1)).toEqual([2, 3, 4, 5, 6, 7, 8].map((column) => cellAt(0, column)));
  });
});

describe('pointing and claiming at a stall', () => {
  it('take every pointing along a column before any along a row', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // In box 1 digit 1 is left in row 1 only; in box 2 digit 1 is left in column 4 only.
    for (const cell of [cellAt(1, 0), cellAt(1, 1), cellAt(1, 2), cellAt(2, 0), cellAt(2, 1), cellAt(2, 2)]) work[cell] = ALL & ~bit(0);
    for (const cell of [cellAt(0, 4), cellAt(0, 5), cellAt(1, 4), cellAt(1, 5), cellAt(2, 4), cellAt(2, 5)]) work[cell] = ALL & ~bit(0);
    const found = inferencesAt(start, work);
    const cellsOf = (index: number): number[] => found[index]!.eliminations.map((candidate) => (candidate / 9) | 0);
    expect(found.length).toBe(2);
    expect(cellsOf(0)).toEqual([3, 4, 5, 6, 7, 8].map((row) => cellAt(row, 3)));
    expect(cellsOf(1)).toEqual([cellAt(0, 3), cellAt(0, 6), cellAt(0, 7), cellAt(0, 8)]);
  });

  it('take the covers crossing a base house in turn, each with all its digits', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // Column 1 has digit 2 left in box 1 only (rows 1–3), digit 1 in box 4 only (rows 4–6):
    // SE meets the claiming into box 1 first, though its digit is the higher.
    for (let row = 3; row < 9; row++) work[cellAt(row, 0)] = work[cellAt(row, 0)]! & ~bit(1);
    for (const row of [0, 1, 2, 6, 7, 8]) work[cellAt(row, 0)] = work[cellAt(row, 0)]! & ~bit(0);
    const found = inferencesAt(start, work);
    expect(found.map(({ eliminations }) => eliminations[0]! % 9)).toEqual([1, 0]);
  });
});

describe('X-wings at a stall', () => {
  it('take columns as base lines before rows', () => {
    const start = new Uint16Array(81).fill(ALL);
    const work = Uint16Array.from(start);
    // Digit 1 is left in rows 1 and 4 at columns 1 and 4 only (a row-based X-wing), and digit 2
    // in columns 6 and 9 at rows 6 and 9 only (a column-based one): SE meets the columns' first.
    for (const row of [0, 3])
      for (let column = 0; column < 9; column++)
        if (column !== 0 && column !== 3) work[cellAt(row, column)] = work[cellAt(row, column)]! & ~bit(0);
    for (const column of [5, 8])
      for (let row = 0; row < 9; row++) if (row !== 5 && row !== 8) work[cellAt(row, column)] = work[cellAt(row, column)]! & ~bit(1);
    const found = inferencesAt(start, work);
    expect(found.map(({ eliminations }) => eliminations[0]! % 9)).toEqual([1, 0]);
  });
});
