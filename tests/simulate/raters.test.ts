import { describe, expect, it } from 'vitest';
import { readSampleLines } from '../support/data';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';

// A middle row of the bundled Sudoku-of-the-Day-levels sample (puzzle,level,cost): a Medium puzzle.
const [puzzle] = readSampleLines('sotd-levels.csv')[700]!.split(',');

describe('the simulation raters', () => {
  it('are registered with the options that change them', () => {
    expect(findRater('nhc4')!.usesOptions).toEqual(['runs', 'seed']);
    expect(findRater('nhc2')!.usesOptions).toEqual(['runs', 'seed']);
    expect(findRater('sisus')!.usesOptions).toEqual(['runs', 'seed']);
    expect(findRater('universal')!.usesOptions).toEqual(['runs', 'seed']);
    expect(findRater('alone')!.usesOptions).toEqual([]);
    expect(findRater('nishioH')!.usesOptions).toEqual([]);
  });

  it('give the value shapes of issue 4, reproducibly', () => {
    const ids = ['alone', 'nhc2', 'nhc4', 'nishioH', 'sisus', 'universal'];
    const row = ratePuzzle(puzzle!, ids, { runs: 10, seed: 3 });
    expect(row.error).toBeNull();
    expect(Object.keys(row.alone as object)).toEqual(['2', '3', '4']);
    expect(Object.keys(row.nhc4 as object).sort()).toEqual(['max', 'mean', 'median', 'min', 'runs', 'sd']);
    expect((row.nhc4 as { runs: number }).runs).toBe(10);
    expect(Object.keys(row.nishioH as object)).toEqual(['cycles2', 'cycles4']);
    expect(Object.keys(row.sisus as object)).toEqual(['refutation', 'dependency']);
    expect(Object.keys(row.universal as object)).toEqual(['nhc', 'cld']);
    expect(ratePuzzle(puzzle!, ids, { runs: 10, seed: 3 })).toEqual(row);
  });

  it('rate universal.nhc from the same NHC-4 mean the nhc4 rater reports', () => {
    const row = ratePuzzle(puzzle!, ['nhc4', 'universal'], { runs: 8 });
    const mean = (row.nhc4 as { mean: number }).mean;
    const expected = mean < 3.48 ? 'easy' : mean < 6.52 ? 'medium' : 'hard';
    expect((row.universal as { nhc: string }).nhc).toBe(expected);
  });
});
