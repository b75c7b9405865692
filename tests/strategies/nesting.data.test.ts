/**
 * Solves nest: a solve started from inside a strategy's sink, or a rater that rates another
 * puzzle while the raters of one puzzle run, must find exactly what each finds alone. Each solve
 * keeps its working state in its own search context, so the inner one cannot overwrite what the
 * outer one is still reading or remembering.
 */
import { describe, expect, it } from 'vitest';
import { readSharedLines, sampleEvery } from '../support/data';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle, asSolution, type Puzzle } from '../../src/core/grid/puzzle';
import { PuzzleMemo } from '../../src/core/rater';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET } from '../../src/core/simulate/logicalPresets';
import { examinePuzzle } from '../../src/core/solve/index';
import { applyStep, type Step } from '../../src/core/step';
import { allStrategies } from '../../src/core/strategies/registry';
import { SearchContext } from '../../src/core/strategies/searchContext';
import { allSteps, type StepSink } from '../../src/core/strategies/strategy';

const RATERS = ['cost', 'grader', 'se', 'hodoku'];
const HARD = sampleEvery(readSharedLines('magictour-top1465.txt'), 30).map((line) => line.slice(0, 81).replace(/0/g, '.'));

/** Every position along the SE-order solve of `puzzle`. */
function positionsOf(puzzle: Puzzle): Grid[] {
  const grid = Grid.fromPuzzle(puzzle);
  const positions: Grid[] = [];
  for (const { step } of solveLogically(puzzle, SE_SET, { countOptions: false }).steps) {
    positions.push(grid.clone());
    applyStep(grid, step);
  }
  return positions;
}

/** Keeps every step offered, running `run` (and keeping what it gives) after each of the first few. */
class NestingSink implements StepSink {
  readonly steps: Step[] = [];
  readonly inner: unknown[] = [];
  constructor(private readonly run: () => unknown) {}
  add(step: Step): boolean {
    this.steps.push(step);
    if (this.inner.length < 3) this.inner.push(this.run());
    return false;
  }
}

describe('nested solves', () => {
  it('a solve inside a strategy’s sink finds what it finds alone, and the strategy too', () => {
    // The inner puzzle is hard: its solve runs every tier of the SE order, the pattern, subset,
    // exclusion and chain searches among them, on a grid of its own.
    const inner = asPuzzle(HARD[1]!);
    const innerAlone = solveLogically(inner, SE_SET);
    const positions = [HARD[0]!, HARD[2]!, HARD[3]!].flatMap((text) => positionsOf(asPuzzle(text)));
    let nested = 0;
    for (const strategy of allStrategies()) {
      // Nested forcing chains keep nothing in the context (their memory is of pure answers, by
      // position), and a whole nested search on an early position of these puzzles takes minutes.
      if (strategy.technique === 'guess' || strategy.technique.startsWith('nested-')) continue;
      // A position where the search offers more than one step: the inner solve runs while the
      // search still has steps to offer.
      const context = new SearchContext();
      const position = positions.find((grid) => allSteps(strategy, grid, context).length > 1);
      if (!position) continue;
      const alone = allSteps(strategy, position, context);
      const sink = new NestingSink(() => solveLogically(inner, SE_SET));
      strategy.search(position, sink, context);
      expect(sink.steps, strategy.technique).toEqual(alone);
      for (const trace of sink.inner) expect(trace).toEqual(innerAlone);
      nested++;
    }
    // The sample must reach the searches that keep state while they offer steps.
    expect(nested).toBeGreaterThan(20);
  }, 600_000);

  it('a rater that rates another puzzle between the raters of one gives both their ratings alone', () => {
    let reachesChains = 0;
    for (let k = 0; k < HARD.length; k++) {
      const [outer, inner] = [HARD[k]!, HARD[(k + 1) % HARD.length]!];
      const outerAlone = ratePuzzle(outer, RATERS);
      const innerAlone = ratePuzzle(inner, RATERS);
      // What ratePuzzle does, with a rater in the middle that rates the inner puzzle in full.
      const status = examinePuzzle(outer);
      const input = { puzzle: asPuzzle(status.puzzle!), solution: asSolution(status.solution!) };
      const memo = new PuzzleMemo();
      const row: Record<string, unknown> = { puzzle: status.puzzle };
      let innerNested: unknown;
      for (const id of RATERS) {
        row[id] = findRater(id)!.rate(input, {}, memo);
        if (id === 'se') innerNested = ratePuzzle(inner, RATERS);
      }
      expect({ ...row, error: null }).toEqual(outerAlone);
      expect(innerNested).toEqual(innerAlone);
      // The raters of one puzzle share what their forcing-chain searches remember (which saves
      // work and never changes a rating: raterIndependence.data.test.ts). The sample must hold
      // puzzles whose solves reach those searches, so the inner rating runs while the outer
      // puzzle's memory holds something.
      if (
        solveLogically(asPuzzle(outer), SE_SET, { countOptions: false }).steps.some(({ technique }) => technique.includes('forcing-chain'))
      )
        reachesChains++;
    }
    expect(reachesChains).toBeGreaterThan(0);
  }, 600_000);
});
