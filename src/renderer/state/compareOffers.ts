/**
 * What the Compare view says and offers above its charts, decided from the statistics: which of
 * the selection's problems to list (one line for an unrated metric, not one per level), and which
 * refits of the scale can run on it (a button that can only fail is not shown).
 */
import type { CompareProblem, Comparison } from '../../core/compare/index';

/** A refit needs this many rated puzzles (tertiles), or levels with ratings (agreeing with a source). */
export const REFIT_MINIMUM = 3;

/**
 * The problems to list. A level with no rating on a metric the selection is missing ratings for
 * is already said by that one line ("N of M puzzles have no … rating"), so it gets no line of its
 * own; a level with one or two rated puzzles still does (its box says little).
 */
export function shownProblems(problems: readonly CompareProblem[]): CompareProblem[] {
  const missing = new Set(problems.filter((problem) => problem.kind === 'ERR_MISSING_RATINGS').map((problem) => problem.metric));
  return problems.filter((problem) => !(problem.kind === 'ERR_SMALL_LEVEL' && problem.count === 0 && missing.has(problem.metric)));
}

export interface RefitOffers {
  /** Tertiles of the metric over the selection. */
  readonly tertiles: boolean;
  /** The sources whose levels a scale can be fitted to. */
  readonly agreeWith: readonly string[];
}

/** The refits that can run on these statistics (the app would refuse the others with a message). */
export function refitsOffered(comparison: Comparison | null): RefitOffers {
  if (!comparison) return { tertiles: false, agreeWith: [] };
  return {
    tertiles: comparison.rated >= REFIT_MINIMUM,
    agreeWith: comparison.sources.filter((source) => source.levels.filter((level) => level.rated > 0).length >= REFIT_MINIMUM).map((source) => source.name),
  };
}
