/**
 * The metrics the Compare view and `patti analyze` set against a site's levels: each names the
 * rater whose stored rating holds it, the JSON paths of the stored detail it is read from, and
 * which end is hard. Reading is pure, so the library's Node side and any worker read alike.
 */
import type { Colour } from '../sat/colour';

/** The SAT inference colours from easiest to hardest (seed 002). */
export const COLOURS: readonly Colour[] = ['green', 'blue', 'red', 'black'];

export const COMPARE_METRIC_IDS = ['nhc4', 'nhc2', 'alone', 'shortPct', 'cost', 'grader', 'se', 'hodoku', 'sisus', 'colour'] as const;
export type CompareMetricId = (typeof COMPARE_METRIC_IDS)[number];

/** A field of a stored rating's detail as SQLite's json_extract gives it. */
export type StoredField = number | string | null;

export interface CompareMetric {
  readonly id: CompareMetricId;
  /** The name in tables and axis titles; the short-clause metric's is "short" (the view's tests look for it). */
  readonly name: string;
  readonly description: string;
  /** The rater whose ratings hold this metric: the one a rate job must run to fill it. */
  readonly rater: string;
  /** JSON paths into the rating's stored detail, read in this order and passed to `read`. */
  readonly paths: readonly string[];
  readonly read: (fields: readonly StoredField[]) => number | null;
  readonly harderWhen: 'higher' | 'lower';
  /** Whole-number values (histogram bins one unit wide, centred on the values). */
  readonly discrete: boolean;
  /** For an ordinal metric, the name of each value 0, 1, 2… */
  readonly ordinal?: readonly string[];
}

const numberField = (fields: readonly StoredField[]): number | null => {
  const value = fields[0];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * Strategies alone as one number: the fewest strategies (2, 3 or 4) that solve the puzzle
 * without guessing, 5 when even 4 do not. Stored flags are 1/0 (json_extract of true/false).
 */
const fewestStrategies = (fields: readonly StoredField[]): number | null => {
  if (fields.some((field) => typeof field !== 'number')) return null;
  const index = fields.findIndex((field) => field === 1);
  return index < 0 ? 5 : index + 2;
};

const colourRank = (fields: readonly StoredField[]): number | null => {
  const index = COLOURS.indexOf(fields[0] as Colour);
  return index < 0 ? null : index;
};

export const COMPARE_METRICS: readonly CompareMetric[] = [
  { id: 'nhc4', name: 'NHC-4', description: 'Nishio Human Cycles with 4 strategies (mean over runs)', rater: 'nhc4', paths: ['$.mean'], read: numberField, harderWhen: 'higher', discrete: false },
  { id: 'nhc2', name: 'NHC-2', description: 'Nishio Human Cycles with 2 strategies (mean over runs)', rater: 'nhc2', paths: ['$.mean'], read: numberField, harderWhen: 'higher', discrete: false },
  {
    id: 'alone',
    name: 'strategies alone',
    description: 'Fewest human strategies (2, 3, 4) that solve it alone; 5 when none do',
    rater: 'alone',
    paths: ['$."2"', '$."3"', '$."4"'],
    read: fewestStrategies,
    harderWhen: 'higher',
    discrete: true,
  },
  { id: 'shortPct', name: 'short', description: 'Short-clause share of the minimum SAT encoding, % (fewer = harder)', rater: 'cld', paths: ['$.shortPct'], read: numberField, harderWhen: 'lower', discrete: false },
  { id: 'cost', name: 'cost', description: 'Sudoku of the Day technique-cost score', rater: 'cost', paths: ['$.score'], read: numberField, harderWhen: 'higher', discrete: false },
  { id: 'grader', name: '0–10 grader', description: 'Open 0–10 scale: strategic + procedural', rater: 'grader', paths: ['$.score'], read: numberField, harderWhen: 'higher', discrete: true },
  { id: 'se', name: 'SE ER', description: 'Sudoku Explainer rating (ER)', rater: 'se', paths: ['$.er'], read: numberField, harderWhen: 'higher', discrete: false },
  { id: 'hodoku', name: 'HoDoKu', description: 'HoDoKu 2.2 default score', rater: 'hodoku', paths: ['$.score'], read: numberField, harderWhen: 'higher', discrete: false },
  { id: 'sisus', name: 'SiSuS', description: 'SiSuS refutation sum (mean over runs)', rater: 'sisus', paths: ['$.refutation'], read: numberField, harderWhen: 'higher', discrete: false },
  {
    id: 'colour',
    name: 'colour',
    description: 'SAT inference colour, green < blue < red < black',
    rater: 'colour',
    paths: ['$.colour'],
    read: colourRank,
    harderWhen: 'higher',
    discrete: true,
    ordinal: COLOURS,
  },
];

export function findCompareMetric(id: string): CompareMetric | undefined {
  return COMPARE_METRICS.find((metric) => metric.id === id);
}

export function isCompareMetricId(id: string): id is CompareMetricId {
  return (COMPARE_METRIC_IDS as readonly string[]).includes(id);
}
