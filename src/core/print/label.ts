/**
 * The label printed above a puzzle: its number in the set, then the chosen fields joined by a
 * middle dot ("12 · SE 7.2 · Le Monde · hard"). A rating the puzzle lacks prints "unrated", so a
 * missing value is never mistaken for a missing label.
 */
import { ratingOf, type PrintPuzzle } from './printPuzzle';
import { PLAIN_LABEL_FIELDS, type PlainLabelField } from './printOptions';

const SEPARATOR = ' \u00b7 ';

/** How a rating is named in a label: short ids in capitals (`SE`), external ones by their name. */
export function ratingCaption(rating: string): string {
  const name = rating.startsWith('ext:') ? rating.slice(4) : rating;
  return name.length <= 3 ? name.toUpperCase() : name;
}

/** A rating value as people read it: at most two decimals, no trailing zeros (7.2, 15, 0.25). */
export function formatRatingValue(value: number): string {
  return String(Number(value.toFixed(2)));
}

const isPlainField = (field: string): field is PlainLabelField => (PLAIN_LABEL_FIELDS as readonly string[]).includes(field);

function fieldText(puzzle: PrintPuzzle, field: string, number: number): string | undefined {
  if (isPlainField(field)) {
    if (field === 'number') return String(number);
    const value = puzzle[field];
    return value === undefined || value === '' ? undefined : value;
  }
  const value = ratingOf(puzzle, field);
  return `${ratingCaption(field)} ${value === undefined ? 'unrated' : formatRatingValue(value)}`;
}

/** The label of the puzzle printed as number `number` (from 1); plain fields a puzzle lacks are left out. */
export function makeLabel(puzzle: PrintPuzzle, fields: readonly string[], number: number): string {
  return fields
    .map((field) => fieldText(puzzle, field.trim(), number))
    .filter((text): text is string => text !== undefined)
    .join(SEPARATOR);
}
