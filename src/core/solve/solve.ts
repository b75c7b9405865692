import { asSolution, type Puzzle, type Solution } from '../grid/index';
import { parsePuzzle } from '../format/puzzleText';
import type { PuzzleErrorKind } from '../format/givens';
import { BitSolver } from './bitSolver';

/** The answer to "what are this puzzle's solutions?", enough to tell unique from none from several. */
export type SolveOutcome =
  | { readonly status: 'unique'; readonly solution: Solution }
  | { readonly status: 'none' }
  | { readonly status: 'multiple'; readonly solutions: readonly [Solution, Solution] };

/**
 * Everything the CLI, the app API and the tests report about one piece of puzzle text:
 * the normalized puzzle (null when it does not parse), the status, the solution when it is
 * unique, and the parse error when it is invalid.
 */
export interface PuzzleStatus {
  readonly puzzle: string | null;
  readonly status: 'unique' | 'none' | 'multiple' | 'invalid';
  readonly solution: string | null;
  readonly error: null | { readonly kind: PuzzleErrorKind; readonly message: string };
}

/** One engine per thread; its buffers are reused by every call. */
const engine = new BitSolver();

/** Number of solutions of the puzzle: 0, 1, …, stopping at `limit` (2 answers "is it unique?"). */
export function countSolutions(puzzle: Puzzle, limit = 2): number {
  return engine.count(puzzle, Math.max(1, Math.floor(limit)));
}

/** Solves the puzzle, telling a unique solution from none and from several (two are shown). */
export function solve(puzzle: Puzzle): SolveOutcome {
  const found = engine.count(puzzle, 2);
  if (found === 0) return { status: 'none' };
  const first = solutionAt(0);
  if (found === 1) return { status: 'unique', solution: first };
  return { status: 'multiple', solutions: [first, solutionAt(1)] };
}

function solutionAt(index: number): Solution {
  // One string from 81 character codes: appending 81 one-character strings keeps every piece.
  const codes: number[] = [];
  const digits = engine.solutions;
  for (let cell = index * 81; cell < index * 81 + 81; cell++) codes.push(48 + digits[cell]!);
  return asSolution(String.fromCharCode(...codes));
}

/** Parses any puzzle text and solves it; never throws, whatever the input. `firstLine` numbers a grid's lines as in its file. */
export function examinePuzzle(text: string, firstLine = 1): PuzzleStatus {
  const parsed = parsePuzzle(text, firstLine);
  if (!parsed.ok)
    return { puzzle: null, status: 'invalid', solution: null, error: { kind: parsed.error.kind, message: parsed.error.message } };
  const puzzle = parsed.value;
  const outcome = solve(puzzle);
  return {
    puzzle,
    status: outcome.status,
    solution: outcome.status === 'unique' ? outcome.solution : null,
    error: null,
  };
}
