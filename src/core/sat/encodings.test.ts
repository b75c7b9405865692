import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { clauseLengthCounts, countUsedVariables, type Cnf } from './cnf';
import { EMPTY_GRID_CLAUSES, encodeExtended, encodeMaximum, encodeMinimum } from './encodings';

// A published puzzle (Norvig's "easy" example) and its solution, checked by hand-independent means in tests/sat.
const PUZZLE = asPuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** Whether the full assignment described by a solution grid satisfies every clause. */
function satisfies(cnf: Cnf, grid: string): boolean {
  const isTrue = (literal: number): boolean => {
    const variable = Math.abs(literal);
    const holds = grid.charCodeAt(((variable - 1) / 9) | 0) - 48 === ((variable - 1) % 9) + 1;
    return literal > 0 ? holds : !holds;
  };
  return cnf.clauses.every((clause) => clause.some(isTrue));
}

describe('maximum encoding', () => {
  it('has 11,988 clauses for the empty grid: 324 nine-literal and 11,664 binary', () => {
    const cnf = encodeMaximum(asPuzzle('.'.repeat(81)));
    expect(cnf.clauses).toHaveLength(EMPTY_GRID_CLAUSES);
    const lengths = clauseLengthCounts(cnf);
    expect(lengths[9]).toBe(324);
    expect(lengths[2]).toBe(4 * 2916);
    expect(countUsedVariables(cnf)).toBe(729);
  });

  it('adds one unit clause per given, naming candidate + 1', () => {
    const cnf = encodeMaximum(PUZZLE);
    const givens = [...PUZZLE].filter((char) => char !== '.').length;
    expect(cnf.clauses).toHaveLength(EMPTY_GRID_CLAUSES + givens);
    const units = cnf.clauses.filter((clause) => clause.length === 1).map((clause) => clause[0]);
    expect(units).toContain(2 * 9 + 3); // r1c3 = 3: cell 2, digit 3
    expect(units).toHaveLength(givens);
  });

  it('is satisfied by the solution and by nothing that breaks a rule', () => {
    const cnf = encodeMaximum(PUZZLE);
    expect(satisfies(cnf, SOLUTION)).toBe(true);
    const swapped = SOLUTION[1]! + SOLUTION[0]! + SOLUTION.slice(2); // two cells of row 1 exchanged: still a valid row, breaks columns
    expect(satisfies(cnf, swapped)).toBe(false);
  });
});

describe('extended encoding', () => {
  it("is the maximum encoding's clause set (cell and house definedness and uniqueness)", () => {
    expect(encodeExtended(PUZZLE)).toEqual(encodeMaximum(PUZZLE));
  });
});

describe('minimum encoding', () => {
  it('has exactly 4 × empty cells at-least-one clauses and no unit clause for givens', () => {
    const cnf = encodeMinimum(PUZZLE);
    const empty = [...PUZZLE].filter((char) => char === '.').length;
    const atLeastOne = cnf.clauses.filter((clause) => clause[0]! > 0);
    expect(atLeastOne).toHaveLength(4 * empty);
    expect(cnf.clauses.filter((clause) => clause.length === 2 && clause[0]! < 0).length).toBe(cnf.clauses.length - atLeastOne.length);
  });

  it('uses only candidates the givens leave, and keeps the solution a model', () => {
    const cnf = encodeMinimum(PUZZLE);
    for (const clause of cnf.clauses) {
      for (const literal of clause) {
        const variable = Math.abs(literal);
        const cell = ((variable - 1) / 9) | 0;
        expect(PUZZLE[cell]).toBe('.');
      }
    }
    expect(satisfies(cnf, SOLUTION)).toBe(true);
    // r1c1 sees 3, 2, 6 in row 1, 9, 7, 8 in column 1 and 3, 9, 1 in box 1: 4 and 5 are left.
    expect(cnf.clauses[0]).toEqual([4, 5]);
  });

  it('needs no clause at all for a full grid', () => {
    expect(encodeMinimum(asPuzzle(SOLUTION)).clauses).toHaveLength(0);
  });
});
