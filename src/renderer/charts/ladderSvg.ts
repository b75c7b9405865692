/**
 * The ladder (levels on one scale) as an SVG file, laid out by the same axis as the page
 * (ladderAxis): a row per level, its label at the left, its middle half as a box in its source's
 * colour and its median as a mark, the universal categories shaded behind.
 */
import { boxSpan, ladderAxis, type LadderLevel } from './ladderLayout';
import { sourceColour } from './levelColours';
import { el, formatTick, svgDocument, text, title, type SvgColours } from './svgChart';

export interface LadderSvgInput {
  readonly heading: string;
  readonly metricName: string;
  /** Easiest first, as drawn on the page. */
  readonly rows: readonly LadderLevel[];
  /** The chosen sources in their order: each keeps its colour. */
  readonly sources: readonly string[];
  readonly harderWhen: 'higher' | 'lower';
  readonly cutPoints: readonly [number, number] | null;
  readonly colours: SvgColours;
  readonly width?: number;
}

const LABEL_WIDTH = 260;
const ROW_HEIGHT = 22;
const TOP = 40;
/** The categories' tints, easiest to hardest (the page's --easy-bg, --medium-bg, --hard-bg of the light theme). */
const BAND_TINTS = { easy: '#dcefdc', medium: '#f6ebc8', hard: '#f5d6d3' } as const;

export function ladderSvg(input: LadderSvgInput): string {
  const width = input.width ?? 760;
  const { colours, rows } = input;
  const axis = ladderAxis(rows, input.harderWhen, input.cutPoints);
  const left = LABEL_WIDTH;
  const right = width - 16;
  const bottom = TOP + ROW_HEIGHT * rows.length;
  const height = bottom + 48;
  const px = (percent: number): number => left + ((right - left) * percent) / 100;
  const body: string[] = [];
  for (const band of axis.bands) {
    body.push(
      el('rect', {
        x: px(band.from),
        y: TOP,
        width: px(band.to) - px(band.from),
        height: bottom - TOP,
        fill: BAND_TINTS[band.category],
        class: `band ${band.category}`,
      }),
    );
    body.push(
      text(band.category, {
        x: (px(band.from) + px(band.to)) / 2,
        y: TOP - 4,
        'text-anchor': 'middle',
        fill: colours.muted,
        'font-size': 11,
      }),
    );
  }
  for (const tick of axis.ticks) {
    const x = px(axis.at(tick));
    body.push(el('line', { x1: x, x2: x, y1: TOP, y2: bottom, stroke: colours.grid, 'stroke-width': 1 }));
    body.push(text(formatTick(tick), { x, y: bottom + 14, 'text-anchor': 'middle', fill: colours.muted, 'font-size': 11 }));
  }
  rows.forEach((row, index) => {
    const y = TOP + ROW_HEIGHT * index;
    const span = boxSpan(axis.at, row);
    const median = px(axis.at(row.median));
    body.push(
      el('g', { class: 'row' }, [
        title(
          `${row.source} · ${row.level}: n ${row.n}, Q1 ${formatTick(row.q1)}, median ${formatTick(row.median)}, Q3 ${formatTick(row.q3)}`,
        ),
        text(`${row.source} · ${row.level}`, {
          x: left - 8,
          y: y + ROW_HEIGHT / 2 + 4,
          'text-anchor': 'end',
          fill: colours.ink,
          'font-size': 11,
        }),
        el('rect', {
          x: px(span.left),
          y: y + 5,
          width: Math.max(2, px(span.left + span.width) - px(span.left)),
          height: ROW_HEIGHT - 10,
          fill: sourceColour(Math.max(0, input.sources.indexOf(row.source))),
          'fill-opacity': 0.8,
          class: 'box',
        }),
        el('line', { x1: median, x2: median, y1: y + 2, y2: y + ROW_HEIGHT - 2, stroke: colours.ink, 'stroke-width': 3, class: 'median' }),
      ]),
    );
  });
  body.push(
    text(`${input.metricName}${axis.log ? ' (log scale)' : ''} · harder →`, {
      x: right,
      y: bottom + 34,
      'text-anchor': 'end',
      fill: colours.muted,
      'font-size': 12,
    }),
  );
  return svgDocument(width, height, input.heading, colours, body);
}
