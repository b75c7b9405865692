import { describe, expect, it } from 'vitest';
import { PAPER_CLD_SCALE, PAPER_NHC_SCALE, categorize, categorizeLevel, refitScale } from './universal';

describe('the universal scale', () => {
  it("puts NHC values in the Project Patti paper's bins [1.30, 3.48), [3.48, 6.52), [6.52, …]", () => {
    expect([1.3, 3.47, 3.48, 6.51, 6.52, 98].map((v) => categorize(v, PAPER_NHC_SCALE))).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
  });
  it('reads the short-clause share the other way round: more short clauses is easier', () => {
    expect([67, 22.7, 22.6, 17.7, 17.6, 5].map((v) => categorize(v, PAPER_CLD_SCALE))).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
  });
  it('refits equal-count tertiles on a chosen set, in either direction', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const nhc = refitScale(values, 'nhc4');
    expect(nhc.cutPoints).toEqual([4, 7]);
    expect(values.map((v) => categorize(v, nhc))).toEqual(['easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard']);
    const cld = refitScale(values, 'shortPct');
    expect(values.map((v) => categorize(v, cld))).toEqual(['hard', 'hard', 'hard', 'medium', 'medium', 'medium', 'easy', 'easy', 'easy']);
  });
  it("gives a level's category by its mean and by its median", () => {
    // A right-skewed level (the Project Patti paper's §8.3 observation): mean Hard, median Medium.
    const level = categorizeLevel([4, 5, 5, 6, 30], PAPER_NHC_SCALE);
    expect([level.byMean, level.byMedian, level.mean, level.median]).toEqual(['hard', 'medium', 10, 5]);
  });
});
