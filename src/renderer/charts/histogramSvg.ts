/**
 * The histogram as an SVG file on the histogram's own edges: one source's counts, or with several
 * each source's share of its own puzzles side by side; the scale's cut points as dashed lines.
 */
import { bottomAxis, el, leftAxis, linearScale, niceTicks, svgDocument, text, title, type PlotArea, type SvgColours } from './svgChart';

export interface HistogramSvgInput {
  readonly heading: string;
  readonly metricName: string;
  readonly edges: readonly number[];
  /** Counts per source, each on `edges`. */
  readonly bySource: readonly (readonly number[])[];
  readonly sourceNames: readonly string[];
  readonly cutPoints: readonly [number, number] | null;
  /** One colour per source (cycled). */
  readonly palette: readonly string[];
  readonly colours: SvgColours;
  readonly width?: number;
  readonly height?: number;
}

export function histogramSvg(input: HistogramSvgInput): string {
  const width = input.width ?? 720;
  const height = input.height ?? 380;
  const { colours, edges } = input;
  const several = input.sourceNames.length > 1;
  const area: PlotArea = { left: 64, right: width - 16, top: several ? 52 : 36, bottom: height - 44 };
  const bins = edges.length - 1;
  // Several sources: each bin holds a bar per source, side by side, as tall as the source's share
  // of its own rated puzzles, so a small source is not lost beside (or under) a large one.
  const totals = input.bySource.map((counts) => counts.reduce((sum, count) => sum + count, 0));
  const heightOf = (count: number, s: number): number => (several ? (totals[s]! === 0 ? 0 : (100 * count) / totals[s]!) : count);
  const top = Math.max(1, ...input.bySource.flatMap((counts, s) => counts.map((count) => heightOf(count, s))));
  const yTicks = niceTicks(0, top);
  const y = linearScale([0, Math.max(top, yTicks[yTicks.length - 1] ?? top)], [area.bottom, area.top]);
  const x = linearScale([edges[0]!, edges[bins]!], [area.left, area.right]);
  const body: string[] = [leftAxis(area, y, colours, several ? '% of the source’s rated puzzles' : 'puzzles')];
  const sources = Math.max(1, input.bySource.length);
  input.bySource.forEach((counts, s) => {
    const fill = input.palette[s % input.palette.length]!;
    const bars: string[] = [];
    for (let k = 0; k < bins; k++) {
      const count = counts[k] ?? 0;
      if (count === 0) continue;
      const width = (x(edges[k + 1]!) - x(edges[k]!)) / sources;
      const x0 = x(edges[k]!) + width * s;
      const y1 = y(heightOf(count, s));
      const share = several ? ` (${Math.round(heightOf(count, s))}% of its ${totals[s]})` : '';
      bars.push(
        el(
          'rect',
          { x: x0, y: y1, width: Math.max(0.5, width - 0.5), height: area.bottom - y1, fill, 'fill-opacity': 0.75, class: 'bar' },
          title(
            `${input.sourceNames[s] ?? `source ${s + 1}`}: ` +
              `${count} puzzle${count === 1 ? '' : 's'}${share} in [${+edges[k]!.toFixed(2)}, ${+edges[k + 1]!.toFixed(2)})`,
          ),
        ),
      );
    }
    body.push(el('g', { class: 'source' }, bars));
  });
  body.push(bottomAxis(area, x, colours, input.metricName, height));
  if (input.cutPoints) {
    input.cutPoints.forEach((cut, index) => {
      if (cut < edges[0]! || cut > edges[bins]!) return;
      const at = x(cut);
      body.push(
        el('line', {
          x1: at,
          x2: at,
          y1: area.top,
          y2: area.bottom,
          stroke: colours.bad,
          'stroke-width': 2,
          'stroke-dasharray': '6 4',
          class: 'cut',
        }),
      );
      body.push(text(String(cut), { x: at + 3, y: area.top + 11 + 13 * index, fill: colours.bad, 'font-size': 11 }));
    });
  }
  if (several) {
    let at = area.left;
    input.sourceNames.forEach((name, s) => {
      body.push(el('rect', { x: at, y: 30, width: 12, height: 10, fill: input.palette[s % input.palette.length]!, 'fill-opacity': 0.75 }));
      body.push(text(name, { x: at + 16, y: 39, fill: colours.ink, 'font-size': 11 }));
      at += 28 + name.length * 6;
    });
  }
  return svgDocument(width, height, input.heading, colours, body);
}
