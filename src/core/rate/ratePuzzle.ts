/**
 * Rates one line of input with a list of raters: the one function the CLI, the job workers
 * and the app share. The puzzle's validity is checked once here (parse, then exactly one
 * solution), so raters only ever see good puzzles; a bad one gives an `error`, never a crash
 * or a rating.
 */
import { asPuzzle, asSolution } from '../grid/puzzle';
import { examinePuzzle } from '../solve/index';
import { PuzzleMemo, type RaterOptions } from '../rater';
import { useCustomSets } from './customRater';
import type { SearchContext } from '../strategies/searchContext';
import { findRater } from './registry';

interface RatingError {
  readonly kind: string;
  readonly message: string;
}

/**
 * One rated line: the normalized puzzle (null when it does not parse), one entry per rater id
 * holding that rater's value, and `error` (null when every rater ran).
 */
export interface RatedPuzzleRow {
  readonly puzzle: string | null;
  readonly error: RatingError | null;
  readonly [raterId: string]: unknown;
}

const STATUS_ERRORS: Readonly<Record<string, RatingError>> = {
  none: { kind: 'ERR_NO_SOLUTION', message: 'the puzzle has no solution' },
  multiple: { kind: 'ERR_MULTIPLE_SOLUTIONS', message: 'the puzzle has more than one solution' },
};

/**
 * `context`: the search context of a loop that rates puzzles one after the other (the CLI, a
 * worker), moved on to this puzzle here so the searches' large tables are allocated once for the
 * loop; without one, the puzzle's solves get a context of their own. Never pass a context whose
 * search is still running (from inside a sink).
 */
export function ratePuzzle(text: string, raterIds: readonly string[], options: RaterOptions = {}, context?: SearchContext): RatedPuzzleRow {
  if (options.customSets) useCustomSets(options.customSets);
  const unknown = raterIds.filter((id) => findRater(id) === undefined);
  if (unknown.length > 0) return { puzzle: null, error: { kind: 'ERR_UNKNOWN_RATER', message: `unknown rater: ${unknown.join(', ')}` } };
  const status = examinePuzzle(text);
  if (status.status === 'invalid' || status.puzzle === null) {
    return { puzzle: status.puzzle, error: status.error ?? { kind: 'ERR_INVALID', message: 'not a puzzle' } };
  }
  if (status.status !== 'unique' || status.solution === null) return { puzzle: status.puzzle, error: STATUS_ERRORS[status.status]! };
  const input = { puzzle: asPuzzle(status.puzzle), solution: asSolution(status.solution) };
  context?.nextPuzzle();
  const memo = new PuzzleMemo(context);
  const row: Record<string, unknown> = { puzzle: status.puzzle };
  for (const id of raterIds) row[id] = findRater(id)!.rate(input, options, memo);
  row.error = null;
  return row as RatedPuzzleRow;
}
