/**
 * The Ratings view's preview: a sample of puzzles rated with a set being edited, and how that
 * rating agrees with a source's levels (Spearman, the crosstab), beside the set's preset.
 *
 * A value edit does not change which steps a solve takes: only the set's order and which
 * techniques it allows do. So the solves are kept per order (`PreviewTraces`), and an edit of
 * values, fold or levels only folds the kept solves again, which takes milliseconds.
 */
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveFrom, type LogicalTrace } from '../simulate/logical';
import { crosstab } from '../stats/crosstab';
import { equalCountBins, binOf } from '../stats/equalCountBins';
import { spearman } from '../stats/spearman';
import { SearchContext } from '../strategies/searchContext';
import { customRatingOfTrace, customTechniqueSet } from './customRater';
import { presetCustomSet, type CustomSet } from './customSet';

/** The largest sample the preview rates. */
export const MAX_PREVIEW_PUZZLES = 500;

/** The sample: puzzles (81 characters) and each one's level, an index into `levelNames` (easiest first). */
export interface PreviewSample {
  readonly puzzles: readonly string[];
  readonly levels: readonly number[];
  readonly levelNames: readonly string[];
}

/** How one rating of the sample agrees with its levels. */
export interface PreviewFigures {
  /** Spearman between level order and score; null when it cannot be computed (one level, no spread). */
  readonly spearman: number | null;
  /** Puzzles the set finished (the others count as harder than any it finished). */
  readonly finished: number;
  readonly unfinished: number;
  /** The crosstab's columns: the set's levels, or thirds of the sample by score when it names none. */
  readonly columns: readonly string[];
  /** counts[level][column] and each row as percentages. */
  readonly counts: readonly (readonly number[])[];
  readonly rowPercent: readonly (readonly number[])[];
}

export interface PreviewResult {
  readonly edited: PreviewFigures;
  readonly preset: PreviewFigures;
  readonly levelNames: readonly string[];
  /** How many solves this preview had to make (0 when it only folded kept ones again). */
  readonly solved: number;
}

/** What decides the steps of a solve: the base and the allowed techniques in order (not values). */
export function orderKey(set: CustomSet): string {
  return JSON.stringify([set.base, set.techniques.map((t) => t.id)]);
}

/** The columns a sample falls into when the set names no levels. */
export const THIRDS = ['easiest third', 'middle third', 'hardest third'] as const;
export const UNFINISHED_COLUMN = 'cannot finish';

interface Kept {
  readonly trace: LogicalTrace;
  readonly start: Grid;
}

/**
 * Solves kept per order of trial, for a few orders (the edited set's, the preset's and the last
 * ones tried), each for the puzzles it was asked about.
 */
export class PreviewTraces {
  readonly #orders = new Map<string, Map<string, Kept>>();
  constructor(private readonly keepOrders = 4) {}

  /** The solves of the puzzles with the set's order; `solved` counts the new ones. */
  traces(set: CustomSet, puzzles: readonly string[]): { kept: Kept[]; solved: number } {
    const key = orderKey(set);
    let byPuzzle = this.#orders.get(key);
    if (byPuzzle) this.#orders.delete(key);
    else byPuzzle = new Map();
    // Most recently used last, so the oldest order is the one let go.
    this.#orders.set(key, byPuzzle);
    while (this.#orders.size > this.keepOrders) this.#orders.delete(this.#orders.keys().next().value!);
    const techniqueSet = customTechniqueSet(set);
    const context = new SearchContext();
    let solved = 0;
    const kept = puzzles.map((text) => {
      const known = byPuzzle.get(text);
      if (known) return known;
      const puzzle = asPuzzle(text);
      const start = Grid.fromPuzzle(puzzle);
      const trace = solveFrom(start.clone(), puzzle, techniqueSet, { countOptions: false, context: context.nextPuzzle() });
      const made = { trace, start };
      byPuzzle.set(text, made);
      solved++;
      return made;
    });
    return { kept, solved };
  }

  /** How many orders are kept (for tests). */
  get orders(): number {
    return this.#orders.size;
  }
}

/** Rates the sample with the set and sums up its agreement with the levels. */
export function previewFigures(set: CustomSet, kept: readonly Kept[], sample: PreviewSample): PreviewFigures {
  const scores = kept.map(({ trace, start }) => customRatingOfTrace(set, trace, start));
  const finishedScores = scores.map((rating) => rating.score).filter((score): score is number => score !== undefined);
  const unfinished = scores.length - finishedScores.length;
  // A puzzle the set cannot finish is harder than any it finishes (as generation targets count it).
  const ranked = scores.map((rating) => rating.score ?? Number.POSITIVE_INFINITY);
  const levels = sample.levels.slice(0, ranked.length);
  const rho = levels.length > 1 ? spearman(levels, ranked) : Number.NaN;
  let columns: string[];
  let columnOf: number[];
  if (set.levels && set.levels.length > 0) {
    columns = set.levels.map((level) => level.name);
    columnOf = scores.map((rating) => (rating.level === undefined ? -1 : columns.indexOf(rating.level)));
  } else {
    columns = [...THIRDS];
    const cuts = finishedScores.length > 0 ? equalCountBins(finishedScores, 3).cutPoints : [];
    columnOf = scores.map((rating) => (rating.score === undefined ? -1 : binOf(rating.score, cuts)));
  }
  if (unfinished > 0) {
    columnOf = columnOf.map((column, i) => (scores[i]!.score === undefined ? columns.length : column));
    columns = [...columns, UNFINISHED_COLUMN];
  }
  const table = crosstab(levels, columnOf, sample.levelNames.length, columns.length);
  return {
    spearman: Number.isFinite(rho) ? rho : null,
    finished: finishedScores.length,
    unfinished,
    columns,
    counts: table.counts,
    rowPercent: table.rowPercent,
  };
}

/** The preview of a set on a sample, beside the set's preset; solves come from (and go to) `traces`. */
export function previewCustomSet(set: CustomSet, sample: PreviewSample, traces: PreviewTraces): PreviewResult {
  const puzzles = sample.puzzles.slice(0, MAX_PREVIEW_PUZZLES);
  const preset = presetCustomSet(set.name, set.base);
  const edited = traces.traces(set, puzzles);
  const start = traces.traces(preset, puzzles);
  return {
    edited: previewFigures(set, edited.kept, sample),
    preset: previewFigures(preset, start.kept, sample),
    levelNames: sample.levelNames,
    solved: edited.solved + start.solved,
  };
}
