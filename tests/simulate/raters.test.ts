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

  it('put a Beginner puzzle in easy and AI Escargot in hard on the universal scale, from the NHC-4 mean they report', () => {
    const beginner = readSampleLines('sotd-levels.csv')[1]!.split(',')[0]!;
    const escargot = readSampleLines('named-classics.tsv')
      .find((line) => line.startsWith('AI Escargot\t'))!
      .split('\t')[1]!;
    const rate = (text: string) =>
      ratePuzzle(text, ['nhc4', 'universal'], { runs: 8, seed: 1 }) as unknown as { nhc4: { mean: number }; universal: { nhc: string } };
    const easy = rate(beginner);
    const hard = rate(escargot);
    // Singles alone finish a Beginner puzzle in a couple of cycles; AI Escargot takes several guesses.
    expect(easy.nhc4.mean).toBeLessThan(3);
    expect(easy.universal.nhc).toBe('easy');
    expect(hard.nhc4.mean).toBeGreaterThan(7);
    expect(hard.universal.nhc).toBe('hard');
  });
});
