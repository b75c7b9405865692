/**
 * The scatter of two metrics as an SVG file: the drawn (thinned) points coloured by level, the
 * universal bands of the x metric, and a legend, as the canvas shows them.
 */
import { seriesName, type Bounds, type DrawnSeries, type ScatterSeriesKey } from '../../core/compare/index';
import { levelColour, sourceShape, UNLEVELLED_COLOUR, type SourceShape } from './levelColours';
import {
  bottomAxis,
  el,
  extentOf,
  leftAxis,
  linearScale,
  logScale,
  svgDocument,
  text,
  title,
  type PlotArea,
  type SvgColours,
} from './svgChart';

export interface ScatterSvgInput {
  readonly heading: string;
  readonly xName: string;
  readonly yName: string;
  /** The series to draw (already thinned), and the extent of all the points. */
  readonly series: readonly DrawnSeries[];
  readonly bounds: Bounds | null;
  /** The universal bands on the x metric, when the scale is on it. */
  readonly bands: { readonly cutPoints: readonly [number, number]; readonly harderWhen: 'higher' | 'lower' } | null;
  readonly log: { readonly x: boolean; readonly y: boolean };
  readonly colours: SvgColours;
  readonly width?: number;
  readonly height?: number;
}

const BAND_NAMES = ['easy', 'medium', 'hard'] as const;

/** The colour of a series: its level's place among the source's levels. */
export function seriesColour(series: ScatterSeriesKey): string {
  return series.rank < 0 ? UNLEVELLED_COLOUR : levelColour(series.rank, series.levels);
}

function marker(shape: SourceShape, x: number, y: number, fill: string): string {
  const r = 2.5;
  switch (shape) {
    case 'circle':
      return el('circle', { cx: x, cy: y, r, fill });
    case 'rect':
      return el('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill });
    case 'triangle':
      return el('path', { d: `M${x.toFixed(1)} ${(y - r - 0.5).toFixed(1)}l${r + 0.5} ${2 * r + 0.5}h${-2 * r - 1}z`, fill });
    case 'rectRot':
      return el('path', {
        d: `M${x.toFixed(1)} ${(y - r - 0.5).toFixed(1)}l${r + 0.5} ${r + 0.5}l${-r - 0.5} ${r + 0.5}l${-r - 0.5} ${-r - 0.5}z`,
        fill,
      });
  }
}

export function scatterSvg(input: ScatterSvgInput): string {
  const width = input.width ?? 720;
  const height = input.height ?? 460;
  const { colours } = input;
  const several = new Set(input.series.map((series) => series.source)).size > 1;
  const legend = input.series.map((series) => ({
    name: seriesName(series, several),
    colour: seriesColour(series),
    shape: sourceShape(series.sourceIndex),
  }));
  const legendRows = Math.ceil(legend.length / 4);
  const area: PlotArea = { left: 64, right: width - 16, top: 34 + legendRows * 16, bottom: height - 44 };
  const bounds = input.bounds;
  const xs = bounds ? [bounds.xMin, bounds.xMax] : [];
  const ys = bounds ? [bounds.yMin, bounds.yMax] : [];
  const x = (input.log.x ? logScale : linearScale)(extentOf(xs, input.log.x), [area.left, area.right]);
  const y = (input.log.y ? logScale : linearScale)(extentOf(ys, input.log.y), [area.bottom, area.top]);
  const body: string[] = [];
  if (input.bands) {
    const clampX = (value: number): number => Math.min(area.right, Math.max(area.left, x(value)));
    const edges = [area.left, clampX(input.bands.cutPoints[0]), clampX(input.bands.cutPoints[1]), area.right];
    const tints = [colours.accent, colours.link, colours.bad];
    for (let band = 0; band < 3; band++) {
      const left = edges[band]!;
      const right = edges[band + 1]!;
      if (right - left <= 0) continue;
      const name = BAND_NAMES[input.bands.harderWhen === 'higher' ? band : 2 - band]!;
      body.push(
        el('rect', {
          x: left,
          y: area.top,
          width: right - left,
          height: area.bottom - area.top,
          fill: tints[BAND_NAMES.indexOf(name)]!,
          'fill-opacity': 0.08,
          class: `band ${name}`,
        }),
      );
      body.push(text(name, { x: left + 4, y: area.top + 12, fill: colours.muted, 'font-size': 11 }));
    }
  }
  body.push(leftAxis(area, y, colours, input.yName));
  body.push(bottomAxis(area, x, colours, input.xName, height));
  input.series.forEach((series, index) => {
    const { colour, shape, name } = legend[index]!;
    body.push(
      el('g', { class: 'series', 'fill-opacity': 0.7 }, [
        title(name),
        ...series.x.map((value, k) => marker(shape, x(value), y(series.y[k]!), colour)),
      ]),
    );
  });
  legend.forEach((entry, index) => {
    const column = index % 4;
    const row = Math.floor(index / 4);
    const at = area.left + column * ((area.right - area.left) / 4);
    const top = 30 + row * 16;
    body.push(marker(entry.shape, at + 5, top + 5, entry.colour));
    body.push(text(entry.name, { x: at + 14, y: top + 9, fill: colours.ink, 'font-size': 11 }));
  });
  return svgDocument(width, height, input.heading, colours, body);
}
