/**
 * The Spearman heat map among the raters as SVG: shown in the page as it is and saved as the
 * SVG export, so what is on screen and in the file are one drawing. Each cell holds ρ with two
 * decimals, coloured by sign and strength; the diagonal says how many puzzles each metric rated.
 * The rows carry the metrics' names and a number; the columns carry only the numbers, so no name
 * is turned on its side or cut off however long it is.
 */
import { rhoFill, rhoText, type RaterHeatmap } from './raterHeatmap';
import { el, svgDocument, text, title, type SvgColours } from './svgChart';

export interface HeatmapSvgInput {
  readonly heading: string;
  readonly heatmap: RaterHeatmap;
  readonly colours: SvgColours;
  /** The side of a cell in pixels (the drawing's width follows from it). */
  readonly cell?: number;
}

/** Room for a row's number and name at the left (the longest names, "HoDoKu (published)", fit). */
const LABEL_WIDTH = 160;
const HEADER_HEIGHT = 24;

const TOP = 30 + HEADER_HEIGHT;
const CELL = 56;

/** The drawing's size in pixels: the page keeps its room before it is drawn. */
export function heatmapSize(heatmap: RaterHeatmap, cell = CELL): { readonly width: number; readonly height: number } {
  const k = heatmap.metrics.length;
  return { width: Math.max(300, LABEL_WIDTH + cell * k + 24), height: TOP + cell * k + 14 };
}

export function heatmapSvg(input: HeatmapSvgInput): string {
  const { colours, heatmap } = input;
  const cell = input.cell ?? CELL;
  const { width, height } = heatmapSize(heatmap, cell);
  const top = TOP;
  const body: string[] = [];
  heatmap.metrics.forEach((metric, j) => {
    const x = LABEL_WIDTH + cell * (j + 0.5);
    body.push(
      el('text', { x, y: top - 8, 'text-anchor': 'middle', fill: colours.muted, 'font-size': 12 }, [title(metric.name), String(j + 1)]),
    );
  });
  heatmap.metrics.forEach((metric, i) => {
    const y = top + cell * i;
    body.push(
      text(`${metric.name}  ${i + 1}`, {
        x: LABEL_WIDTH - 8,
        y: y + cell / 2 + 4,
        'text-anchor': 'end',
        fill: colours.ink,
        'font-size': 12,
      }),
    );
    heatmap.metrics.forEach((other, j) => {
      const x = LABEL_WIDTH + cell * j;
      const { rho, n } = heatmap.cells[i]![j]!;
      const diagonal = i === j;
      const fill = diagonal ? { colour: colours.grid, opacity: 0.25 } : rhoFill(rho, colours);
      const label = diagonal ? `n ${n}` : rhoText(rho);
      const hover = diagonal
        ? `${metric.name}: ${n} puzzles rated`
        : `${metric.name} × ${other.name}: ρ ${rhoText(rho)} over ${n} puzzles rated by both`;
      body.push(
        el('g', { class: diagonal ? 'cell diagonal' : 'cell', 'data-rho': diagonal || rho === null ? undefined : rho.toFixed(4) }, [
          title(hover),
          el('rect', {
            x: x + 1,
            y: y + 1,
            width: cell - 2,
            height: cell - 2,
            fill: fill.colour === 'none' ? colours.paper : fill.colour,
            'fill-opacity': fill.colour === 'none' ? 1 : fill.opacity,
            stroke: colours.grid,
            'stroke-width': 1,
          }),
          text(label, {
            x: x + cell / 2,
            y: y + cell / 2 + 4,
            'text-anchor': 'middle',
            fill: diagonal ? colours.muted : colours.ink,
            'font-size': diagonal ? 10 : 12,
            'font-weight': diagonal ? undefined : 'bold',
          }),
        ]),
      );
    });
  });
  return svgDocument(width, height, input.heading, colours, body);
}
