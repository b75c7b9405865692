/**
 * Which library puzzles `patti db rate` takes: all, or those matching the filters `patti db list`
 * uses (source, level, tag, collection, rating ranges). The selection is recorded with the job,
 * so the same filters resume the same job.
 */
import { UsageError, type CommandIo } from '../command';
import { checkRaterName } from '../options';
import { forTerminal } from '../terminalText';
import type { LibraryReader } from '../../main/services/library/store/db';
import { ListFilterError, readPuzzleIds } from '../../main/services/library/store/list';
import { parseRatingRange, type PuzzleFilter, type RatingRange } from '../../main/services/library/store/listFilter';

export const SELECTION_OPTIONS = {
  source: { type: 'string' },
  level: { type: 'string' },
  tag: { type: 'string' },
  collection: { type: 'string' },
  rating: { type: 'string', multiple: true },
} as const;

interface SelectionValues {
  readonly source?: string;
  readonly level?: string;
  readonly tag?: string;
  readonly collection?: string;
  readonly rating?: readonly string[];
}

/** The filter the options name (only the fields given), as stored with the job. */
export function makeSelection(values: SelectionValues): PuzzleFilter & Readonly<Record<string, unknown>> {
  const selection: { -readonly [K in keyof PuzzleFilter]: PuzzleFilter[K] } = {};
  for (const key of ['source', 'level', 'tag', 'collection'] as const) {
    const value = values[key];
    if (value !== undefined) selection[key] = value;
  }
  if (values.rating && values.rating.length > 0) {
    selection.ratings = values.rating.map((text): RatingRange => {
      const range = parseRatingRange(text);
      if (!range) throw new UsageError(`--rating wants rater[@path]=min..max (either end may be left out), not '${forTerminal(text, 80)}'`);
      checkRaterName(range);
      return range;
    });
  }
  return selection;
}

export function choosePuzzleIds(db: LibraryReader, selection: PuzzleFilter): number[] {
  try {
    return readPuzzleIds(db, selection);
  } catch (error) {
    if (error instanceof ListFilterError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * How `patti db list` and `patti db export` end on a filter the library could not apply (a
 * rating path that is not in the ratings, …): its message and exit code 2, like a usage error
 * but without the help. Any other error is thrown on.
 */
export function endOnFilterError(command: string, error: unknown, io: CommandIo): number {
  if (!(error instanceof ListFilterError)) throw error;
  io.stderr.write(`patti db ${command}: ${forTerminal(error.message)}\n`);
  return 2;
}
