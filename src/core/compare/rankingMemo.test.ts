import { describe, expect, it } from 'vitest';
import { computeComparison } from './comparison';
import { RankingMemo } from './rankingMemo';
import { computeSpearmanIntervals } from './spearmanIntervals';
import { syntheticTable } from './syntheticTable';
import type { CompareTable } from './table';

const versioned = (table: CompareTable, rows: string, se = '1'): CompareTable => ({
  ...table,
  versions: { rows, columns: Object.fromEntries(Object.keys(table.values).map((metric) => [metric, metric === 'se' ? se : '1'])) },
});

describe('RankingMemo', () => {
  const base = syntheticTable(600, { sources: 2, levels: 3 });
  const changed: CompareTable = {
    ...base,
    values: { ...base.values, se: base.values.se!.map((v, row) => (row % 5 === 0 ? null : v! * (1 + (row % 3)))) },
  };

  it('gives the figures a fresh computation gives, before and after a column changes', () => {
    const memo = new RankingMemo();
    expect(computeComparison(versioned(base, 'a'), { metric: 'nhc4' }, memo)).toEqual(computeComparison(base, { metric: 'nhc4' }));
    expect(computeComparison(versioned(changed, 'a', '2'), { metric: 'se' }, memo)).toEqual(computeComparison(changed, { metric: 'se' }));
    expect(computeSpearmanIntervals(versioned(changed, 'a', '2'), { resamples: 50 }, memo)).toEqual(
      computeSpearmanIntervals(changed, { resamples: 50 }),
    );
  });

  it('recomputes only the changed column, and everything on other rows', () => {
    const memo = new RankingMemo();
    const first = computeComparison(versioned(base, 'a'), { metric: 'nhc4' }, memo);
    const otherMetric = computeComparison(versioned(base, 'a'), { metric: 'cost' }, memo);
    const spearmanOf = (comparison: typeof first, metric: string): unknown =>
      comparison.sources[0]!.spearman.find((row) => row.metric === metric);
    expect(spearmanOf(otherMetric, 'nhc4')).toBe(spearmanOf(first, 'nhc4'));
    expect(otherMetric.matrix).toBe(first.matrix);
    const landed = computeComparison(versioned(changed, 'a', '2'), { metric: 'nhc4' }, memo);
    expect(spearmanOf(landed, 'nhc4')).toBe(spearmanOf(first, 'nhc4'));
    expect(spearmanOf(landed, 'se')).not.toBe(spearmanOf(first, 'se'));
    expect(landed.matrix).not.toBe(first.matrix);
    const otherRows = computeComparison(versioned(base, 'b'), { metric: 'nhc4' }, memo);
    expect(spearmanOf(otherRows, 'nhc4')).not.toBe(spearmanOf(first, 'nhc4'));
    expect(spearmanOf(otherRows, 'nhc4')).toEqual(spearmanOf(first, 'nhc4'));
  });
});
