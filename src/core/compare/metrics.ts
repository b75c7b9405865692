/**
 * The metrics the Compare view and `patti analyze` set against a site's levels: each names the
 * rater whose stored rating holds it, the JSON paths of the stored detail it is read from, and
 * which end is hard. Reading is pure, so the library's Node side and any worker read alike.
 */
import type { Colour } from '../sat/colour';
import { fieldName, raterName, type DisplayName } from '../rate/names';
import { costOfOrderKey, costOrderKey } from '../rate/costScale';

/** The SAT inference colours from easiest to hardest (José Silva Coelho's difficulty scale). */
export const COLOURS: readonly Colour[] = ['green', 'blue', 'red', 'black'];

/** Patti's own metrics: each read from one rater's stored ratings. */
export const COMPARE_METRIC_IDS = ['nhc4', 'nhc2', 'alone', 'shortPct', 'cost', 'grader', 'se', 'hodoku', 'sisus', 'colour'] as const;
type PattiMetricId = (typeof COMPARE_METRIC_IDS)[number];
/** A rating column a source published with its puzzles (an import's "SE" or "score"), by column name. */
export type PublishedMetricId = `ext:${string}`;
/** A custom technique set's score: the metric's id is its rater's, `custom:<name>`. */
export type CustomMetricId = `custom:${string}`;
export type CompareMetricId = PattiMetricId | PublishedMetricId | CustomMetricId;

/** The prefix of a custom set's metric id (its rater id). */
export const CUSTOM_METRIC_PREFIX = 'custom:';

/** The prefix of a published column's metric id: `ext:` and the column's name. */
export const PUBLISHED_PREFIX = 'ext:';

/** A field of a stored rating's detail as SQLite's json_extract gives it. */
export type StoredField = number | string | null;

export interface CompareMetric {
  readonly id: CompareMetricId;
  /** The full name, for a chooser or a sentence with room: "Nishio cycles, 4 strategies (NHC-4)". */
  readonly name: string;
  /** The name on axes, in table headings and in findings' numbers: "NHC-4". */
  readonly short: string;
  readonly description: string;
  /** The rater whose ratings hold this metric: the one a rate job must run to fill it ('' for a published column). */
  readonly rater: string;
  /** For a published column: its name and the sources that published it (no rate job fills it). */
  readonly published?: { readonly column: string; readonly sources: readonly string[] };
  /** JSON paths into the rating's stored detail, read in this order and passed to `read`. */
  readonly paths: readonly string[];
  readonly read: (fields: readonly StoredField[]) => number | null;
  readonly harderWhen: 'higher' | 'lower';
  /** Whole-number values (histogram bins one unit wide, centred on the values). */
  readonly discrete: boolean;
  /** For an ordinal metric, the name of each value 0, 1, 2… */
  readonly ordinal?: readonly string[];
  /** Decimals a median of it is written with in findings and tables. */
  readonly decimals: number;
  /**
   * The detail field (path) this number puts in order where the field alone would not: a listing
   * sorted or filtered by that field goes by this number instead (the cost score, so a puzzle
   * beyond Diabolical comes after every Diabolical one).
   */
  readonly ordersField?: string;
  /** Words for a value that is not a plain amount of the metric (the cost's beyond Diabolical); undefined for one that is. */
  readonly valueWords?: (value: number) => string | undefined;
}

const words = (name: DisplayName): Pick<CompareMetric, 'name' | 'short' | 'description'> => ({
  name: name.name,
  short: name.short,
  description: name.description,
});

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

/** The cost as it sorts: the score, or past every solved puzzle's when the site's techniques could not finish it. */
const costKey = (fields: readonly StoredField[]): number | null => {
  const [score, level] = fields;
  return typeof score === 'number' && Number.isFinite(score) ? costOrderKey(score, typeof level === 'string' ? level : '') : null;
};

/** A cost key past every solved puzzle's, in words: "beyond Diabolical (cost 7,250)". */
const beyondWords = (value: number): string | undefined => {
  const { score, beyond } = costOfOrderKey(value);
  return beyond ? `beyond Diabolical (cost ${score.toLocaleString('en-US', { maximumFractionDigits: 0 })})` : undefined;
};

const colourRank = (fields: readonly StoredField[]): number | null => {
  const index = COLOURS.indexOf(fields[0] as Colour);
  return index < 0 ? null : index;
};

export const COMPARE_METRICS: readonly CompareMetric[] = [
  {
    id: 'nhc4',
    ...words(raterName('nhc4')),
    rater: 'nhc4',
    paths: ['$.mean'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 1,
  },
  {
    id: 'nhc2',
    ...words(raterName('nhc2')),
    rater: 'nhc2',
    paths: ['$.mean'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 1,
  },
  {
    id: 'alone',
    ...words(raterName('alone')),
    rater: 'alone',
    paths: ['$."2"', '$."3"', '$."4"'],
    read: fewestStrategies,
    harderWhen: 'higher',
    discrete: true,
    decimals: 0,
  },
  {
    id: 'shortPct',
    ...words(fieldName('cld', 'shortPct')),
    rater: 'cld',
    paths: ['$.shortPct'],
    read: numberField,
    harderWhen: 'lower',
    discrete: false,
    decimals: 1,
  },
  {
    id: 'cost',
    ...words(raterName('cost')),
    rater: 'cost',
    paths: ['$.score', '$.level'],
    read: costKey,
    harderWhen: 'higher',
    discrete: false,
    decimals: 0,
    ordersField: '$.score',
    valueWords: beyondWords,
  },
  {
    id: 'grader',
    ...words(raterName('grader')),
    rater: 'grader',
    paths: ['$.score'],
    read: numberField,
    harderWhen: 'higher',
    discrete: true,
    decimals: 0,
  },
  {
    id: 'se',
    ...words(raterName('se')),
    rater: 'se',
    paths: ['$.er'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 1,
  },
  {
    id: 'hodoku',
    ...words(raterName('hodoku')),
    rater: 'hodoku',
    paths: ['$.score'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 0,
  },
  {
    id: 'sisus',
    ...words(raterName('sisus')),
    rater: 'sisus',
    paths: ['$.refutation'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 1,
  },
  {
    id: 'colour',
    ...words(raterName('colour')),
    rater: 'colour',
    paths: ['$.colour'],
    read: colourRank,
    harderWhen: 'higher',
    discrete: true,
    ordinal: COLOURS,
    decimals: 0,
  },
];

/**
 * A published column as a metric: named after the column and the sources that published it,
 * harder when higher (every site's score we know counts up), discrete when its values are whole
 * numbers with few distinct values.
 */
export function publishedMetric(column: string, sources: readonly string[] = [], discrete = false, whole = discrete): CompareMetric {
  const by = sources.length > 0 ? `, as published by ${sources.join(', ')}` : ', as published';
  return {
    id: `${PUBLISHED_PREFIX}${column}`,
    name: `${column}${by}`,
    short: `${column} (published)`,
    description: `The ${column} column imported with the puzzles${sources.length > 0 ? ` of ${sources.join(', ')}` : ''}: the source's own rating, not Patti's`,
    rater: '',
    published: { column, sources },
    paths: [],
    read: numberField,
    harderWhen: 'higher',
    discrete,
    decimals: whole ? 0 : 1,
  };
}

/** A custom technique set's score as a metric: harder when higher, read from its ratings' `score`. */
export function customMetric(name: string): CompareMetric {
  return {
    id: `${CUSTOM_METRIC_PREFIX}${name}`,
    name: `Custom rating “${name}”`,
    short: name,
    description: `The score of your technique set “${name}” (the Ratings view): its techniques, values and fold`,
    rater: `${CUSTOM_METRIC_PREFIX}${name}`,
    paths: ['$.score'],
    read: numberField,
    harderWhen: 'higher',
    discrete: false,
    decimals: 1,
  };
}

export function isCustomMetricId(id: string): id is CustomMetricId {
  return id.startsWith(CUSTOM_METRIC_PREFIX) && id.length > CUSTOM_METRIC_PREFIX.length;
}

/**
 * The one detail field a table shows the metric by (`$.mean`, the cost's `$.score`): its only
 * path, or the field it orders; undefined for a metric made of several fields (strategies alone).
 */
export function metricFieldOf(metric: CompareMetric): string | undefined {
  return metric.ordersField ?? (metric.paths.length === 1 ? metric.paths[0] : undefined);
}

export function isPublishedMetricId(id: string): id is PublishedMetricId {
  return id.startsWith(PUBLISHED_PREFIX) && id.length > PUBLISHED_PREFIX.length;
}

/**
 * A metric by id: Patti's own, or a published column named by the id alone (harder when higher,
 * not discrete; a table's `published` list says more, see `compareMetricOf`).
 */
export function findCompareMetric(id: string): CompareMetric | undefined {
  if (isPublishedMetricId(id)) return publishedMetric(id.slice(PUBLISHED_PREFIX.length));
  if (isCustomMetricId(id)) return customMetric(id.slice(CUSTOM_METRIC_PREFIX.length));
  return COMPARE_METRICS.find((metric) => metric.id === id);
}

function isPattiMetricId(id: string): id is PattiMetricId {
  return (COMPARE_METRIC_IDS as readonly string[]).includes(id);
}

/** Patti's metric ids, `ext:` followed by a published column's name, and `custom:` followed by a set's name. */
export function isCompareMetricId(id: string): id is CompareMetricId {
  return isPattiMetricId(id) || isPublishedMetricId(id) || isCustomMetricId(id);
}

/** Writes a value of the metric as findings and tables show it (its usual decimals, an ordinal's name). */
export function formatMetricValue(metric: CompareMetric, value: number): string {
  if (metric.ordinal && Number.isInteger(value)) return metric.ordinal[value] ?? String(value);
  const words = metric.valueWords?.(value);
  if (words !== undefined) return words;
  // A median of whole numbers can fall halfway between two.
  const decimals = metric.decimals === 0 && !Number.isInteger(value) ? 1 : metric.decimals;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
