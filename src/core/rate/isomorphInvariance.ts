/**
 * Which raters give every isomorph of a puzzle (rotated, reflected, relabelled, bands and stacks
 * swapped) the same rating, value and detail alike, so a rating made of one arrangement may be
 * stored for the library's arrangement (`patti db import-ratings`).
 *
 * Decided per rater by rating isomorph pairs (isomorphInvariance.test.ts, which fails when a
 * rater here gives an isomorph another rating, or a rater left out gives every pair the same):
 * - se, grader, alone, cld: the same rating for every pair.
 * - nhc2, nhc4, sisus: randomized over the cell order, so an isomorph gets other runs.
 * - cost, hodoku, nishioH, universal, colour, dpll: their main value agreed on the pairs tried,
 *   but their detail names cells, candidates or search orders of one arrangement.
 */
export const ISOMORPH_INVARIANT_RATERS: ReadonlySet<string> = new Set(['se', 'grader', 'alone', 'cld']);

/** True when a rating the rater made of an isomorph is the rating of the puzzle itself. */
export function isIsomorphInvariant(raterId: string): boolean {
  return ISOMORPH_INVARIANT_RATERS.has(raterId);
}
