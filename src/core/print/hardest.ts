/**
 * The hardest technique a puzzle needs, for a printed hint line: the step of highest Sudoku
 * Explainer value on its SE-ordered logical path (the step that sets its ER rating).
 */
import type { Puzzle } from '../grid/puzzle';
import { seValueOf, solveLogically } from '../simulate/logical';
import { SE_SET, withoutGuess, withoutNested } from '../simulate/logicalPresets';
import { techniqueOf } from '../describeStep';
import { techniqueName } from '../techniques';

/**
 * The SE order up to its dynamic forcing chains: a printed set of hard puzzles must not wait
 * for nested chains, which take seconds to a minute per puzzle; a puzzle needing them says so.
 */
const HINT_SET = withoutNested(withoutGuess(SE_SET));

/**
 * The technique's name; a path that gets stuck (the puzzle needs nested forcing chains or a
 * guess) says so rather than naming the last thing it managed.
 */
export function hardestTechnique(puzzle: Puzzle): string | undefined {
  const trace = solveLogically(puzzle, HINT_SET);
  let hardest: { value: number; name: string } | undefined;
  for (const { step } of trace.steps) {
    const value = seValueOf(step);
    if (!hardest || value > hardest.value) hardest = { value, name: techniqueName(techniqueOf(step)) };
  }
  if (trace.outcome !== 'solved') return 'beyond forcing chains (needs nested chains or a guess)';
  return hardest?.name;
}
