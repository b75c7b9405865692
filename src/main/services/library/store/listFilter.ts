import type { LibraryFilter, RatingKey, RatingRangeFilter } from '../../../../shared/libraryTypes';

/**
 * Which puzzles a listing or an export covers: the app API's filter, the same fields. Every
 * field narrows the set; all must hold. Names are the ones people see (a source's name, a
 * tag), resolved to ids in SQL.
 */
export type PuzzleFilter = LibraryFilter;

/**
 * A rating to filter or sort by: one of Patti's raters (with a parameter set, or any), or an
 * external rating kept from an import (`external: true`, `rater` is the column's name). The
 * number compared is the rating's `value`, or a number inside its detail JSON (`path`, e.g.
 * `$.steps`).
 */
export type RatingSelector = RatingKey;

/** A range on one rating: a value in [min, max] (either end may be left out). */
export type RatingRange = RatingRangeFilter;

export type SortKey = 'id' | 'clues' | 'added' | 'position' | RatingSelector;

/** Where the previous page ended: its last row's sort key and id (PuzzlePage.next). */
export interface PageCursor {
  readonly key: number | string;
  readonly id: number;
}

export interface PageRequest {
  /** Default: position in the collection when filtering by one, else id. */
  readonly sort?: SortKey;
  readonly descending?: boolean;
  /** Rows to skip; costs time in proportion, so scrolling on should pass `after` instead. */
  readonly offset?: number;
  /** Start right after this row (the previous page's `next`): any depth at the cost of one page. */
  readonly after?: PageCursor;
  readonly limit?: number;
  /** Leave out each row's origins text (null), for a caller that reads the origins its own way. */
  readonly withoutOrigins?: boolean;
}

/** A JSON path SQLite's json_extract accepts, kept to names and indexes so no text is spliced in. */
export function isSafeJsonPath(path: string): boolean {
  return /^\$(\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*$/.test(path);
}

export { parseRatingRange, parseRatingSelector } from '../../../../shared/ratingRange';
