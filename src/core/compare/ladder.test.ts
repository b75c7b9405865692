import { describe, expect, it } from 'vitest';
import { quantile } from '../stats/quantile';
import { compareAdjacentLevels } from './adjacentLevels';
import { computeComparison } from './comparison';
import { handTable } from './handTable';

describe('the ladder', () => {
  it('has one row per level with a value: n, type-7 quartiles and median, and category shares', () => {
    const values = [1, 2, 3, 5, 7, 9];
    const ladder = computeComparison(handTable({ Daily: { Mixed: values, Empty: [null, null, null] } }), { metric: 'nhc4' }).ladder;
    expect(ladder).toEqual([{ source: 'Daily', level: 'Mixed', n: 6, q1: quantile(values, 0.25), median: quantile(values, 0.5), q3: quantile(values, 0.75), shares: { easy: 0.5, medium: 1 / 6, hard: 2 / 6 } }]);
  });
  it('sorts easiest first by median across sources, ties by quartile, then source order, then level rank', () => {
    const table = handTable({ A: { Easy: [1, 5, 9], Hard: [4, 5, 6] }, B: { Easy: [0, 1, 2], Hard: [4, 5, 6] } });
    const ladder = computeComparison(table, { metric: 'nhc4' }).ladder;
    // A's Easy has the same median as both Hards but its lower quartile is lower; the Hards tie wholly: A before B.
    expect(ladder.map((row) => `${row.source} ${row.level}`)).toEqual(['B Easy', 'A Easy', 'A Hard', 'B Hard']);
  });
  it('puts the highest first for a metric where lower is harder', () => {
    const table = handTable({ A: { Easy: [30, 29, 28], Hard: [20, 19, 18] } }, 'shortPct');
    const ladder = computeComparison(table, { metric: 'shortPct' }).ladder;
    expect(ladder.map((row) => row.level)).toEqual(['Easy', 'Hard']);
    expect(ladder[0]).toMatchObject({ q1: 28.5, median: 29, q3: 29.5 });
  });
  it('gives all-zero shares to a level with no value of the scale metric', () => {
    const table = handTable({ A: { Easy: [30, 29, 28] } }, 'shortPct');
    expect(computeComparison(table, { metric: 'shortPct' }).ladder[0]!.shares).toEqual({ easy: 0, medium: 0, hard: 0 });
  });
});

describe('the adjacent-level tests behind the boxes and the findings', () => {
  it('are those of the raw values, for a metric where lower is harder too', () => {
    const levels = { Easy: [30, 29, 26, 28], Medium: [27, 25, 24], Hard: [20, 26, 18, 21, 19] };
    const comparison = computeComparison(handTable({ A: levels }, 'shortPct'), { metric: 'shortPct' });
    const raw = Object.entries(levels).map(([level, values]) => ({ level, values }));
    expect(comparison.sources[0]!.adjacent).toEqual(compareAdjacentLevels(raw, 'lower'));
  });
});
