import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { examinePuzzle } from '../../src/core/solve/index';
import '../../src/core/strategies/registry';
import { fullHouse, hiddenSingleBox, hiddenSingleColumn, hiddenSingleRow, nakedSingle } from '../../src/core/strategies/singles';
import { allSteps } from '../../src/core/strategies/strategy';
import { readSharedLines, sampleEvery } from '../support/data';
import { Rng } from '../../src/core/simulate/rng';
import { sisusRating, sisusRun } from '../../src/core/simulate/sisus';

const kaggle = readSharedLines('kaggle-radcliffe-5000.csv')
  .slice(1)
  .map((line) => line.split(','));

/** Distinct single placements in a position, by the strategy finders of src/core/strategies. */
function singlesByFinders(puzzle: string): number {
  const grid = Grid.fromPuzzle(asPuzzle(puzzle));
  const steps = [fullHouse, hiddenSingleRow, hiddenSingleColumn, hiddenSingleBox, nakedSingle].flatMap((s) => allSteps(s, grid));
  return new Set(steps.map((step) => `${step.placements[0]!.cell}:${step.placements[0]!.digit}`)).size;
}

describe("SiSuS (Pelánek's simple solver model)", () => {
  it('counts at its first step the distinct single placements the strategy finders see', () => {
    for (const [puzzle] of sampleEvery(kaggle, 250)) {
      const text = puzzle!.replace(/0/g, '.');
      const solution = examinePuzzle(text).solution!;
      expect(sisusRun(text, solution, new Rng(1)).options[0]).toBe(singlesByFinders(text));
    }
  });

  it('needs no refutation on a puzzle singles solve, and some on a harder one', () => {
    const [easy, easySolution] = kaggle[0]!; // Beginner
    expect(sisusRating(easy!, easySolution!).refutation).toBe(0);
    const [hard, hardSolution] = kaggle.find((row) => row[4] === 'Expert')!;
    const rating = sisusRating(hard!, hardSolution!, { runs: 5 });
    expect(rating.refutation === null || rating.refutation > 0).toBe(true);
    expect(rating.dependency).toBeLessThan(sisusRating(easy!, easySolution!, { runs: 5 }).dependency);
  });

  it('keeps at most k = 25 steps for the dependency metric and is reproducible from its seed', () => {
    const [puzzle, solution] = kaggle[1]!;
    const run = sisusRun(puzzle!, solution!, new Rng(3));
    expect(run.options.length).toBe(25);
    expect(sisusRun(puzzle!, solution!, new Rng(3))).toEqual(run);
    expect(sisusRating(puzzle!, solution!, { runs: 4, seed: 8 })).toEqual(sisusRating(puzzle!, solution!, { runs: 4, seed: 8 }));
  });
});
