import { describe, expect, it } from 'vitest';
import { boxPlot } from '../../core/stats/boxPlot';
import {
  legendEntryAt,
  levelAt,
  levelsChartHeight,
  levelsLayout,
  LINE_HEIGHT,
  OUTLIER_HIT_RADIUS,
  type LevelsLayoutInput,
} from './levelsLayout';

// Easy: 40 lies beyond the upper fence (an outlier, puzzle 8); hard has none.
const easy = boxPlot([1, 2, 2, 3, 3, 3, 4, 40], [1, 2, 3, 4, 5, 6, 7, 8]);
const hard = boxPlot([5, 6, 7, 8, 9], [9, 10, 11, 12, 13]);
const input: LevelsLayoutInput = {
  levels: [
    { label: 'Easy', box: easy },
    { label: 'Empty', box: null },
    { label: 'Sudoku of the Day levels · Diabolical', box: hard },
  ],
  bands: { cutPoints: [3.48, 6.52], harderWhen: 'higher' },
  log: false,
  axisTitle: 'NHC-4',
  width: 600,
  height: 300,
};

describe('levelsLayout', () => {
  const layout = levelsLayout(input);

  it('gives each level a row, top to bottom in order, inside the plot', () => {
    const ys = layout.rows.map((row) => row.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    for (const y of ys) {
      expect(y).toBeGreaterThan(layout.area.top);
      expect(y).toBeLessThan(layout.area.bottom);
    }
  });

  it('puts a box where its figures are on the axis, in order along it', () => {
    const box = layout.rows[0]!.box!;
    expect(box.q1).toBeCloseTo(layout.scale(easy.q1));
    expect(box.median).toBeCloseTo(layout.scale(easy.median));
    expect(box.lowerWhisker).toBeLessThanOrEqual(box.q1);
    expect(box.q1).toBeLessThanOrEqual(box.median);
    expect(box.median).toBeLessThanOrEqual(box.q3);
    expect(box.q3).toBeLessThanOrEqual(box.upperWhisker);
    expect(layout.rows[1]!.box).toBeNull();
  });

  it('keeps every value, outliers too, on the axis', () => {
    const outlier = layout.rows[0]!.outliers[0]!;
    expect(outlier).toMatchObject({ id: 8, value: 40 });
    expect(outlier.x).toBeGreaterThan(layout.rows[0]!.box!.upperWhisker);
    expect(outlier.x).toBeLessThanOrEqual(layout.area.right);
    expect(layout.scale(1)).toBeGreaterThanOrEqual(layout.area.left);
  });

  it('draws at most the outliers asked for, the lowest and the highest kept', () => {
    const many = boxPlot(
      [...Array.from({ length: 60 }, () => 5), ...Array.from({ length: 10 }, (_, k) => 100 + k)],
      Array.from({ length: 70 }, (_, k) => k),
    );
    const row = levelsLayout({ ...input, levels: [{ label: 'Many', box: many }], outliersPerBox: 4 }).rows[0]!;
    expect(many.outliers.length).toBeGreaterThan(4);
    expect(row.outliers.map((outlier) => outlier.value)).toEqual([100, expect.any(Number), expect.any(Number), 109]);
  });

  it('wraps long labels onto lines centred on their row, right-aligned against the plot', () => {
    const lines = layout.rows[2]!.lines;
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.text).join(' ')).toBe('Sudoku of the Day levels · Diabolical');
    expect(lines[1]!.y - lines[0]!.y).toBe(LINE_HEIGHT);
    expect(layout.labelRight).toBeLessThan(layout.area.left);
  });

  it('makes room at the left for the widest label as measured', () => {
    const wide = levelsLayout({ ...input, measure: (text) => text.length * 10 });
    expect(wide.area.left).toBeGreaterThan(layout.area.left);
    expect(wide.labelRight).toBeGreaterThanOrEqual(10 * 'Sudoku of the'.length);
  });

  it('orders the bands by which way is harder', () => {
    expect(layout.bands.map((band) => band.name)).toEqual(['easy', 'medium', 'hard']);
    expect(layout.bands[1]!.left).toBeCloseTo(layout.scale(3.48));
    const lower = levelsLayout({ ...input, bands: { cutPoints: [3.48, 6.52], harderWhen: 'lower' } });
    expect(lower.bands.map((band) => band.name)).toEqual(['hard', 'medium', 'easy']);
    expect(levelsLayout({ ...input, bands: null }).bands).toEqual([]);
  });

  it('ticks a log axis at 1, 2 and 5 times powers of ten and leaves values it cannot show off it', () => {
    const wide = boxPlot([0.5, 2, 3, 4, 300], [1, 2, 3, 4, 5]);
    const log = levelsLayout({ ...input, log: true, levels: [{ label: 'Wide', box: wide }] });
    expect(log.ticks.map((tick) => tick.label)).toEqual(expect.arrayContaining(['1', '10', '100']));
    for (const tick of log.ticks) expect(Number(tick.label) / 10 ** Math.floor(Math.log10(Number(tick.label)))).toBeOneOf([1, 2, 5]);
  });

  it('spreads the legend left to right without overlap', () => {
    const xs = layout.legend.entries.map((entry) => entry.x);
    expect(layout.legend.entries.map((entry) => entry.kind)).toEqual(['whiskers', 'box', 'median', 'outliers']);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(layout.legend.y).toBeLessThan(layout.area.top);
  });

  it('is as tall as its rows need: a row each, three at least, taller rows for wrapped labels', () => {
    expect(levelsChartHeight(['A'])).toBe(levelsChartHeight(['A', 'B', 'C']));
    expect(levelsChartHeight(['A', 'B', 'C', 'D'])).toBeGreaterThan(levelsChartHeight(['A', 'B', 'C']));
    expect(levelsChartHeight(['Sudoku of the Day levels · Diabolical', 'B', 'C'])).toBeGreaterThan(levelsChartHeight(['A', 'B', 'C']));
  });
});

describe('levelAt', () => {
  const layout = levelsLayout(input);
  const easyRow = layout.rows[0]!;
  const box = easyRow.box!;

  it('finds an outlier within its hit radius, and its row', () => {
    const outlier = easyRow.outliers[0]!;
    expect(levelAt(layout, outlier.x + 3, outlier.y - 2)).toEqual({ row: 0, outlier });
    expect(levelAt(layout, outlier.x + OUTLIER_HIT_RADIUS + 1, outlier.y)?.outlier ?? null).toBeNull();
  });

  it('finds a box over its middle half and along its whiskers, nothing beside it', () => {
    expect(levelAt(layout, box.median, easyRow.y)).toEqual({ row: 0, outlier: null });
    expect(levelAt(layout, (box.lowerWhisker + box.q1) / 2, easyRow.y + 1)).toEqual({ row: 0, outlier: null });
    expect(levelAt(layout, box.median, easyRow.y + box.half + 10)).toBeNull();
    expect(levelAt(layout, layout.rows[2]!.box!.q1 + 1, layout.rows[2]!.y)).toEqual({ row: 2, outlier: null });
  });

  it('finds nothing on a level without ratings', () => {
    expect(levelAt(layout, box.median, layout.rows[1]!.y)).toBeNull();
  });

  it('hides the outliers when asked: none drawn, none found, the legend saying so', () => {
    const hidden = levelsLayout({ ...input, outliersShown: false });
    expect(hidden.rows.every((row) => row.outliers.length === 0)).toBe(true);
    const outlier = easyRow.outliers[0]!;
    expect(levelAt(hidden, outlier.x, outlier.y)?.outlier ?? null).toBeNull();
    expect(hidden.legend.entries.filter((entry) => entry.hidden).map((entry) => entry.kind)).toEqual(['outliers']);
    expect(layout.legend.entries.some((entry) => entry.hidden)).toBe(false);
    // The boxes stay where they were.
    expect(hidden.rows[0]!.box).toEqual(box);
  });

  it('finds the legend entry under the pointer, and nothing off the legend', () => {
    for (const entry of layout.legend.entries) {
      expect(legendEntryAt(layout, entry.x + entry.width / 2, layout.legend.y)?.kind).toBe(entry.kind);
    }
    const outliers = layout.legend.entries.find((entry) => entry.kind === 'outliers')!;
    expect(legendEntryAt(layout, outliers.x + 2, layout.legend.y + 30)).toBeNull();
    expect(legendEntryAt(layout, outliers.x + outliers.width + 10, layout.legend.y)).toBeNull();
  });
});
