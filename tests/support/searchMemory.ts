/**
 * The check every search memory gets: a strategy that keeps what it found from one search to
 * the next (in its solve's `SearchContext`) must find exactly what a fresh search finds.
 */
import { expect } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import type { Puzzle } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import type { TechniqueSet } from '../../src/core/simulate/logicalPresets';
import { Rng } from '../../src/core/simulate/rng';
import { examinePuzzle } from '../../src/core/solve/index';
import { applyStep, type Step } from '../../src/core/step';
import { SearchContext } from '../../src/core/strategies/searchContext';
import { allSteps, type Strategy } from '../../src/core/strategies/strategy';

const described = (steps: readonly Step[]): string[] => steps.map((step) => JSON.stringify(step));

/**
 * Walks the solve of `puzzle` by `set` with one context for every search, as a solve uses it,
 * and expects `strategy` to find with it what it finds with a fresh context: at each position,
 * and at `nearbyPerPosition` nearby ones (one wrong candidate fewer each, cells drawn from
 * `seed`), as another search leaves a position. Returns how many nearby positions were compared
 * and how many steps were found there, for the caller to check the walk was not empty.
 */
export function compareWithFreshSearches(
  strategy: Strategy,
  puzzle: Puzzle,
  set: TechniqueSet,
  { nearbyPerPosition, seed }: { nearbyPerPosition: number; seed: number },
): { compared: number; found: number } {
  const solution = examinePuzzle(puzzle).solution!;
  const grid = Grid.fromPuzzle(puzzle);
  const rng = new Rng(seed);
  const shared = new SearchContext();
  let compared = 0;
  let found = 0;
  for (const { step } of solveLogically(puzzle, set, { countOptions: false }).steps) {
    expect(described(allSteps(strategy, grid, shared))).toEqual(described(allSteps(strategy, grid)));
    for (let k = 0; k < nearbyPerPosition; k++) {
      const nearby = grid.clone();
      const cell = rng.below(81);
      const wrong = nearby.candidates(cell).filter((digit) => digit !== solution.charCodeAt(cell) - 48);
      if (wrong.length === 0) continue;
      nearby.eliminate(cell, wrong[rng.below(wrong.length)]!);
      const steps = allSteps(strategy, nearby, shared);
      expect(described(steps)).toEqual(described(allSteps(strategy, nearby)));
      compared++;
      found += steps.length;
    }
    applyStep(grid, step);
  }
  return { compared, found };
}
