/**
 * "Alternatives": at one point of a replayed solve, every application of the technique tier
 * the solver's step came from, the solver's own choice first.
 */
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveFrom, tierInstancesAt } from '../simulate/logical';
import { SearchContext } from '../strategies/searchContext';
import { techniqueOf } from '../describeStep';
import { positionOfGrid } from './position';
import { StepPricer } from './schemes';
import { resolvedSet, stepViewOf, techniqueSetOf, type ReplaySetArg } from './traceView';
import type { StepView } from './views';

/**
 * The alternatives at step `index` (0-based) of the set's solve of `puzzle` (normalized, 81
 * characters). Empty when the solve has no step `index` (it ended before). Each is priced as
 * it would be if taken there (for Sudoku of the Day: first or later use after the steps before).
 */
export function stepAlternatives(puzzle: string, setArg: ReplaySetArg, index: number): StepView[] {
  const set = resolvedSet(setArg);
  const parsed = asPuzzle(puzzle);
  const techniques = techniqueSetOf(set);
  const grid = Grid.fromPuzzle(parsed);
  // Counting options never changes the path, so the steps before are found uncounted; the
  // listing goes on with the solve's searches.
  const context = new SearchContext();
  const before = solveFrom(grid, parsed, techniques, { countOptions: false, maxSteps: index, context });
  if (before.steps.length < index) return [];
  const pricer = set.kind === 'custom' ? new StepPricer(set.id, set.set) : new StepPricer(set.id);
  for (const traced of before.steps) pricer.take(traced.technique);
  const instances = tierInstancesAt(grid, techniques, context);
  const position = positionOfGrid(grid);
  return instances.map((step) => {
    const traced = { step, technique: techniqueOf(step), options: instances.length };
    return stepViewOf(traced, index, set, pricer.peek(traced), position);
  });
}
