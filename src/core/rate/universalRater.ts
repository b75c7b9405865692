/**
 * `universal`: the puzzle's universal category on the Project Patti paper's bins (§8.2): from
 * its NHC-4 (cut points 3.48 and 6.52) and from its short-clause share (22.6 % and 17.6 %; more
 * short clauses = easier). Shares the NHC-4 computation with `nhc4` when both are asked for.
 */
import { clauseLengthDistribution } from '../sat/clauseLengths';
import { memoizedNhc } from './nishioRaters';
import type { Rater } from '../rater';
import { PAPER_CLD_SCALE, PAPER_NHC_SCALE, categorize, type UniversalCategory } from './universal';

export interface UniversalRating {
  readonly nhc: UniversalCategory;
  readonly cld: UniversalCategory;
}

export const universalRater: Rater<UniversalRating> = {
  id: 'universal',
  title: 'Universal Easy/Medium/Hard from NHC-4 and from the short-clause share (paper cut points)',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 2,
  usesOptions: ['runs', 'seed'],
  rate: (input, options, memo) => ({
    nhc: categorize(memoizedNhc(input.puzzle, 4, options, memo).mean, PAPER_NHC_SCALE),
    cld: categorize(clauseLengthDistribution(input.puzzle).shortPct, PAPER_CLD_SCALE),
  }),
};
