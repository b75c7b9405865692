import { describe, expect, it } from 'vitest';
import { computeComparison, type CompareProblem } from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import { refitsOffered, shownProblems } from './compareOffers';

describe('shownProblems', () => {
  const missing: CompareProblem = { kind: 'ERR_MISSING_RATINGS', metric: 'se', rater: 'se', count: 90, message: '90 of 90 puzzles have no SE rating' };
  const unratedLevel: CompareProblem = { kind: 'ERR_SMALL_LEVEL', metric: 'se', source: 'Site 1', level: 'Easy', count: 0, message: 'Site 1 · Easy has 0 puzzles rated' };

  it('says an unrated metric once, not once more per level', () => {
    expect(shownProblems([missing, unratedLevel, { ...unratedLevel, level: 'Hard' }])).toEqual([missing]);
  });

  it('keeps a level with a few ratings, and an unrated level when nothing says the metric is missing', () => {
    const small = { ...unratedLevel, count: 2 };
    expect(shownProblems([missing, small])).toEqual([missing, small]);
    expect(shownProblems([unratedLevel])).toEqual([unratedLevel]);
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
