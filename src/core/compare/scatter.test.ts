import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  defaultSecondMetric,
  drawnScatter,
  pointsNear,
  scatterCount,
  scatterSeries,
  thinPoints,
  worthLogAxis,
  type ScatterPoint,
} from './scatter';
import { syntheticTable } from './syntheticTable';
import type { CompareTable } from './table';

const table: CompareTable = {
  sources: [{ name: 'Daily', levels: ['Easy', 'Medium', 'Hard'] }],
  ids: [1, 2, 3, 4, 5, 6],
  source: [0, 0, 0, 0, 0, 0],
  level: [0, 2, 2, -1, 1, 0],
  values: { nhc4: [1, 8, 9, 4, null, 2], se: [1.5, 7, 8, 3, 4, null] },
};

describe('scatterSeries', () => {
  it('keeps the puzzles rated on both metrics, one series per level in order, unlevelled last', () => {
    const series = scatterSeries(table, 'nhc4', 'se');
    expect(series.map((entry) => [entry.level, entry.rank, entry.points.map((p) => p.row)])).toEqual([
      ['Easy', 0, [0]],
      ['Hard', 2, [1, 2]],
      [null, -1, [3]],
    ]);
    expect(series[1]!.points[0]).toEqual({ x: 8, y: 7, row: 1 });
    expect(scatterCount(series)).toBe(4);
  });
  it('is empty when a metric was not gathered', () => {
    expect(scatterSeries(table, 'nhc4', 'cost')).toEqual([]);
  });
});

describe('defaultSecondMetric', () => {
  it('picks the other metric with the most values', () => {
    expect(defaultSecondMetric(table, 'nhc4')).toBe('se');
    expect(defaultSecondMetric(table, 'se')).toBe('nhc4');
    expect(defaultSecondMetric({ ...table, values: { nhc4: table.values.nhc4! } }, 'nhc4')).toBeNull();
  });
  it('prefers a continuous metric to a discrete one rated as often', () => {
    const both: CompareTable = {
      ...table,
      values: { nhc4: table.values.nhc4!, alone: [2, 3, 2, 4, 5, 2], cost: [10, 40, 55, 20, 30, 12] },
    };
    expect(defaultSecondMetric(both, 'nhc4')).toBe('cost');
    expect(defaultSecondMetric({ ...both, values: { ...both.values, cost: [10, null, 55, 20, 30, 12] } }, 'nhc4')).toBe('alone');
  });
});

describe('thinPoints', () => {
  const big = syntheticTable(20000, { sources: 1, levels: 4, seed: 5 });
  const points: ScatterPoint[] = scatterSeries(big, 'nhc4', 'se').flatMap((entry) => entry.points);
  const bounds = boundsOf([{ source: '', sourceIndex: 0, level: null, rank: -1, levels: 0, points }])!;
  const kept = thinPoints(points, bounds, 100, 60);

  /** The cell of the 100 × 60 grid a point falls in, as `column:row`. */
  const cellOf = (p: ScatterPoint): string => {
    const column = Math.min(99, Math.floor(((p.x - bounds.xMin) / (bounds.xMax - bounds.xMin)) * 100));
    const row = Math.min(59, Math.floor(((p.y - bounds.yMin) / (bounds.yMax - bounds.yMin)) * 60));
    return `${column}:${row}`;
  };

  it('keeps at most one point per grid cell, and far fewer than it was given', () => {
    const cells = new Set(kept.map(cellOf));
    expect(cells.size).toBe(kept.length);
    expect(kept.length).toBeLessThan(points.length / 2);
  });
  it('leaves no occupied cell empty: every point has a kept point in its cell', () => {
    const keptCells = new Set(kept.map(cellOf));
    expect(points.every((p) => keptCells.has(cellOf(p)))).toBe(true);
  });
  it('keeps a small set whole', () => {
    expect(thinPoints(points.slice(0, 50), bounds, 100, 60)).toHaveLength(50);
  });
});

describe('pointsNear', () => {
  it('finds every puzzle inside the ellipse, nearest first', () => {
    const series = scatterSeries(table, 'nhc4', 'se');
    expect(pointsNear(series, 8.4, 7.4, 1, 1)).toEqual([1, 2]);
    expect(pointsNear(series, 8.4, 7.4, 0.6, 0.6)).toEqual([1]);
    expect(pointsNear(series, 20, 20, 1, 1)).toEqual([]);
  });
});

describe('drawnScatter', () => {
  const big = syntheticTable(30000, { sources: 3, levels: 5, seed: 9 });
  const drawn = drawnScatter(big, 'nhc4', 'se', false);
  const all = scatterSeries(big, 'nhc4', 'se');

  it('draws 5,000 points at most, every series kept, each drawn point a real puzzle of its series', () => {
    const drawnCount = drawn.series.reduce((sum, entry) => sum + entry.ids.length, 0);
    expect(drawnCount).toBeLessThanOrEqual(5000);
    expect(drawnCount).toBeGreaterThan(2500);
    expect(drawn.series.map((entry) => [entry.source, entry.level, entry.count])).toEqual(
      all.map((entry) => [entry.source, entry.level, entry.points.length]),
    );
    expect(drawn.total).toBe(scatterCount(all));
    drawn.series.forEach((entry, index) => {
      const points = new Map(all[index]!.points.map((point) => [big.ids[point.row]!, point]));
      entry.ids.forEach((id, k) => expect(points.get(id)).toEqual({ x: entry.x[k], y: entry.y[k], row: points.get(id)!.row }));
    });
  });
  it('has the bounds of all the points, drawn or not', () => {
    expect(drawn.bounds).toEqual(boundsOf(all));
  });
  it('chooses the second metric when none is asked, or the one asked equals x', () => {
    expect(drawnScatter(table, 'nhc4', null, false).y).toBe('se');
    expect(drawnScatter(table, 'nhc4', 'nhc4', false).y).toBe('se');
    expect(drawnScatter({ ...table, values: { nhc4: table.values.nhc4! } }, 'nhc4', null, false)).toMatchObject({
      y: null,
      total: 0,
      series: [],
      xRated: true,
    });
  });
  it('takes a log axis only where asked and the values span a decade', () => {
    expect(drawn.log).toEqual({ x: false, y: false });
    const logged = drawnScatter(big, 'nhc4', 'se', true);
    expect(logged.log).toEqual({
      x: worthLogAxis(drawn.bounds!.xMin, drawn.bounds!.xMax),
      y: worthLogAxis(drawn.bounds!.yMin, drawn.bounds!.yMax),
    });
    expect(logged.log.x).toBe(true);
  });
  it('thins on the logarithms on a log axis: small values keep more of their points', () => {
    const logged = drawnScatter(big, 'nhc4', 'se', true);
    const below = (scatter: typeof drawn): number =>
      scatter.series.reduce((sum, entry) => sum + entry.x.filter((x) => x < 2 * scatter.bounds!.xMin).length, 0);
    expect(below(logged)).toBeGreaterThan(below(drawn));
  });
});

describe('worthLogAxis', () => {
  it('takes positive values spread over about a decade, not a narrow range or one reaching 0', () => {
    expect(worthLogAxis(1, 180)).toBe(true);
    expect(worthLogAxis(10, 30)).toBe(false);
    expect(worthLogAxis(0, 180)).toBe(false);
  });
});
