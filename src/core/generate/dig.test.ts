import { describe, expect, it } from 'vitest';
import { asPuzzle, clueCount } from '../grid/puzzle';
import { countSolutions } from '../solve/solve';
import { solutionProblem } from '../solve/verify';
import { dig, DigPath, isMinimal, withOrbitsBack } from './dig';
import { randomSolutionGrid } from './fullGrid';
import { Rng, puzzleSeed } from './random';
import { hasSymmetry, SYMMETRY_NAMES } from './symmetry';

const unique = (puzzle: string): boolean => countSolutions(asPuzzle(puzzle), 2) === 1;

/** Minimality checked given by given, independently of isMinimal's orbit walk. */
function everyGivenNeeded(puzzle: string): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] === '.') continue;
    if (unique(puzzle.slice(0, cell) + '.' + puzzle.slice(cell + 1))) return false;
  }
  return true;
}

describe('random solution grids', () => {
  it('are valid grids, the same for the same seed and different for different seeds', () => {
    const grids = [1, 2, 3].map((seed) => randomSolutionGrid(new Rng(puzzleSeed(7, seed))));
    for (const grid of grids) expect(solutionProblem('.'.repeat(81), grid)).toBeUndefined();
    expect(new Set(grids).size).toBe(3);
    expect(randomSolutionGrid(new Rng(puzzleSeed(7, 1)))).toBe(grids[0]);
  });
});

describe('dig', () => {
  it('ends on a unique, minimal puzzle of the grid', () => {
    for (let index = 0; index < 5; index++) {
      const rng = new Rng(puzzleSeed(3, index));
      const grid = randomSolutionGrid(rng);
      const path = dig(grid, rng, { symmetry: 'none' });
      expect(path.finished).toBe(true);
      expect(unique(path.end)).toBe(true);
      expect(everyGivenNeeded(path.end)).toBe(true);
      expect(isMinimal(path.end)).toBe(true);
      expect(solutionProblem(path.end, grid)).toBeUndefined();
    }
  });
  it('keeps every symmetry, and ends minimal for orbits of givens', () => {
    for (const symmetry of SYMMETRY_NAMES) {
      const rng = new Rng(puzzleSeed(4, SYMMETRY_NAMES.indexOf(symmetry)));
      const path = dig(randomSolutionGrid(rng), rng, { symmetry });
      expect(hasSymmetry(path.end, symmetry), symmetry).toBe(true);
      expect(isMinimal(path.end, symmetry), symmetry).toBe(true);
    }
  });
  it('gives a path of unique puzzles, each one orbit smaller than the one before', () => {
    const rng = new Rng(puzzleSeed(5, 0));
    const path = dig(randomSolutionGrid(rng), rng, { symmetry: 'rotate180' });
    for (let step = 0; step <= path.length; step += 5) {
      const puzzle = path.puzzleAt(step);
      expect(unique(puzzle)).toBe(true);
      expect(clueCount(puzzle)).toBe(81 - path.removed.slice(0, step).reduce((sum, orbit) => sum + orbit.length, 0));
    }
    expect(path.puzzleAt(path.length)).toBe(path.end);
  });
  it('stops at a clue count and goes on from there to the same minimal puzzle as one uninterrupted dig', () => {
    const grid = randomSolutionGrid(new Rng(11));
    const stopped = new DigPath(grid, new Rng(12), 'none').digTo(40);
    expect(stopped.clueCount).toBe(40);
    expect(stopped.finished).toBe(false);
    expect(isMinimal(stopped.end)).toBe(false);
    const whole = new DigPath(grid, new Rng(12), 'none').digTo(0);
    expect(stopped.digTo(0).end).toBe(whole.end);
  });
});

describe('isMinimal', () => {
  it('is false for a puzzle with a removable given and for one without a unique solution', () => {
    const rng = new Rng(21);
    const grid = randomSolutionGrid(rng);
    const minimal = dig(grid, rng, { symmetry: 'none' }).end;
    const blank = minimal.indexOf('.');
    const extra = minimal.slice(0, blank) + grid[blank] + minimal.slice(blank + 1);
    expect(isMinimal(extra)).toBe(false);
    const given = minimal.search(/[1-9]/);
    expect(isMinimal(minimal.slice(0, given) + '.' + minimal.slice(given + 1))).toBe(false);
  });
});

describe('withOrbitsBack', () => {
  it('gives back whole orbits with the solution digits', () => {
    const rng = new Rng(31);
    const grid = randomSolutionGrid(rng);
    const minimal = dig(grid, rng, { symmetry: 'rotate90' }).end;
    const start = withOrbitsBack(minimal, grid, 2, rng, 'rotate90');
    expect(clueCount(asPuzzle(start)) - clueCount(minimal)).toBeGreaterThanOrEqual(5);
    expect(hasSymmetry(start, 'rotate90')).toBe(true);
    expect(solutionProblem(start, grid)).toBeUndefined();
  });
});
