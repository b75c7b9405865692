import { describe, expect, it } from 'vitest';
import { quantile } from '../stats/quantile';
import { compareAdjacentLevels } from './adjacentLevels';
import { computeComparison } from './comparison';
import { handTable } from '../../../tests/support/handTable';
import { ratingSummary } from './ratingSummary';

describe('the ladder', () => {
  it('has one row per level with a value: n, type-7 quartiles and median, and category shares', () => {
    const values = [1, 2, 3, 5, 7, 9];
    const ladder = computeComparison(handTable({ Daily: { Mixed: values, Empty: [null, null, null] } }), { metric: 'nhc4' }).ladder;
    expect(ladder).toEqual([
      {
        source: 'Daily',
        level: 'Mixed',
        n: 6,
        q1: quantile(values, 0.25),
        median: quantile(values, 0.5),
        q3: quantile(values, 0.75),
        shares: { easy: 0.5, medium: 1 / 6, hard: 2 / 6 },
      },
    ]);
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
  it('puts a level of puzzles beyond Diabolical above the Diabolical one, however little their unfinished solves cost', () => {
    const cost = (score: number, level: string): number => ratingSummary('cost', { score, level, techniques: {} })!;
    const levels = {
      Fiendish: [cost(9000, 'Fiendish'), cost(12_000, 'Fiendish'), cost(10_500, 'Fiendish')],
      Diabolical: [cost(21_850, 'Diabolical'), cost(53_800, 'Diabolical'), cost(30_000, 'Diabolical')],
      Extreme: [cost(7250, 'Beyond Diabolical'), cost(5750, 'Beyond Diabolical'), cost(100, 'Beyond Diabolical')],
    };
    const comparison = computeComparison(handTable({ Site: levels }, 'cost'), { metric: 'cost' });
    expect(comparison.ladder.map((row) => row.level)).toEqual(['Fiendish', 'Diabolical', 'Extreme']);
    const [, diabolical, extreme] = comparison.sources[0]!.levels;
    // The whole box of the level beyond lies above the Diabolical box, whiskers and all.
    expect(extreme!.box!.min).toBeGreaterThan(diabolical!.box!.max);
    // Spearman between level and cost is that of costs rising level by level without overlap.
    const rising = computeComparison(handTable({ Site: { Fiendish: [1, 3, 2], Diabolical: [4, 6, 5], Extreme: [9, 8, 7] } }, 'cost'), {
      metric: 'cost',
    });
    const rho = (of: typeof comparison): number | null | undefined =>
      of.sources[0]!.spearman.find((figures) => figures.metric === 'cost')?.rho;
    expect(rho(comparison)).toBe(rho(rising));
    // The histogram's last bin holds the three beyond Diabolical, the bins below every solved one.
    const { counts } = comparison.histogram;
    expect(counts.at(-1)).toBe(3);
    expect(counts.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(6);
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
