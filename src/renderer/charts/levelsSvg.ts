/**
 * The per-level box plot as an SVG file: the same rows, boxes, whiskers, medians, outliers and
 * universal bands the canvas draws, laid out by the same levelsLayout.
 */
import type { BoxPlot } from '../../core/stats/boxPlot';
import {
  LABEL_FONT_SIZE,
  levelsChartHeight,
  levelsLayout,
  OUTLIER_RADIUS,
  SWATCH_WIDTH,
  TITLE_FONT_SIZE,
  type LegendEntry,
  type LevelsLayout,
} from './levelsLayout';
import { el, svgDocument, text, title, type SvgColours } from './svgChart';

export interface LevelsSvgInput {
  readonly heading: string;
  readonly metricName: string;
  /** One box per level, in the chart's order; null: the level has no rated puzzle. */
  readonly levels: readonly { readonly label: string; readonly box: BoxPlot<number> | null }[];
  /** The universal scale's bands, when it is on this metric. */
  readonly bands: { readonly cutPoints: readonly [number, number]; readonly harderWhen: 'higher' | 'lower' } | null;
  readonly log: boolean;
  /** False: the outliers are left out, as on the page when the reader hid them. Default true. */
  readonly outliersShown?: boolean;
  readonly colours: SvgColours;
  readonly width?: number;
}

/** Room for the file's heading above the legend. */
const HEADING_HEIGHT = 30;
const BAND_TINTS = { easy: 'accent', medium: 'link', hard: 'bad' } as const;

function legendSwatch(entry: LegendEntry, y: number, colours: SvgColours): string {
  const middle = entry.x + SWATCH_WIDTH / 2;
  switch (entry.kind) {
    case 'whiskers':
      return el('line', { x1: entry.x, x2: entry.x + SWATCH_WIDTH, y1: y, y2: y, stroke: colours.muted, 'stroke-width': 2 });
    case 'box':
      return el('rect', {
        x: entry.x,
        y: y - 5,
        width: SWATCH_WIDTH,
        height: 10,
        fill: colours.accent,
        'fill-opacity': 0.55,
        stroke: colours.accent,
      });
    case 'median':
      return el('line', { x1: middle, x2: middle, y1: y - 6, y2: y + 6, stroke: colours.ink, 'stroke-width': 3 });
    case 'outliers':
      return el('circle', { cx: middle, cy: y, r: OUTLIER_RADIUS, fill: colours.link });
  }
}

export function levelsSvg(input: LevelsSvgInput): string {
  const width = input.width ?? 720;
  const { colours } = input;
  const layout: LevelsLayout = levelsLayout({
    levels: input.levels,
    bands: input.bands,
    log: input.log,
    outliersShown: input.outliersShown ?? true,
    axisTitle: `${input.metricName}${input.log ? ' (log scale)' : ''}`,
    width,
    height: HEADING_HEIGHT + levelsChartHeight(input.levels.map((level) => level.label)),
    top: HEADING_HEIGHT,
  });
  const { area } = layout;
  const body: string[] = [];

  for (const band of layout.bands) {
    body.push(
      el('rect', {
        x: band.left,
        y: area.top,
        width: band.right - band.left,
        height: area.bottom - area.top,
        fill: colours[BAND_TINTS[band.name]],
        'fill-opacity': 0.09,
        class: `band ${band.name}`,
      }),
    );
    if (band.right - band.left >= 44)
      body.push(
        text(band.name, { x: band.right - 4, y: area.top + 12, 'text-anchor': 'end', fill: colours.muted, 'font-size': LABEL_FONT_SIZE }),
      );
  }

  const axis = [el('line', { x1: area.left, x2: area.right, y1: area.bottom, y2: area.bottom, stroke: colours.muted, 'stroke-width': 1 })];
  for (const tick of layout.ticks) {
    axis.push(el('line', { x1: tick.x, x2: tick.x, y1: area.top, y2: area.bottom, stroke: colours.grid, 'stroke-width': 1 }));
    axis.push(
      text(tick.label, { x: tick.x, y: area.bottom + 16, 'text-anchor': 'middle', fill: colours.muted, 'font-size': LABEL_FONT_SIZE }),
    );
  }
  axis.push(
    text(layout.axisTitle.text, {
      x: layout.axisTitle.x,
      y: layout.axisTitle.y,
      'text-anchor': 'middle',
      fill: colours.muted,
      'font-size': TITLE_FONT_SIZE,
    }),
  );
  body.push(el('g', { class: 'axis-x' }, axis));

  body.push(
    el(
      'g',
      { class: 'legend' },
      // A file shows what is drawn: the outliers' entry goes when the reader hid them.
      layout.legend.entries
        .filter((entry) => !entry.hidden)
        .map(
          (entry) =>
            legendSwatch(entry, layout.legend.y, colours) +
            text(entry.label, { x: entry.x + SWATCH_WIDTH + 6, y: layout.legend.y + 4, fill: colours.ink, 'font-size': LABEL_FONT_SIZE }),
        ),
    ),
  );

  for (const row of layout.rows) {
    for (const line of row.lines)
      body.push(
        text(line.text, { x: layout.labelRight, y: line.y, 'text-anchor': 'end', fill: colours.muted, 'font-size': LABEL_FONT_SIZE }),
      );
    const { box, figures } = row;
    if (!box || !figures) continue;
    const summary =
      `${row.label}: n ${figures.n}, min ${figures.min.toFixed(2)}, Q1 ${figures.q1.toFixed(2)}, ` +
      `median ${figures.median.toFixed(2)}, Q3 ${figures.q3.toFixed(2)}, max ${figures.max.toFixed(2)}`;
    const left = Math.min(box.q1, box.q3);
    const whiskerCap = (x: number): string =>
      el('line', { x1: x, x2: x, y1: row.y - box.half / 2, y2: row.y + box.half / 2, stroke: colours.muted, 'stroke-width': 2 });
    body.push(
      el('g', { class: 'box' }, [
        title(summary),
        el('line', { x1: box.lowerWhisker, x2: box.upperWhisker, y1: row.y, y2: row.y, stroke: colours.muted, 'stroke-width': 2 }),
        whiskerCap(box.lowerWhisker),
        whiskerCap(box.upperWhisker),
        el('rect', {
          x: left,
          y: row.y - box.half,
          width: Math.max(1, Math.abs(box.q3 - box.q1)),
          height: 2 * box.half,
          fill: colours.accent,
          'fill-opacity': 0.55,
          stroke: colours.accent,
        }),
        el('line', {
          x1: box.median,
          x2: box.median,
          y1: row.y - box.half - 2,
          y2: row.y + box.half + 2,
          stroke: colours.ink,
          'stroke-width': 3,
        }),
      ]),
    );
    for (const outlier of row.outliers) {
      body.push(
        el(
          'circle',
          { cx: outlier.x, cy: outlier.y, r: OUTLIER_RADIUS, fill: colours.link, class: 'outlier' },
          title(`#${outlier.id}: ${outlier.value}`),
        ),
      );
    }
  }
  return svgDocument(width, layout.height, input.heading, colours, body);
}
