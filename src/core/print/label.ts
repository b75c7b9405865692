/**
 * The label printed above a puzzle: its number in the set, then the chosen fields joined by a
 * middle dot ("12 · SE 7.2 · Le Monde · Hard"). `level` is the difficulty as a word. A rating the puzzle lacks prints "unrated", so a
 * missing value is never mistaken for a missing label.
 */
import { RATER_NAMES, ratingColumnName } from '../rate/names';
import { formatRatingValue } from '../rate/ratingFormat';
import { ratingOf, type PrintPuzzle } from './printPuzzle';
import { PLAIN_LABEL_FIELDS, type PlainLabelField } from './printOptions';

const SEPARATOR = ' \u00b7 ';

/**
 * How a rating is named in a label: one of Patti's by its short name as the Library heads it
 * (`nhc4` → "NHC-4", `se@$.ep` → "SE EP", `custom:no-xy` → "no-xy"), an external one by its column name; a name Patti
 * does not know as it is, short ones in capitals (`ER`).
 */
export function ratingCaption(rating: string): string {
  if (!rating.startsWith('ext:')) {
    const at = rating.indexOf('@');
    const rater = at < 0 ? rating : rating.slice(0, at);
    const field = at < 0 ? undefined : rating.slice(at + 1).replace(/^\$\./, '');
    // A custom set's rating (`custom:<name>`) goes by the set's name, as its Library column does.
    if (RATER_NAMES[rater] || rater.startsWith('custom:')) return ratingColumnName(rater, field).short;
  }
  const name = rating.startsWith('ext:') ? rating.slice(4) : rating;
  return name.length <= 3 ? name.toUpperCase() : name;
}

const isPlainField = (field: string): field is PlainLabelField => (PLAIN_LABEL_FIELDS as readonly string[]).includes(field);

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The puzzle's difficulty as a word: the section it is printed in, else its source's level,
 * else its universal category ("Hard").
 */
function difficultyWord(puzzle: PrintPuzzle): string | undefined {
  const word = [puzzle.section, puzzle.level, puzzle.category].find((value) => value !== undefined && value.trim() !== '');
  return word === undefined ? undefined : word === puzzle.category ? capitalized(word) : word;
}

function fieldText(puzzle: PrintPuzzle, field: string, number: number): string | undefined {
  if (isPlainField(field)) {
    if (field === 'number') return String(number);
    if (field === 'level') return difficultyWord(puzzle);
    const value = puzzle[field];
    return value === undefined || value === '' ? undefined : value;
  }
  const value = ratingOf(puzzle, field);
  return `${ratingCaption(field)} ${value === undefined ? 'unrated' : formatRatingValue(field, value)}`;
}

/** The label of the puzzle printed as number `number` (from 1); plain fields a puzzle lacks are left out. */
export function makeLabel(puzzle: PrintPuzzle, fields: readonly string[], number: number): string {
  return fields
    .map((field) => fieldText(puzzle, field.trim(), number))
    .filter((text): text is string => text !== undefined)
    .join(SEPARATOR);
}
