/**
 * Points the page draws over a chart.js chart (the scatter's, the box plot's outliers), and finds
 * again under the pointer. chart.js would make an element of each of thousands of points and
 * resolve its options as the chart is made, far too long a task; drawn here they cost a loop.
 * The page draws the tooltips too (ChartTooltip), following the pointer with followPointer.
 */
import type { Chart, Plugin, PointStyle } from 'chart.js';
import { drawPoint } from 'chart.js/helpers';

/** One group of points in one style: x and y in the chart's data units (x may be a category's index). */
export interface MarkGroup {
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly style: { readonly pointStyle: PointStyle; readonly radius: number; readonly borderWidth: number };
  readonly fill: string;
  readonly stroke?: string;
  /** The chart's dataset whose legend entry hides the group when clicked. */
  readonly dataset?: number;
}

/** Where the pointer is over a chart, in CSS pixels from its top left corner, and the chart's size. */
export interface PointerSpot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export class PointMarks {
  /** Each group's points as drawn, x and y pixels in turn (NaN: hidden). */
  #pixels: Float64Array[] = [];

  constructor(private readonly groups: readonly MarkGroup[]) {}

  /** A plugin drawing the groups after chart.js's datasets, clipped to the chart area. */
  plugin(): Plugin {
    return { id: 'pointMarks', afterDatasetsDraw: (chart) => this.draw(chart) };
  }

  draw(chart: Chart): void {
    const { x, y } = chart.scales;
    if (!x || !y) return;
    const { left, right, top, bottom } = chart.chartArea;
    const context = chart.ctx;
    context.save();
    context.beginPath();
    context.rect(left, top, right - left, bottom - top);
    context.clip();
    this.#pixels = this.groups.map((group) => {
      const at = new Float64Array(2 * group.x.length);
      if (group.dataset !== undefined && !chart.isDatasetVisible(group.dataset)) return at.fill(Number.NaN);
      context.fillStyle = group.fill;
      context.strokeStyle = group.stroke ?? group.fill;
      const style = { ...group.style, rotation: 0 };
      for (let k = 0; k < group.x.length; k++) {
        const px = x.getPixelForValue(group.x[k]!);
        const py = y.getPixelForValue(group.y[k]!);
        at[2 * k] = px;
        at[2 * k + 1] = py;
        drawPoint(context, style, px, py);
      }
      return at;
    });
    context.restore();
  }

  /** The drawn point nearest (px, py) within `radius` pixels: its group and place in it, or null. */
  at(px: number, py: number, radius: number): { readonly group: number; readonly index: number } | null {
    let found: { group: number; index: number } | null = null;
    let nearest = radius * radius;
    this.#pixels.forEach((at, group) => {
      for (let k = 0; k < at.length; k += 2) {
        const dx = at[k]! - px;
        const dy = at[k + 1]! - py;
        const distance = dx * dx + dy * dy;
        if (distance <= nearest) {
          nearest = distance;
          found = { group, index: k / 2 };
        }
      }
    });
    return found;
  }
}

/**
 * A plugin telling `follow` where the pointer is over the chart's plot area after each event
 * chart.js handles (null: it left the plot area or the canvas), with chart.js's own elements
 * under it already found (`chart.getActiveElements()`).
 */
export function followPointer(follow: (chart: Chart, at: { readonly x: number; readonly y: number } | null) => void): Plugin {
  return {
    id: 'followPointer',
    afterEvent(chart, { event, inChartArea }) {
      const inside = inChartArea && event.type !== 'mouseout' && event.x !== null && event.y !== null;
      follow(chart, inside ? { x: event.x!, y: event.y! } : null);
    },
  };
}
