/**
 * Trial and error, the last resort that lets every valid puzzle finish: the most constrained
 * empty cell (fewest candidates, first in reading order) gets the value a complete search
 * of the position finds for it. It is a guess that happens to be right, recorded as a guess
 * (technique 'guess', trial and error) so raters can tell it from a deduction.
 */
import type { Grid } from '../grid/grid';
import { BitSolver } from '../solve/bitSolver';
import type { GuessStep } from '../step';
import { scratchKind } from './searchContext';
import type { Strategy, StrategyFamily } from './strategy';

/** Each context's solver, whose tables are kept from puzzle to puzzle (it is rewritten by each count). */
const SOLVER = scratchKind(() => new BitSolver());

/**
 * The guess for this position, or undefined when the position has no solution left. `solver`:
 * the search context's, or one made for the call.
 */
export function findGuess(grid: Grid, solver = new BitSolver()): GuessStep | undefined {
  let best = -1;
  let bestCount = 10;
  for (let cell = 0; cell < 81; cell++) {
    const bits = grid.candidateBits(cell);
    if (grid.value(cell) !== 0 || bits === 0) continue;
    let count = 0;
    for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
    if (count < bestCount) {
      best = cell;
      bestCount = count;
    }
  }
  if (best < 0) return undefined;
  if (solver.count(grid.toPuzzle(), 1) === 0) return undefined;
  const digit = solver.solutions[best]!;
  // The placed values may allow a solution the eliminations have already ruled out.
  if (!grid.hasCandidate(best, digit)) return undefined;
  return { kind: 'guess', cell: best, digit, depth: 1, placements: [{ cell: best, digit }], eliminations: [] };
}

const guessStrategy: Strategy = {
  technique: 'guess',
  search: (grid, sink, context) => {
    const step = findGuess(grid, context.get(SOLVER));
    if (step) sink.add(step);
  },
};

export const guess: StrategyFamily<never> = { strategies: [guessStrategy], handlers: {} };
