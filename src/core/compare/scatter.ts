/**
 * The scatter of two metrics: the selection's puzzles rated by both, one series per source and
 * level (coloured by level), thinned for drawing so tens of thousands of puzzles stay quick, and
 * the puzzles near a clicked spot found among all of them, not only the drawn ones. Computed
 * where the rows are (the app's compare service), so a page receives only the points it draws.
 */
import { COMPARE_METRICS, type CompareMetricId } from './metrics';
import type { CompareTable } from './table';

/** One puzzle on the scatter; `row` is its row in the table. */
export interface ScatterPoint {
  readonly x: number;
  readonly y: number;
  readonly row: number;
}

/** Where a series' puzzles come from: a source and one of its levels. */
export interface ScatterSeriesKey {
  readonly source: string;
  readonly sourceIndex: number;
  /** The level's name, null for the source's puzzles without a level. */
  readonly level: string | null;
  /** The level's rank (0 = easiest) and how many levels the source has; −1 without a level. */
  readonly rank: number;
  readonly levels: number;
}

export interface ScatterSeries extends ScatterSeriesKey {
  readonly points: readonly ScatterPoint[];
}

/** A series as drawn: its points after thinning, as parallel columns (compact over IPC and HTTP). */
export interface DrawnSeries extends ScatterSeriesKey {
  /** Puzzles of the series, drawn or not. */
  readonly count: number;
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly ids: readonly number[];
}

/** The extent of a chart's axes in data units. */
export interface Bounds {
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
}

/** What the view draws of the scatter of `x` against `y`. */
export interface DrawnScatter {
  readonly x: CompareMetricId;
  /** The y metric: the one asked for, else the other metric with the most ratings; null when no other has any. */
  readonly y: CompareMetricId | null;
  /** The axes drawn on a log scale: asked for, and the values span about a decade (worthLogAxis). */
  readonly log: { readonly x: boolean; readonly y: boolean };
  /** Whether any puzzle of the selection has an x value (to say which rater the scatter lacks). */
  readonly xRated: boolean;
  /** Puzzles on the scatter, drawn or not. */
  readonly total: number;
  /** The extent of all the points (null when there is none). */
  readonly bounds: Bounds | null;
  readonly series: readonly DrawnSeries[];
}

/**
 * A grid with cells smaller than a drawn point (5 px across on a chart some 700 × 300 px):
 * one point per cell looks the same as all of them, and far fewer points draw in a short task.
 */
const THIN_COLUMNS = 180;
const THIN_ROWS = 110;
/** The most points drawn in all: the page draws them in one short task. */
const DRAWN_BUDGET = 5000;

/** The puzzles rated on both metrics, per source and level (easiest first, unlevelled last). */
export function scatterSeries(table: CompareTable, xMetric: CompareMetricId, yMetric: CompareMetricId): ScatterSeries[] {
  const xs = table.values[xMetric];
  const ys = table.values[yMetric];
  if (!xs || !ys) return [];
  const groups = table.sources.map((source) => ({
    levelled: source.levels.map(() => [] as ScatterPoint[]),
    unlevelled: [] as ScatterPoint[],
  }));
  for (let row = 0; row < table.ids.length; row++) {
    const x = xs[row];
    const y = ys[row];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    const group = groups[table.source[row]!]!;
    const level = table.level[row]!;
    (level >= 0 ? group.levelled[level]! : group.unlevelled).push({ x, y, row });
  }
  return table.sources.flatMap((source, s) => {
    const group = groups[s]!;
    const levelled = source.levels.map((level, rank) => ({
      source: source.name,
      sourceIndex: s,
      level,
      rank,
      levels: source.levels.length,
      points: group.levelled[rank]!,
    }));
    const series: ScatterSeries[] = [
      ...levelled,
      { source: source.name, sourceIndex: s, level: null, rank: -1, levels: source.levels.length, points: group.unlevelled },
    ];
    return series.filter((entry) => entry.points.length > 0);
  });
}

/** How many puzzles the scatter has. */
export function scatterCount(series: readonly { readonly points: readonly unknown[] }[]): number {
  return series.reduce((sum, entry) => sum + entry.points.length, 0);
}

/**
 * The second metric to show when none is chosen: the metric other than `xMetric` with the most
 * values in the selection; among equals a continuous one (a few whole values make stripes, not a
 * cloud), then the first in the view's order. None rated: null.
 */
export function defaultSecondMetric(table: CompareTable, xMetric: CompareMetricId): CompareMetricId | null {
  let best: CompareMetricId | null = null;
  let bestScore = 0;
  for (const metric of COMPARE_METRICS) {
    if (metric.id === xMetric) continue;
    const count = ratedCount(table.values[metric.id]);
    const score = count === 0 ? 0 : 2 * count + (metric.discrete ? 0 : 1);
    if (score > bestScore) {
      best = metric.id;
      bestScore = score;
    }
  }
  return best;
}

function ratedCount(values: readonly (number | null)[] | undefined): number {
  let count = 0;
  if (values) for (let row = 0; row < values.length; row++) if (values[row] !== null) count++;
  return count;
}

/**
 * Whether values from `min` to `max` are worth a log axis: all above 0 and spread over about a
 * decade or more (a narrower range reads better on a linear one).
 */
export function worthLogAxis(min: number, max: number): boolean {
  return min > 0 && max / min >= 8;
}

/**
 * The points to draw: the first point of each cell of a `columns` × `rows` grid over `bounds`.
 * A point hides any other in its cell at the drawn size, so the picture is the same with far
 * fewer points; thinning each series apart keeps every level visible where levels overlap.
 */
export function thinPoints(points: readonly ScatterPoint[], bounds: Bounds, columns: number, rows: number): ScatterPoint[] {
  if (points.length <= columns) return [...points];
  const width = bounds.xMax - bounds.xMin || 1;
  const height = bounds.yMax - bounds.yMin || 1;
  // A byte per cell: tens of thousands of points are thinned in a few milliseconds.
  const taken = new Uint8Array(columns * rows);
  const kept: ScatterPoint[] = [];
  for (const point of points) {
    const column = Math.min(columns - 1, Math.max(0, Math.floor(((point.x - bounds.xMin) / width) * columns)));
    const row = Math.min(rows - 1, Math.max(0, Math.floor(((point.y - bounds.yMin) / height) * rows)));
    const cell = row * columns + column;
    if (taken[cell] === 1) continue;
    taken[cell] = 1;
    kept.push(point);
  }
  return kept;
}

/** The data bounds of all the series' points (null when there is none). */
export function boundsOf(series: readonly ScatterSeries[]): Bounds | null {
  let xMin = Infinity;
  let xMax = -Infinity;
  let yMin = Infinity;
  let yMax = -Infinity;
  for (const entry of series) {
    for (const { x, y } of entry.points) {
      if (x < xMin) xMin = x;
      if (x > xMax) xMax = x;
      if (y < yMin) yMin = y;
      if (y > yMax) yMax = y;
    }
  }
  return xMin === Infinity ? null : { xMin, xMax, yMin, yMax };
}

/**
 * The scatter of `xMetric` against `yMetric` (or the default second metric) as the view draws
 * it: each series thinned on a grid finer than a drawn point — on the logarithms for a log axis,
 * where the points sit as drawn — with coarser grids for all while many levels still leave more
 * than DRAWN_BUDGET points.
 */
export function drawnScatter(table: CompareTable, xMetric: CompareMetricId, yMetric: CompareMetricId | null, log: boolean): DrawnScatter {
  const y = yMetric !== null && yMetric !== xMetric ? yMetric : defaultSecondMetric(table, xMetric);
  const xRated = ratedCount(table.values[xMetric]) > 0;
  const series = y === null ? [] : scatterSeries(table, xMetric, y);
  const bounds = boundsOf(series);
  const logX = log && bounds !== null && worthLogAxis(bounds.xMin, bounds.xMax);
  const logY = log && bounds !== null && worthLogAxis(bounds.yMin, bounds.yMax);
  const toGrid = (point: ScatterPoint): ScatterPoint => ({
    row: point.row,
    x: logX ? Math.log10(point.x) : point.x,
    y: logY ? Math.log10(point.y) : point.y,
  });
  const onGrid = logX || logY ? series.map((entry) => entry.points.map(toGrid)) : series.map((entry) => entry.points);
  const grid = bounds && {
    xMin: logX ? Math.log10(bounds.xMin) : bounds.xMin,
    xMax: logX ? Math.log10(bounds.xMax) : bounds.xMax,
    yMin: logY ? Math.log10(bounds.yMin) : bounds.yMin,
    yMax: logY ? Math.log10(bounds.yMax) : bounds.yMax,
  };
  const thinAll = (columns: number, rows: number): ScatterPoint[][] =>
    grid ? onGrid.map((points) => thinPoints(points, grid, columns, rows)) : [];
  const keptCount = (thinned: readonly (readonly ScatterPoint[])[]): number => thinned.reduce((sum, points) => sum + points.length, 0);
  let columns = THIN_COLUMNS;
  let thinned = thinAll(columns, THIN_ROWS);
  for (let kept = keptCount(thinned); kept > DRAWN_BUDGET && columns > 1; kept = keptCount(thinned)) {
    // Many levels, each thinned apart, still make too many points: a coarser grid for all of them.
    columns = Math.max(1, Math.min(columns - 1, Math.floor(columns / Math.sqrt(kept / DRAWN_BUDGET))));
    thinned = thinAll(columns, Math.max(1, Math.round((columns * THIN_ROWS) / THIN_COLUMNS)));
  }
  const xs = table.values[xMetric] ?? [];
  const ys = (y === null ? undefined : table.values[y]) ?? [];
  return {
    x: xMetric,
    y,
    log: { x: logX, y: logY },
    xRated,
    total: scatterCount(series),
    bounds,
    series: series.map(({ points, ...key }, index) => {
      // Thinning kept each point's row: its values are read back from the table, not from the logarithms.
      const rows = thinned[index]!.map((point) => point.row);
      return {
        ...key,
        count: points.length,
        x: rows.map((row) => xs[row]!),
        y: rows.map((row) => ys[row]!),
        ids: rows.map((row) => table.ids[row]!),
      };
    }),
  };
}

/**
 * The rows of every point within an ellipse of radii `rx`, `ry` (data units: a few pixels on
 * the chart) around (x, y), nearest first: what a click on the scatter lists.
 */
export function pointsNear(series: readonly ScatterSeries[], x: number, y: number, rx: number, ry: number): number[] {
  const found: { row: number; distance: number }[] = [];
  for (const entry of series) {
    for (const point of entry.points) {
      const dx = (point.x - x) / (rx || 1);
      const dy = (point.y - y) / (ry || 1);
      const distance = dx * dx + dy * dy;
      if (distance <= 1) found.push({ row: point.row, distance });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || a.row - b.row).map((entry) => entry.row);
}

/** The series' name in a legend: "Level", or "Source · Level" when several sources are shown. */
export function seriesName(series: ScatterSeriesKey, severalSources: boolean): string {
  const level = series.level ?? 'no level';
  return severalSources ? `${series.source} · ${level}` : level;
}
