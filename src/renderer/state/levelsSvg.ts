/**
 * The per-level box plot as an SVG file: the same boxes, whiskers, medians, outliers and
 * universal bands the canvas draws, built from the comparison's figures.
 */
import type { BoxPlot } from '../../core/stats/boxPlot';
import { el, extentOf, leftAxis, linearScale, logScale, svgDocument, text, title, type PlotArea, type SvgColours } from './svgChart';
import { wrapLabel } from './wrapLabel';

export interface LevelsSvgInput {
  readonly heading: string;
  readonly metricName: string;
  /** One box per level, in the chart's order; null: the level has no rated puzzle. */
  readonly levels: readonly { readonly label: string; readonly box: BoxPlot<number> | null }[];
  /** The universal scale's bands, when it is on this metric. */
  readonly bands: { readonly cutPoints: readonly [number, number]; readonly harderWhen: 'higher' | 'lower' } | null;
  readonly log: boolean;
  readonly colours: SvgColours;
  readonly width?: number;
  readonly height?: number;
}

const BAND_NAMES = ['easy', 'medium', 'hard'] as const;
/** About the width of a character of an 11-pixel label, and the height of one of its lines. */
const LABEL_CHAR_WIDTH = 6.2;
const LABEL_LINE_HEIGHT = 13;

export function levelsSvg(input: LevelsSvgInput): string {
  const width = input.width ?? 720;
  const height = input.height ?? 420;
  const { colours } = input;
  // Labels wrap onto lines as narrow as their slot, never turned: the plot leaves room for the longest.
  const slot = (width - 16 - 64) / Math.max(1, input.levels.length);
  const labelLines = input.levels.map((level) => wrapLabel(level.label, Math.max(6, Math.floor(slot / LABEL_CHAR_WIDTH))));
  const lineCount = Math.max(1, ...labelLines.map((lines) => lines.length));
  const area: PlotArea = { left: 64, right: width - 16, top: 36, bottom: height - 30 - LABEL_LINE_HEIGHT * lineCount };
  const values = input.levels.flatMap(({ box }) => (box ? [box.min, box.max] : []));
  const domain = extentOf(values, input.log);
  const y = (input.log ? logScale : linearScale)(domain, [area.bottom, area.top]);
  const clampY = (value: number): number => Math.min(area.bottom, Math.max(area.top, y(value)));
  const body: string[] = [];

  if (input.bands) {
    const [low, high] = input.bands.cutPoints;
    const edges = [area.bottom, clampY(low), clampY(high), area.top];
    const tints = [colours.accent, colours.link, colours.bad];
    for (let band = 0; band < 3; band++) {
      const bottom = edges[band]!;
      const top = edges[band + 1]!;
      if (bottom - top <= 0) continue;
      const name = BAND_NAMES[input.bands.harderWhen === 'higher' ? band : 2 - band]!;
      body.push(el('rect', { x: area.left, y: top, width: area.right - area.left, height: bottom - top, fill: tints[BAND_NAMES.indexOf(name)]!, 'fill-opacity': 0.09, class: `band ${name}` }));
      body.push(text(name, { x: area.right - 4, y: top + 12, 'text-anchor': 'end', fill: colours.muted, 'font-size': 11 }));
    }
  }
  body.push(leftAxis(area, y, colours, input.metricName));

  input.levels.forEach(({ label, box }, index) => {
    const centre = area.left + slot * (index + 0.5);
    const half = Math.min(40, slot * 0.25);
    labelLines[index]!.forEach((line, at) => {
      body.push(text(line, { x: centre, y: area.bottom + 16 + LABEL_LINE_HEIGHT * at, 'text-anchor': 'middle', fill: colours.muted, 'font-size': 11 }));
    });
    if (!box || box.n === 0) return;
    const summary = `${label}: n ${box.n}, min ${box.min.toFixed(2)}, Q1 ${box.q1.toFixed(2)}, median ${box.median.toFixed(2)}, Q3 ${box.q3.toFixed(2)}, max ${box.max.toFixed(2)}`;
    body.push(
      el('g', { class: 'box' }, [
        title(summary),
        el('line', { x1: centre, x2: centre, y1: y(box.lowerWhisker), y2: y(box.upperWhisker), stroke: colours.muted, 'stroke-width': 2 }),
        el('rect', { x: centre - half, y: y(box.q3), width: 2 * half, height: Math.max(1, y(box.q1) - y(box.q3)), fill: colours.accent, 'fill-opacity': 0.55, stroke: colours.accent }),
        el('line', { x1: centre - half, x2: centre + half, y1: y(box.median), y2: y(box.median), stroke: colours.ink, 'stroke-width': 3 }),
      ]),
    );
    for (const outlier of box.outliers) {
      body.push(el('circle', { cx: centre, cy: y(outlier.value), r: 3, fill: colours.link, class: 'outlier' }, title(`#${outlier.id}: ${outlier.value}`)));
    }
  });
  return svgDocument(width, height, input.heading, colours, body);
}
