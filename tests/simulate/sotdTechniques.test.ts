/**
 * The `cost` rater's technique list is the site's: Sudoku of the Day lists Single Candidate on
 * every daily puzzle and nothing else on a Beginner one (naked singles solve it), so its solver
 * takes naked singles before hidden singles. Which singles finish a puzzle is decided here by the
 * simulation's own bitmask strategies, not by the logical solver under test.
 */
import { describe, expect, it } from 'vitest';
import { readSampleLines, sampleEvery } from '../support/data';
import { SimBoard } from '../../src/core/simulate/board';
import { solveByStrategiesAlone } from '../../src/core/simulate/cycles';
import { applyNakedSingles } from '../../src/core/simulate/fastStrategies';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import type { CostRating } from '../../src/core/rate/cost';

// The bundled Sudoku-of-the-Day-levels sample: puzzle,level,cost.
const rows = readSampleLines('sotd-levels.csv')
  .slice(1)
  .map((line) => line.split(',') as [string, string, string]);

const costOf = (puzzle: string): CostRating => ratePuzzle(puzzle, ['cost']).cost as CostRating;
const emptyCells = (puzzle: string): number => [...puzzle].filter((char) => char === '.').length;

function nakedSinglesSolve(puzzle: string): boolean {
  const board = SimBoard.fromPuzzle(puzzle);
  applyNakedSingles(board, true);
  return board.isSolved();
}

describe('Sudoku of the Day technique lists', () => {
  it('lists only Single Candidate for a Beginner puzzle naked singles solve, at 100 per empty cell', () => {
    const nakedOnly = rows.filter(([puzzle, level]) => level === 'Beginner' && nakedSinglesSolve(puzzle)).slice(0, 20);
    expect(nakedOnly.length).toBeGreaterThan(5);
    for (const [puzzle] of nakedOnly) {
      const { score, techniques } = costOf(puzzle);
      expect({ score, techniques }).toEqual({ score: 100 * emptyCells(puzzle), techniques: { 'Single Candidate': emptyCells(puzzle) } });
    }
  });

  it('lists Single Position too where naked singles stall and hidden singles go on', () => {
    const needHidden = rows
      .filter(([puzzle]) => !nakedSinglesSolve(puzzle) && solveByStrategiesAlone(SimBoard.fromPuzzle(puzzle), 2).solved)
      .slice(0, 20);
    expect(needHidden.length).toBeGreaterThan(5);
    for (const [puzzle] of needHidden) {
      const { score, techniques } = costOf(puzzle);
      expect(Object.keys(techniques).sort()).toEqual(['Single Candidate', 'Single Position']);
      expect(score).toBe(100 * emptyCells(puzzle));
    }
  });

  it('lists Single Candidate for every puzzle, at every level', () => {
    for (const [puzzle, level] of sampleEvery(rows, 30)) expect(costOf(puzzle).techniques, level).toHaveProperty(['Single Candidate']);
  });
});
