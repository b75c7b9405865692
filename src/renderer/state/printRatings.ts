/**
 * The ratings the Print view's label, sort and pencil-mark choosers offer, named for people:
 * each is the rating name print takes (`nhc4@$.mean`, `ext:ER`, the ids stay in the option
 * values and the address) with the name the Library gives its column.
 */
import { ratingCaption } from '../../core/print/label';
import { ratingColumnName } from '../../core/rate/names';
import type { RatingColumn } from '../../shared/libraryTypes';

export interface PrintRatingChoice {
  /** What print reads: `rater`, `rater@$.field` or `ext:name`. */
  readonly value: string;
  /** What a person reads: "Nishio cycles, 4 strategies (NHC-4)", "ER (published)". */
  readonly name: string;
}

/** The rating name print reads for a column: its key without the parameter set (print takes the set with the most puzzles). */
function printRatingOf(column: RatingColumn): string {
  if (column.external) return column.key;
  return column.path === undefined ? column.rater : `${column.rater}@${column.path}`;
}

/** One choice per rating of the library's columns, in the columns' order. */
export function printRatingChoices(columns: readonly RatingColumn[]): PrintRatingChoice[] {
  const choices = new Map<string, PrintRatingChoice>();
  for (const column of columns) {
    const value = printRatingOf(column);
    if (choices.has(value)) continue;
    const field = column.path?.replace(/^\$\./, '');
    const name = column.external ? `${column.name} (published)` : ratingColumnName(column.rater, field).name;
    choices.set(value, { value, name });
  }
  return [...choices.values()];
}

/** A chosen rating's name: the choice's, else (a name from a link the library has no column for) its label caption. */
export function printRatingName(value: string, choices: readonly PrintRatingChoice[]): string {
  return choices.find((choice) => choice.value === value)?.name ?? ratingCaption(value);
}
