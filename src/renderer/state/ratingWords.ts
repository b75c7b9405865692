/**
 * One of Patti's ratings as the detail panel says it: the rater's name and its meaningful values
 * in words ("7.1 (pearl 7.1, diamond 2.3)" for SE, "mean 5.2, median 4 (fewest 1, most 9)" for
 * NHC-4), rather than the stored fields (`er 7.1 · ep 7.1 · ed 2.3`), which stay behind the
 * panel's "details". A rater Patti has no words for falls back to its fields.
 */
import { costLevelWords } from '../../core/rate/costScale';
import { fieldName, raterName, shownFieldsOf } from '../../core/rate/names';
import { detailParts } from './ratingDetail';
import { formatRating } from './format';

export interface RatingWords {
  /** The rater's name: "Nishio cycles, 4 strategies (NHC-4)". */
  readonly name: string;
  /** What it measures, for a tooltip. */
  readonly description: string;
  /** Its values in words. */
  readonly summary: string;
}

type Fields = Readonly<Record<string, unknown>>;

const numberText = (value: unknown): string => (typeof value === 'number' ? formatRating(value) : '–');
const capitalized = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value.charAt(0).toUpperCase() + value.slice(1) : '–';
const percent = (value: unknown): string => `${numberText(value)} %`;
/** "a, b and c" (or "a, b or c"). */
const listed = (items: readonly string[], last = 'and'): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
/** "1 conflict", "3 conflicts". */
const counted = (value: unknown, noun: string, nouns = `${noun}s`): string => `${numberText(value)} ${value === 1 ? noun : nouns}`;

function nishioWords(fields: Fields): string {
  return `mean ${numberText(fields.mean)}, median ${numberText(fields.median)} (fewest ${numberText(fields.min)}, most ${numberText(fields.max)})`;
}

function aloneWords(fields: Fields): string {
  const counts = ['2', '3', '4'];
  const solved = counts.filter((count) => fields[count] === true);
  if (solved.length === 0) return `not solved by ${listed(counts, 'or')} strategies alone`;
  const unsolved = counts.filter((count) => fields[count] === false);
  return `solved by ${listed(solved)} strategies alone` + (unsolved.length > 0 ? `, not by ${listed(unsolved, 'or')}` : '');
}

/** The words for each rater whose record Patti knows. */
const SAY: Readonly<Record<string, (fields: Fields) => string>> = {
  cost: (fields) => {
    const needs = typeof fields.needs === 'string' ? { needs: fields.needs } : {};
    return `${numberText(fields.score)} (${typeof fields.level === 'string' ? costLevelWords({ level: fields.level, ...needs }) : '–'})`;
  },
  grader: (fields) =>
    `${numberText(fields.score)} (strategic ${numberText(fields.strategic)}, procedural ${numberText(fields.procedural)})`,
  se: (fields) => `${numberText(fields.er)} (pearl ${numberText(fields.ep)}, diamond ${numberText(fields.ed)})`,
  hodoku: (fields) => `${numberText(fields.score)} (${capitalized(fields.level)})`,
  alone: aloneWords,
  nhc2: nishioWords,
  nhc4: nishioWords,
  nishioH: (fields) => `${counted(fields.cycles2, 'cycle')} with 2 strategies, ${counted(fields.cycles4, 'cycle')} with 4`,
  sisus: (fields) => `refutation ${numberText(fields.refutation)}, ${numberText(fields.dependency)} options per step`,
  universal: (fields) => `${capitalized(fields.nhc)} by Nishio cycles, ${capitalized(fields.cld)} by short clauses`,
  cld: (fields) => `short clauses ${percent(fields.shortPct)} (medium ${percent(fields.mediumPct)}, long ${percent(fields.longPct)})`,
  colour: (fields) =>
    `${capitalized(fields.colour)}, ${counted(fields.guesses, 'guess', 'guesses')}, search level ${numberText(fields.searchLevel)}`,
  dpll: (fields) =>
    `${counted(fields.decisions, 'decision')}, ${counted(fields.propagations, 'propagation')}, ${counted(fields.conflicts, 'conflict')}`,
};

/** The fields a rater names for people, each by its name; for a rater Patti has names but no sentence for. */
function namedFieldWords(rater: string, fields: Fields): string | undefined {
  const named = shownFieldsOf(rater).filter((field) => field in fields);
  if (named.length === 0) return undefined;
  return named
    .map(
      (field) => `${fieldName(rater, field).name} ${typeof fields[field] === 'number' ? numberText(fields[field]) : String(fields[field])}`,
    )
    .join(', ');
}

const isRecord = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

function parsed(detail: string): unknown {
  try {
    return JSON.parse(detail) as unknown;
  } catch {
    return undefined;
  }
}

/** A stored rating in words: its value when that is a number, else its record read by the rater's words. */
export function ratingWords(rater: string, value: number | null, detail: string): RatingWords {
  const { name, description } = raterName(rater);
  const fields = parsed(detail);
  const say = SAY[rater];
  const summary =
    value !== null
      ? formatRating(value, rater)
      : isRecord(fields)
        ? ((say ? say(fields) : namedFieldWords(rater, fields)) ?? detailParts(detail).text)
        : detailParts(detail).text;
  return { name, description, summary };
}
