/**
 * What the Compare methods of the app API take and give. The statistics themselves are the
 * pure shapes of src/core/compare (re-exported here), computed in the compare worker; these add
 * the selection that gathers their rows from the library.
 */
import type { UniversalCategory } from '../core/rate/universal';
import type {
  Comparison,
  CompareMetricId,
  CompareProblem,
  CompareScale,
  CompareTable,
  DrawnScatter,
  PickedPuzzles,
  Refit,
  RefitMethod,
  SpearmanIntervals,
} from '../core/compare/index';

export type { CompareProblem, CompareScale, DrawnScatter, PickedPuzzles, Refit, SpearmanIntervals };

/** Which puzzles to compare: one or more sources, optionally narrowed to a tag or a collection. */
export interface CompareSelection {
  /** Source names, in the order the view lists them. */
  readonly sources: readonly string[];
  readonly tag?: string;
  readonly collection?: string;
  /**
   * The parameter set (canonical JSON, e.g. `{"runs":50,"seed":1}`) to read per rater id; by
   * default each rater's set with the most ratings in the selection (ties: in the library).
   */
  readonly parameters?: Readonly<Record<string, string>>;
}

/** The selection's rows and where their values came from. */
export interface CompareRowsView {
  readonly table: CompareTable;
  /** Per rater read: the parameter set used and how many of the selection's puzzles it rated. */
  readonly ratings: readonly { readonly rater: string; readonly parameters: string | null; readonly rated: number }[];
  /** Selection problems: a source that does not exist, an empty tag or collection. */
  readonly problems: readonly CompareProblem[];
}

/** A scale given by name (`paper` or a saved one), or in full (a refit not saved yet). */
export type ScaleChoice =
  string | { readonly name?: string; readonly metric: CompareMetricId; readonly cutPoints: readonly [number, number] };

export interface CompareStatisticsInput {
  readonly selection: CompareSelection;
  readonly metric: CompareMetricId;
  /** Default: `paper`. */
  readonly scale?: ScaleChoice;
  /** Histogram bin edges (ascending), or a number of equal bins. */
  readonly edges?: readonly number[];
  readonly bins?: number;
}

/** The statistics of a selection, with the selection's own problems first. */
export interface CompareStatisticsView {
  readonly comparison: Comparison;
  readonly ratings: CompareRowsView['ratings'];
}

export interface CompareIntervalsInput {
  readonly selection: CompareSelection;
  /** Default 1000 resamples, seed 1, level 0.95 (the numbers `patti analyze --json` prints). */
  readonly resamples?: number;
  readonly seed?: number;
  readonly level?: number;
}

export interface RefitScaleInput {
  readonly selection: CompareSelection;
  readonly metric: CompareMetricId;
  readonly method: RefitMethod;
  /** Name for the refit scale (default `refit`). */
  readonly name?: string;
}

/** The scales to choose from: the Project Patti paper's first, then the saved ones by name. */
export interface ScaleList {
  readonly scales: readonly CompareScale[];
  /** The name of the scale the library's universal-category column follows (`paper` unless one was chosen with useScale). */
  readonly inUse: string;
  /** Why saved scales could not be read, when they could not (the Project Patti paper's scale is still there). */
  readonly problem: string | null;
}

export interface SaveScaleInput {
  readonly name: string;
  readonly metric: CompareMetricId;
  readonly cutPoints: readonly [number, number];
}

/**
 * The puzzles behind a chart element (a level's box, a crosstab cell): so the page lists them
 * without holding the selection's rows.
 */
export interface ComparePuzzlesInput {
  readonly selection: CompareSelection;
  readonly source: string;
  readonly level?: string;
  /** With `scale` (default `paper`): only puzzles whose scale metric falls in this universal bin. */
  readonly category?: UniversalCategory;
  readonly scale?: ScaleChoice;
}

/** The scatter as the view draws it: only the drawn points cross to the page. */
export interface CompareScatterInput {
  readonly selection: CompareSelection;
  readonly x: CompareMetricId;
  /** The y metric; absent (or equal to x): the other metric with the most ratings. */
  readonly y?: CompareMetricId;
  /** Log axes wanted: each axis takes one where its values span about a decade. */
  readonly log?: boolean;
}

/** The puzzles near a clicked spot of the scatter, among all its points (drawn or not). */
export interface CompareNearInput {
  readonly selection: CompareSelection;
  readonly x: CompareMetricId;
  readonly y: CompareMetricId;
  /** The spot, in the metrics' units. */
  readonly at: { readonly x: number; readonly y: number };
  /** The radii around it, in the metrics' units (a few pixels on the chart). */
  readonly radius: { readonly x: number; readonly y: number };
}

/** Puzzles picked on a chart, to list hardest first on a metric (or to describe one hovered). */
export interface CompareListInput {
  readonly selection: CompareSelection;
  readonly ids: readonly number[];
  readonly metric: CompareMetricId;
  /** Most puzzles described (default 200); the count covers all of them. */
  readonly limit?: number;
}

/**
 * What the metric chooser offers: the sources to compare (those asked for, or every source with
 * levels when none is) and every metric over them.
 */
export interface CompareMetricsInput {
  /** Absent or empty: every source of the library that gives its puzzles levels. */
  readonly sources?: readonly string[];
  readonly tag?: string;
  readonly collection?: string;
}

/** One metric the Compare view can chart: Patti's own (by rater) or a column a source published. */
export interface CompareMetricChoice {
  /** The `<select>` option value: Patti's id (`nhc4`) or `ext:<column name>`. */
  readonly id: CompareMetricId;
  /** Full name ("Nishio cycles, 4 strategies (NHC-4)", "cost, as published by …"), short name for axes, and a line saying what it is. */
  readonly name: string;
  readonly short: string;
  readonly description: string;
  /** Patti's rater that fills it; absent for a published column (no rate job can). */
  readonly rater?: string;
  /** For a published column, the sources that published it. */
  readonly publishedBy?: readonly string[];
  /** Puzzles of the sources with a value of it (a puzzle in two sources counts once). */
  readonly rated: number;
  readonly harderWhen: 'higher' | 'lower';
  readonly discrete: boolean;
}

export interface CompareMetricList {
  /** The sources the list is over: those asked for that exist, or every source with levels. */
  readonly sources: readonly string[];
  /** Puzzles of those sources (each once). */
  readonly puzzles: number;
  /** Patti's metrics in their fixed order, then the published columns by name. */
  readonly metrics: readonly CompareMetricChoice[];
}
