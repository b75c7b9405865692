/**
 * Which columns the Library table shows. A column shows unless a person hid it, except a
 * rater's secondary fields (NHC-4's median, SE's EP), which stay hidden until a person shows
 * them: a new rater run adds its main value and no pile of numbers. Both choices are remembered
 * in the browser's storage by column key, so a column never chosen follows its default.
 */
import type { RatingColumn } from '../../shared/libraryTypes';

/** The computed universal-category column's key (never a rating column's: those never start with '#'). */
export const UNIVERSAL_COLUMN = '#universal';

export const HIDDEN_COLUMNS_KEY = 'patti.library.hiddenColumns';
export const SHOWN_COLUMNS_KEY = 'patti.library.shownColumns';

/** What the chooser needs from `localStorage`. */
export type ColumnStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The columns a person chose to hide, and those they chose to show (a key is in one at most). */
export interface ColumnChoices {
  readonly hidden: ReadonlySet<string>;
  readonly shown: ReadonlySet<string>;
}

export const NO_COLUMN_CHOICES: ColumnChoices = { hidden: new Set(), shown: new Set() };

/** What a column needs to say whether it shows: its key and whether it starts hidden. */
export type ColumnDefault = Pick<RatingColumn, 'key' | 'secondary'>;

/** The keys kept under one storage name; nothing (or anything unreadable) is none. */
function readKeys(storage: ColumnStorage | undefined, name: string): Set<string> {
  try {
    const value = JSON.parse(storage?.getItem(name) ?? '[]') as unknown;
    return new Set(Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function readColumnChoices(storage: ColumnStorage | undefined): ColumnChoices {
  const hidden = readKeys(storage, HIDDEN_COLUMNS_KEY);
  const shown = readKeys(storage, SHOWN_COLUMNS_KEY);
  for (const key of hidden) shown.delete(key);
  return { hidden, shown };
}

export function writeColumnChoices(storage: ColumnStorage | undefined, choices: ColumnChoices): void {
  try {
    storage?.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify([...choices.hidden].sort()));
    storage?.setItem(SHOWN_COLUMNS_KEY, JSON.stringify([...choices.shown].sort()));
  } catch {
    // Storage full or refused (a private window): the choice lasts until the page closes.
  }
}

/** The choices after a person shows or hides one column. */
export function chooseColumn(choices: ColumnChoices, key: string, show: boolean): ColumnChoices {
  const hidden = new Set(choices.hidden);
  const shown = new Set(choices.shown);
  (show ? shown : hidden).add(key);
  (show ? hidden : shown).delete(key);
  return { hidden, shown };
}

/** Whether a column shows: hidden if chosen so, shown if chosen so, else by its default. */
export function isColumnShown(column: ColumnDefault, choices: ColumnChoices): boolean {
  if (choices.hidden.has(column.key)) return false;
  return choices.shown.has(column.key) || !column.secondary;
}

/** The rating columns to show, in the library's order. */
export function visibleColumns(columns: readonly RatingColumn[], choices: ColumnChoices): RatingColumn[] {
  return columns.filter((column) => isColumnShown(column, choices));
}
