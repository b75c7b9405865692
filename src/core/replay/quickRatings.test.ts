import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { ratePuzzle } from '../rate/ratePuzzle';
import { countSolutions } from '../solve/index';
import { quickRatingsOf, redundantGivensOf } from './quickRatings';
import { EASTER_MONSTER, TWO_SOLUTIONS, WIKIPEDIA } from '../../../tests/support/replayPuzzles';

describe('quickRatingsOf', () => {
  it('gives the numbers `patti rate --raters se,cost,nhc4,universal` gives', () => {
    const row = ratePuzzle(WIKIPEDIA, ['se', 'cost', 'nhc4', 'universal']);
    expect(quickRatingsOf(WIKIPEDIA)).toEqual({
      puzzle: WIKIPEDIA,
      seEr: (row.se as { er: number }).er,
      costScore: (row.cost as { score: number }).score,
      costLevel: (row.cost as { level: string }).level,
      nhc4: (row.nhc4 as { mean: number }).mean,
      universal: (row.universal as { nhc: string }).nhc,
    });
  });

  it('says what a puzzle beyond Diabolical needs beside its level', () => {
    // Cheese, one of the named classics: the site's techniques stop after 4200 worth of steps.
    const cheese = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';
    expect(quickRatingsOf(cheese)).toMatchObject({ costScore: 4200, costLevel: 'Beyond Diabolical — needs dynamic forcing chain (+)' });
  });

  it('answers a puzzle without one solution with the problem', () => {
    expect(quickRatingsOf(TWO_SOLUTIONS)).toMatchObject({ kind: 'problem', reason: 'multiple-solutions' });
  });
});

describe('redundantGivensOf', () => {
  it('lists exactly the givens whose removal keeps one solution', () => {
    const found = redundantGivensOf(WIKIPEDIA);
    if ('kind' in found) throw new Error(found.message);
    expect(found.cells.length).toBeGreaterThan(0);
    for (let cell = 0; cell < 81; cell++) {
      if (WIKIPEDIA[cell] === '.') continue;
      const without = asPuzzle(WIKIPEDIA.slice(0, cell) + '.' + WIKIPEDIA.slice(cell + 1));
      expect(found.cells.includes(cell)).toBe(countSolutions(without) === 1);
    }
  });

  it('finds none in a minimal puzzle', () => {
    expect(redundantGivensOf(EASTER_MONSTER)).toEqual({ puzzle: EASTER_MONSTER, cells: [] });
  });
});
