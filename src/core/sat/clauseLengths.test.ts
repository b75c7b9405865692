import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { clauseStatistics } from './clauseLengths';
import { countUsedVariables } from './cnf';
import { encodeMinimum } from './encodings';

const PUZZLE = asPuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

describe('clauseStatistics', () => {
  it('counts the same lengths as the clauses encodeMinimum builds', () => {
    const cnf = encodeMinimum(PUZZLE);
    const built = new Array(9).fill(0);
    for (const clause of cnf.clauses) if (clause[0]! > 0) built[clause.length - 1]++;
    const { cld, counts } = clauseStatistics(PUZZLE);
    expect(cld.hist).toEqual(built);
    expect(cld.clauses).toBe(cnf.clauses.length);
    expect(cld.variables).toBe(countUsedVariables(cnf));
    expect(counts.minimumAtLeastOne).toBe(4 * counts.emptyCells);
  });

  it('splits the at-least-one clauses into short (k ≤ 2), medium (3–5) and long (k ≥ 6) shares', () => {
    const { cld } = clauseStatistics(PUZZLE);
    const total = cld.hist.reduce((sum, n) => sum + n, 0);
    const share = (from: number, to: number): number =>
      Math.round((10000 * cld.hist.slice(from - 1, to).reduce((s, n) => s + n, 0)) / total) / 100;
    expect(cld.shortPct).toBe(share(1, 2));
    expect(cld.mediumPct).toBe(share(3, 5));
    expect(cld.longPct).toBe(share(6, 9));
  });

  it('gives the empty grid 324 clauses of nine literals, all long', () => {
    const { cld, counts } = clauseStatistics(asPuzzle('.'.repeat(81)));
    expect(cld.hist).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 324]);
    expect(cld.longPct).toBe(100);
    expect(counts.maximumClauses).toBe(11988);
    expect(cld.clauses).toBe(11988);
  });

  it('gives a grid with one empty cell four unit clauses, all short', () => {
    const puzzle = asPuzzle('.' + SOLUTION.slice(1));
    const { cld, counts } = clauseStatistics(puzzle);
    expect(cld.hist).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(cld.shortPct).toBe(100);
    expect(counts.maximumClauses).toBe(11988 + 80);
    expect(cld.variables).toBe(1);
  });
});
