import { describe, expect, it } from 'vitest';
import { clueCount } from '../../src/core/grid/puzzle';
import { clauseStatistics } from '../../src/core/sat/clauseLengths';
import { EMPTY_GRID_CLAUSES, encodeMaximum, encodeMinimum } from '../../src/core/sat/encodings';
import { solve } from '../../src/core/solve/index';
import { samplePuzzles, truthOf } from './puzzles';

const PUZZLES = [
  ...samplePuzzles('royle17-49158.txt', 2000),
  ...samplePuzzles('forum-hardest-11plus-5000.txt', 500),
  ...samplePuzzles('sudoku-exchange-diabolical.txt', 2000),
];

describe('encodings on real puzzles', () => {
  it('maximum: 11,988 + givens clauses for every puzzle', () => {
    for (const puzzle of PUZZLES) expect(encodeMaximum(puzzle).clauses.length).toBe(EMPTY_GRID_CLAUSES + clueCount(puzzle));
  });

  it('minimum: exactly 4 × empty cells at-least-one clauses, and the counts clauseStatistics reports', () => {
    for (const puzzle of PUZZLES) {
      const cnf = encodeMinimum(puzzle);
      const atLeastOne = cnf.clauses.filter((clause) => clause[0]! > 0).length;
      const stats = clauseStatistics(puzzle);
      expect(atLeastOne).toBe(4 * (81 - clueCount(puzzle)));
      expect(stats.counts.minimumClauses).toBe(cnf.clauses.length);
    }
  });

  it("the backtracker's solution is a model of both encodings", () => {
    for (const puzzle of PUZZLES) {
      const outcome = solve(puzzle);
      if (outcome.status !== 'unique') throw new Error(`not unique: ${puzzle}`);
      const truth = truthOf(outcome.solution);
      for (const cnf of [encodeMinimum(puzzle), encodeMaximum(puzzle)]) {
        const broken = cnf.clauses.filter((clause) => !clause.some((literal) => (literal > 0 ? truth(literal) > 0 : truth(-literal) < 0)));
        expect(broken).toEqual([]);
      }
    }
  });
});
