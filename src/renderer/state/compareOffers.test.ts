import { describe, expect, it } from 'vitest';
import { computeComparison, type CompareProblem } from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import { missingRaters, refitsOffered, shownProblems } from './compareOffers';

describe('shownProblems', () => {
  const missing: CompareProblem = {
    kind: 'ERR_MISSING_RATINGS',
    metric: 'se',
    rater: 'se',
    count: 90,
    message: 'SE is not rated for any of the 90 puzzles',
  };
  const unratedLevel: CompareProblem = {
    kind: 'ERR_SMALL_LEVEL',
    metric: 'se',
    source: 'Site 1',
    level: 'Easy',
    count: 0,
    message: 'Site 1 · Easy has 0 puzzles rated',
  };

  it('leaves out what a finding already says, and the unrated levels of a metric said to be missing', () => {
    expect(shownProblems([missing, unratedLevel, { ...unratedLevel, level: 'Hard' }], [{ text: missing.message }])).toEqual([]);
    expect(shownProblems([missing, unratedLevel], [])).toEqual([missing]);
  });

  it('keeps a level with a few ratings, and an unrated level when nothing says the metric is missing', () => {
    const small = { ...unratedLevel, count: 2 };
    expect(shownProblems([missing, small], [{ text: missing.message }])).toEqual([small]);
    expect(shownProblems([unratedLevel], [])).toEqual([unratedLevel]);
  });
});

describe('missingRaters', () => {
  it('names each rater that would fill missing ratings once, and none for a published column', () => {
    const published: CompareProblem = {
      kind: 'ERR_MISSING_RATINGS',
      metric: 'ext:score',
      count: 3,
      message: 'score is not published for 3 of 90 puzzles',
    };
    const nhc: CompareProblem = { kind: 'ERR_MISSING_RATINGS', metric: 'nhc4', rater: 'nhc4', count: 3, message: '…' };
    const se: CompareProblem = { kind: 'ERR_MISSING_RATINGS', metric: 'se', rater: 'se', count: 3, message: '…' };
    expect(missingRaters([nhc, published, se, nhc])).toEqual(['nhc4', 'se']);
  });
});

describe('refitsOffered', () => {
  it('offers tertiles and agreement with a source that has three rated levels', () => {
    const comparison = computeComparison(syntheticTable(90, { sources: 2, levels: 3, seed: 1 }), { metric: 'nhc4' });
    expect(refitsOffered(comparison)).toEqual({ tertiles: true, agreeWith: comparison.sources.map((source) => source.name) });
  });

  it('offers nothing on a metric without ratings, nor agreement with a source of two levels', () => {
    const table = syntheticTable(60, { sources: 1, levels: 2, seed: 2 });
    expect(refitsOffered(computeComparison(table, { metric: 'nhc4' })).agreeWith).toEqual([]);
    const unrated = { ...table, values: { ...table.values, nhc4: table.values.nhc4!.map(() => null) } };
    expect(refitsOffered(computeComparison(unrated, { metric: 'nhc4' }))).toEqual({ tertiles: false, agreeWith: [] });
    expect(refitsOffered(null)).toEqual({ tertiles: false, agreeWith: [] });
  });
});
