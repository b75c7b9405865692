/**
 * Which columns the Library table shows: every rating column unless hidden, remembered in the
 * browser's storage by column key, so a column that appears later (a new rater run) shows.
 */
import type { RatingColumn } from '../../shared/libraryTypes';

/** The computed universal-category column's key (never a rating column's: those never start with '#'). */
export const UNIVERSAL_COLUMN = '#universal';

export const HIDDEN_COLUMNS_KEY = 'patti.library.hiddenColumns';

/** What the chooser needs from `localStorage`. */
export type ColumnStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The hidden keys kept in storage; nothing (or anything unreadable) hides nothing. */
export function readHiddenColumns(storage: ColumnStorage | undefined): Set<string> {
  try {
    const value = JSON.parse(storage?.getItem(HIDDEN_COLUMNS_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeHiddenColumns(storage: ColumnStorage | undefined, hidden: ReadonlySet<string>): void {
  try {
    storage?.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify([...hidden].sort()));
  } catch {
    // Storage full or refused (a private window): the choice lasts until the page closes.
  }
}

/** The rating columns to show, in the library's order. */
export function visibleColumns(columns: readonly RatingColumn[], hidden: ReadonlySet<string>): RatingColumn[] {
  return columns.filter((column) => !hidden.has(column.key));
}
