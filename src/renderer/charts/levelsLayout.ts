/**
 * Where the per-level box plot puts things: one row per level (its label at the left, wrapped,
 * never turned), one horizontal axis of the metric under them, the universal categories as bands
 * behind, a legend on top. Pixels only, no drawing: the page's canvas (LevelChart, drawn by
 * levelsCanvas) and the SVG export (levelsSvg) are both drawn from this one layout, and the
 * canvas finds what is under the pointer in it (levelAt).
 */
import type { BoxPlot } from '../../core/stats/boxPlot';
import { drawnOutliers } from './drawnOutliers';
import { extentOf, formatTick, linearScale, logScale, logTicks, niceTicks, type PlotArea, type Scale } from './svgChart';
import { wrapLabel } from './wrapLabel';

/** Characters a level's label runs to before it wraps onto another line. */
const LABEL_WIDTH = 18;
/** Pixels each line of a label takes; a row is at least ROW_HEIGHT tall. */
export const LINE_HEIGHT = 14;
const ROW_HEIGHT = 30;
/** The labels', ticks' and legend's type size, and the axis title's. */
export const LABEL_FONT_SIZE = 11;
export const TITLE_FONT_SIZE = 12;
/** The legend's row above the plot, and the ticks and axis title below it. */
const LEGEND_HEIGHT = 30;
const AXIS_HEIGHT = 44;
/** About the width of a character of an 11-pixel label, where nothing can measure text (the SVG). */
const CHAR_WIDTH = 6.2;
/** How near the pointer finds an outlier: its radius and 5 pixels. */
export const OUTLIER_RADIUS = 3;
export const OUTLIER_HIT_RADIUS = 8;
const BAND_NAMES = ['easy', 'medium', 'hard'] as const;

type BandName = (typeof BAND_NAMES)[number];

export interface LevelsLayoutInput {
  /** One box per level, in the chart's order (top to bottom); null: the level has no rated puzzle. */
  readonly levels: readonly { readonly label: string; readonly box: BoxPlot<number> | null }[];
  /** The universal scale's bands, when it is on this metric. */
  readonly bands: { readonly cutPoints: readonly [number, number]; readonly harderWhen: 'higher' | 'lower' } | null;
  readonly log: boolean;
  /** The value axis's title (the metric, and "log scale" when it is). */
  readonly axisTitle: string;
  readonly width: number;
  readonly height: number;
  /** Room left above the legend (the SVG file's heading); the page's heading is outside the canvas. */
  readonly top?: number;
  /** The most outliers a box draws (a click lists all of them); all when left out. */
  readonly outliersPerBox?: number;
  /** False: no outlier is drawn (or found under the pointer) and the legend shows them as hidden. Default true. */
  readonly outliersShown?: boolean;
  /** The width in pixels of a text at LABEL_FONT_SIZE; estimated from its length when left out. */
  readonly measure?: (text: string) => number;
}

/** A box's figures as pixels along the axis; `half` is half the box's height. */
interface BoxPixels {
  readonly lowerWhisker: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly upperWhisker: number;
  readonly half: number;
}

interface OutlierMark {
  readonly x: number;
  readonly y: number;
  readonly id: number;
  readonly value: number;
}

interface LevelRow {
  readonly label: string;
  /** The label's lines, and the baseline of each. */
  readonly lines: readonly { readonly text: string; readonly y: number }[];
  /** The row's middle, where its box and outliers sit. */
  readonly y: number;
  readonly box: BoxPixels | null;
  readonly figures: BoxPlot<number> | null;
  readonly outliers: readonly OutlierMark[];
}

export interface LegendEntry {
  readonly kind: 'whiskers' | 'box' | 'median' | 'outliers';
  readonly label: string;
  /** The swatch's left edge; the text starts SWATCH_WIDTH + 6 to its right. */
  readonly x: number;
  /** The entry's width, swatch and text. */
  readonly width: number;
  /** Hidden from the chart (the outliers, when the reader turned them off): drawn faded and struck through. */
  readonly hidden: boolean;
}

export const SWATCH_WIDTH = 14;

export interface LevelsLayout {
  readonly width: number;
  readonly height: number;
  readonly area: PlotArea;
  readonly scale: Scale;
  /** Where the labels' right edge is (they are right-aligned against the plot). */
  readonly labelRight: number;
  readonly ticks: readonly { readonly x: number; readonly label: string }[];
  readonly bands: readonly { readonly name: BandName; readonly left: number; readonly right: number }[];
  readonly legend: { readonly y: number; readonly entries: readonly LegendEntry[] };
  readonly axisTitle: { readonly text: string; readonly x: number; readonly y: number };
  readonly rows: readonly LevelRow[];
}

const LEGEND_LABELS: readonly Pick<LegendEntry, 'kind' | 'label'>[] = [
  { kind: 'whiskers', label: 'whiskers' },
  { kind: 'box', label: 'middle half (Q1–Q3)' },
  { kind: 'median', label: 'median' },
  { kind: 'outliers', label: 'outliers' },
];

/** A row's height for these labels: each row as tall as the longest label's lines. */
function levelRowHeight(labels: readonly string[]): number {
  const lines = Math.max(1, ...labels.map((label) => wrapLabel(label, LABEL_WIDTH).length));
  return Math.max(ROW_HEIGHT, 10 + LINE_HEIGHT * lines);
}

/** The chart's height for these labels: a row each (room for three at least), the legend and the axis. */
export function levelsChartHeight(labels: readonly string[]): number {
  return LEGEND_HEIGHT + AXIS_HEIGHT + 6 + levelRowHeight(labels) * Math.max(3, labels.length);
}

const usable = (value: number, log: boolean): boolean => Number.isFinite(value) && (!log || value > 0);

export function levelsLayout(input: LevelsLayoutInput): LevelsLayout {
  const { width, height, log } = input;
  const measure = input.measure ?? ((text: string) => text.length * CHAR_WIDTH);
  const top = input.top ?? 0;
  const wrapped = input.levels.map((level) => wrapLabel(level.label, LABEL_WIDTH));
  const labelWidth = Math.min(width * 0.4, Math.max(0, ...wrapped.flat().map(measure)));
  const labelRight = 8 + labelWidth;
  const area: PlotArea = { left: labelRight + 10, right: width - 16, top: top + LEGEND_HEIGHT, bottom: height - AXIS_HEIGHT };

  const values = input.levels.flatMap(({ box }) => (box && box.n > 0 ? [box.min, box.max] : []));
  const domain = extentOf(values, log);
  const scale = (log ? logScale : linearScale)(domain, [area.left, area.right]);
  const clampX = (x: number): number => Math.min(area.right, Math.max(area.left, x));
  const tickValues = log
    ? logTicks(domain[0], domain[1])
    : niceTicks(domain[0], domain[1], Math.max(2, Math.floor((area.right - area.left) / 90)));
  const ticks = tickValues
    .filter((value) => value >= domain[0] && value <= domain[1])
    .map((value) => ({ x: scale(value), label: formatTick(value) }));

  const bands: { name: BandName; left: number; right: number }[] = [];
  if (input.bands) {
    const [low, high] = input.bands.cutPoints;
    const edges = [area.left, clampX(scale(low)), clampX(scale(high)), area.right];
    for (let band = 0; band < 3; band++) {
      const left = edges[band]!;
      const right = edges[band + 1]!;
      // Values grow to the right: on a metric that falls as puzzles get harder, the left band is the hard one.
      if (right - left > 0) bands.push({ name: BAND_NAMES[input.bands.harderWhen === 'higher' ? band : 2 - band]!, left, right });
    }
  }

  const pitch = (area.bottom - area.top) / Math.max(1, input.levels.length);
  const half = Math.min(14, Math.max(4, pitch * 0.2));
  const rows = input.levels.map(({ label, box }, index): LevelRow => {
    const y = area.top + pitch * (index + 0.5);
    const lines = wrapped[index]!;
    const firstBaseline = y - ((lines.length - 1) * LINE_HEIGHT) / 2 + 4;
    const drawn = box && box.n > 0 && usable(box.q1, log) && usable(box.q3, log);
    const kept =
      drawn && input.outliersShown !== false
        ? drawnOutliers(box.outliers, input.outliersPerBox ?? box.outliers.length).filter((outlier) => usable(outlier.value, log))
        : [];
    return {
      label,
      lines: lines.map((text, at) => ({ text, y: firstBaseline + LINE_HEIGHT * at })),
      y,
      figures: box,
      box: drawn
        ? {
            lowerWhisker: clampX(scale(box.lowerWhisker)),
            q1: clampX(scale(box.q1)),
            median: clampX(scale(box.median)),
            q3: clampX(scale(box.q3)),
            upperWhisker: clampX(scale(box.upperWhisker)),
            half,
          }
        : null,
      outliers: kept.map((outlier) => ({ x: scale(outlier.value), y, id: outlier.id, value: outlier.value })),
    };
  });

  // The legend centred above the plot, one entry after another.
  const entryWidths = LEGEND_LABELS.map((entry) => SWATCH_WIDTH + 6 + measure(entry.label));
  const gap = 14;
  const legendWidth = entryWidths.reduce((sum, entryWidth) => sum + entryWidth, 0) + gap * (entryWidths.length - 1);
  let x = Math.max(area.left, (area.left + area.right - legendWidth) / 2);
  const entries = LEGEND_LABELS.map((entry, index): LegendEntry => {
    const placed = { ...entry, x, width: entryWidths[index]!, hidden: entry.kind === 'outliers' && input.outliersShown === false };
    x += entryWidths[index]! + gap;
    return placed;
  });

  return {
    width,
    height,
    area,
    scale,
    labelRight,
    ticks,
    bands,
    legend: { y: top + LEGEND_HEIGHT / 2, entries },
    axisTitle: { text: input.axisTitle, x: (area.left + area.right) / 2, y: height - 10 },
    rows,
  };
}

/** What is under the pointer: a level (its box, whiskers or row) and the outlier there, if any. */
export interface LevelHit {
  readonly row: number;
  readonly outlier: OutlierMark | null;
}

/**
 * The outlier nearest (x, y) within OUTLIER_HIT_RADIUS pixels, else the box whose whiskers and
 * box span (x, y), a few pixels to spare; null over nothing.
 */
export function levelAt(layout: LevelsLayout, x: number, y: number): LevelHit | null {
  let found: LevelHit | null = null;
  let nearest = OUTLIER_HIT_RADIUS * OUTLIER_HIT_RADIUS;
  for (const [index, row] of layout.rows.entries()) {
    for (const outlier of row.outliers) {
      const distance = (outlier.x - x) ** 2 + (outlier.y - y) ** 2;
      if (distance <= nearest) {
        nearest = distance;
        found = { row: index, outlier };
      }
    }
  }
  if (found) return found;
  const spare = 4;
  const index = layout.rows.findIndex(
    ({ box, y: middle }) =>
      box !== null &&
      Math.abs(y - middle) <= box.half + spare &&
      x >= Math.min(box.lowerWhisker, box.q1) - spare &&
      x <= Math.max(box.upperWhisker, box.q3) + spare,
  );
  return index >= 0 ? { row: index, outlier: null } : null;
}

/** The legend entry at (x, y), a few pixels to spare, or null. */
export function legendEntryAt(layout: LevelsLayout, x: number, y: number): LegendEntry | null {
  const spare = 3;
  if (Math.abs(y - layout.legend.y) > 9 + spare) return null;
  return layout.legend.entries.find((entry) => x >= entry.x - spare && x <= entry.x + entry.width + spare) ?? null;
}
