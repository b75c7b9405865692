/**
 * What the Compare view says and offers above its charts, decided from the statistics: which of
 * the selection's problems to list (one line for an unrated metric, not one per level), and which
 * refits of the scale can run on it (a button that can only fail is not shown).
 */
import type { CompareProblem, Comparison } from '../../core/compare/index';

/** A refit needs this many rated puzzles (tertiles), or levels with ratings (agreeing with a source). */
const REFIT_MINIMUM = 3;

/**
 * The problems to list: those the findings do not already say. A metric missing ratings is said
 * once, as a finding (not once more here, nor once per level).
 */
export function shownProblems(problems: readonly CompareProblem[], findings: readonly { readonly text: string }[]): CompareProblem[] {
  const said = new Set(findings.map((finding) => finding.text));
  return problems.filter(
    (problem) =>
      !said.has(problem.message) &&
      !(
        problem.kind === 'ERR_SMALL_LEVEL' &&
        problem.count === 0 &&
        problems.some((other) => other.kind === 'ERR_MISSING_RATINGS' && other.metric === problem.metric)
      ),
  );
}

/** The raters whose rate jobs would fill the ratings the selection is missing (once each, in order). */
export function missingRaters(problems: readonly CompareProblem[]): string[] {
  return [...new Set(problems.flatMap((problem) => (problem.kind === 'ERR_MISSING_RATINGS' && problem.rater ? [problem.rater] : [])))];
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
    agreeWith: comparison.sources
      .filter((source) => source.levels.filter((level) => level.rated > 0).length >= REFIT_MINIMUM)
      .map((source) => source.name),
  };
}
