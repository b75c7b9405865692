import { describe, expect, it } from 'vitest';
import { candidatesOf, hasMarks, isSolved, mistakesOf, NO_MARKS, placeDigit, samePosition, toggledMark, withCellDigit } from './playGrid';

/** Wikipedia's example puzzle and its published solution. */
const GIVENS = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'.replace(/\./g, '0');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function maskOf(...digits: number[]): number {
  return digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);
}

describe('the player grid', () => {
  it('lists the candidates of empty cells from the digits they see', () => {
    const candidates = candidatesOf(GIVENS);
    // r1c3 sees 5 3 7 (row), 8 (column) and 6 9 8 (box): 1 2 4 remain.
    expect(candidates[2]).toBe(maskOf(1, 2, 4));
    expect(candidates[0]).toBe(0);
    // Every solution digit is among its cell's candidates.
    for (let cell = 0; cell < 81; cell++) {
      if (GIVENS[cell] === '0') expect(candidates[cell]! & maskOf(Number(SOLUTION[cell]))).not.toBe(0);
    }
  });

  it('toggles a mark on and off', () => {
    const once = toggledMark(NO_MARKS, 10, 4);
    expect(once[10]).toBe(maskOf(4));
    expect(hasMarks(once)).toBe(true);
    expect(toggledMark(once, 10, 4)[10]).toBe(0);
  });

  it('clears the placed digit from the marks of the cells it sees, and the cell own marks', () => {
    const marks = candidatesOf(GIVENS);
    const placed = placeDigit({ values: GIVENS, marks }, 2, 4);
    expect(placed.values[2]).toBe('4');
    expect(placed.marks[2]).toBe(0);
    // r1c4 (same row) loses 4; r5c5 (no relation) keeps its marks.
    expect(placed.marks[3]! & maskOf(4)).toBe(0);
    expect(placed.marks[40]).toBe(marks[40]);
  });

  it('finds wrong digits and marks that leave out the answer, never the givens', () => {
    const marks = [...NO_MARKS];
    marks[3] = maskOf(1, 2); // r1c4 is 6 in the solution
    marks[5] = maskOf(8, 9); // r1c6 is 8: fine
    const position = { values: withCellDigit(withCellDigit(GIVENS, 2, 1), 6, 9), marks };
    expect(mistakesOf(position, GIVENS, SOLUTION)).toEqual([2, 3]);
  });

  it('knows when the grid is the solution', () => {
    expect(isSolved(SOLUTION, SOLUTION)).toBe(true);
    expect(isSolved(GIVENS, SOLUTION)).toBe(false);
    expect(isSolved(SOLUTION, null)).toBe(false);
  });

  it('compares positions by digits and marks', () => {
    const a = { values: GIVENS, marks: NO_MARKS };
    expect(samePosition(a, { values: GIVENS, marks: [...NO_MARKS] })).toBe(true);
    expect(samePosition(a, { values: GIVENS, marks: toggledMark(NO_MARKS, 0, 1) })).toBe(false);
  });
});
