/**
 * A random solution grid. The three diagonal boxes never see each other, so any three
 * permutations of 1..9 placed there are consistent and always complete to a grid; the engine's
 * solver (src/core/solve) completes them, and a random transform of the grid's symmetry group
 * (band, stack, row and column order, transposition, relabelling) spreads the result over
 * unrelated-looking grids, since the solver's completion itself is deterministic.
 */
import { applyTransform, makeRandomTransform } from '../canonical/transform';
import { asPuzzle, asSolution, type Solution } from '../grid/puzzle';
import { solve } from '../solve/solve';
import { shuffle, unitFloat, type Rng } from './random';

const DIAGONAL_BOXES = [0, 4, 8];

export function randomSolutionGrid(rng: Rng): Solution {
  const cells = new Array<string>(81).fill('.');
  for (const box of DIAGONAL_BOXES) {
    const digits = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], rng);
    const top = Math.floor(box / 3) * 27 + (box % 3) * 3;
    digits.forEach((digit, i) => (cells[top + Math.floor(i / 3) * 9 + (i % 3)] = String(digit)));
  }
  const outcome = solve(asPuzzle(cells.join('')));
  // Three diagonal boxes have many completions; the solver reports the first two.
  if (outcome.status === 'none') throw new Error('diagonal boxes without a completion');
  const grid = outcome.status === 'unique' ? outcome.solution : outcome.solutions[0];
  return asSolution(
    applyTransform(
      grid,
      makeRandomTransform(() => unitFloat(rng)),
    ),
  );
}
