/**
 * The scatter of two metrics: the selection's puzzles rated by both, one series per source and
 * level (coloured by level), thinned for drawing so tens of thousands of puzzles stay quick, and
 * the puzzles near a clicked spot found among all of them, not only the drawn ones.
 */
import { COMPARE_METRICS, type CompareMetricId, type CompareTable } from '../../core/compare/index';

/** One puzzle on the scatter; `row` is its row in the table. */
export interface ScatterPoint {
  readonly x: number;
  readonly y: number;
  readonly row: number;
}

export interface ScatterSeries {
  readonly source: string;
  readonly sourceIndex: number;
  /** The level's name, null for the source's puzzles without a level. */
  readonly level: string | null;
  /** The level's rank (0 = easiest) and how many levels the source has; −1 without a level. */
  readonly rank: number;
  readonly levels: number;
  readonly points: readonly ScatterPoint[];
}

/** The puzzles rated on both metrics, per source and level (easiest first, unlevelled last). */
export function scatterSeries(table: CompareTable, xMetric: CompareMetricId, yMetric: CompareMetricId): ScatterSeries[] {
  const xs = table.values[xMetric];
  const ys = table.values[yMetric];
  if (!xs || !ys) return [];
  const groups = table.sources.map((source) => ({ levelled: source.levels.map(() => [] as ScatterPoint[]), unlevelled: [] as ScatterPoint[] }));
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
    const levelled = source.levels.map((level, rank) => ({ source: source.name, sourceIndex: s, level, rank, levels: source.levels.length, points: group.levelled[rank]! }));
    const series: ScatterSeries[] = [...levelled, { source: source.name, sourceIndex: s, level: null, rank: -1, levels: source.levels.length, points: group.unlevelled }];
    return series.filter((entry) => entry.points.length > 0);
  });
}

/** How many puzzles the scatter has. */
export function scatterCount(series: readonly ScatterSeries[]): number {
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

/** The extent of a chart's axes in data units. */
export interface Bounds {
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
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

/** Bounds already found: the view and the chart both ask for those of the same series. */
const boundsFound = new WeakMap<readonly ScatterSeries[], Bounds | null>();

/** The data bounds of all the series' points (null when there is none). */
export function boundsOf(series: readonly ScatterSeries[]): Bounds | null {
  if (boundsFound.has(series)) return boundsFound.get(series)!;
  const bounds = findBounds(series);
  boundsFound.set(series, bounds);
  return bounds;
}

function findBounds(series: readonly ScatterSeries[]): Bounds | null {
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
export function seriesName(series: ScatterSeries, severalSources: boolean): string {
  const level = series.level ?? 'no level';
  return severalSources ? `${series.source} · ${level}` : level;
}
