/**
 * Draws the per-level box plot's layout (levelsLayout) on a canvas with Canvas 2D calls: a few
 * paths in all, the outliers of every box in one. chart.js made the same chart by resolving
 * options for every element and measuring its axes as it was made, a task longer than 50 ms
 * on a busy machine. The outliers (thousands of dots on a big library) are made into a path
 * ahead (outlierPath), in a turn of their own, so that drawing the chart is a short task.
 */
import { withAlpha } from '../state/compareTables';
import { LABEL_FONT_SIZE, OUTLIER_RADIUS, SWATCH_WIDTH, TITLE_FONT_SIZE, type LegendEntry, type LevelsLayout } from './levelsLayout';
import type { ChartColours } from './chartTheme';

/** chart.js's family, which the other charts draw in and canvasFonts looks up ahead. */
const FAMILY = "'Helvetica Neue', 'Helvetica', 'Arial', sans-serif";
export const LABEL_FONT = `${LABEL_FONT_SIZE}px ${FAMILY}`;
const TITLE_FONT = `${TITLE_FONT_SIZE}px ${FAMILY}`;

function line(context: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  context.moveTo(x1, y1);
  context.lineTo(x2, y2);
}

function drawSwatch(context: CanvasRenderingContext2D, entry: LegendEntry, y: number, colours: ChartColours): void {
  const middle = entry.x + SWATCH_WIDTH / 2;
  context.beginPath();
  switch (entry.kind) {
    case 'whiskers':
      context.strokeStyle = colours.muted;
      context.lineWidth = 2;
      line(context, entry.x, y, entry.x + SWATCH_WIDTH, y);
      context.stroke();
      return;
    case 'box':
      context.fillStyle = withAlpha(colours.accent, 0.55);
      context.strokeStyle = colours.accent;
      context.lineWidth = 1;
      context.rect(entry.x + 0.5, y - 4.5, SWATCH_WIDTH - 1, 9);
      context.fill();
      context.stroke();
      return;
    case 'median':
      context.strokeStyle = colours.ink;
      context.lineWidth = 3;
      line(context, middle, y - 6, middle, y + 6);
      context.stroke();
      return;
    case 'outliers':
      context.fillStyle = colours.link;
      context.arc(middle, y, OUTLIER_RADIUS, 0, 2 * Math.PI);
      context.fill();
  }
}

/** The bands' tints, as the other Compare charts shade the universal categories. */
function bandTint(name: 'easy' | 'medium' | 'hard', colours: ChartColours): string {
  if (name === 'easy') return withAlpha(colours.accent, 0.08);
  return withAlpha(name === 'medium' ? colours.link : colours.bad, 0.1);
}

/** Every outlier's dot of the layout as one path. */
export function outlierPath(layout: LevelsLayout): Path2D {
  const path = new Path2D();
  for (const row of layout.rows) {
    for (const outlier of row.outliers) {
      path.moveTo(outlier.x + OUTLIER_RADIUS, outlier.y);
      path.arc(outlier.x, outlier.y, OUTLIER_RADIUS, 0, 2 * Math.PI);
    }
  }
  return path;
}

/**
 * Draws `layout` on `context`, whose units are the layout's pixels (scaled for the screen's
 * density by the caller): the bands, axis, legend, labels, whiskers, boxes and medians, then the
 * outliers (`outliers`, the layout's outlierPath) over them.
 */
export function drawLevels(context: CanvasRenderingContext2D, layout: LevelsLayout, colours: ChartColours, outliers: Path2D): void {
  const { area } = layout;
  context.clearRect(0, 0, layout.width, layout.height);
  context.textBaseline = 'alphabetic';

  context.font = LABEL_FONT;
  for (const band of layout.bands) {
    context.fillStyle = bandTint(band.name, colours);
    context.fillRect(band.left, area.top, band.right - band.left, area.bottom - area.top);
    if (band.right - band.left >= 44) {
      context.fillStyle = colours.muted;
      context.textAlign = 'right';
      context.fillText(band.name, band.right - 4, area.top + 12);
    }
  }

  // Grid lines at the ticks, crisp on whole pixels; the axis line along the bottom.
  context.beginPath();
  context.strokeStyle = colours.grid;
  context.lineWidth = 1;
  for (const tick of layout.ticks) line(context, Math.round(tick.x) + 0.5, area.top, Math.round(tick.x) + 0.5, area.bottom);
  context.stroke();
  context.beginPath();
  context.strokeStyle = colours.muted;
  line(context, area.left, Math.round(area.bottom) + 0.5, area.right, Math.round(area.bottom) + 0.5);
  context.stroke();
  context.fillStyle = colours.muted;
  context.textAlign = 'center';
  for (const tick of layout.ticks) context.fillText(tick.label, tick.x, area.bottom + 16);
  context.font = TITLE_FONT;
  context.fillText(layout.axisTitle.text, layout.axisTitle.x, layout.axisTitle.y);

  context.font = LABEL_FONT;
  for (const entry of layout.legend.entries) {
    // A hidden entry (the outliers, turned off by a click on it) is faded and struck through, as chart.js's legend does.
    context.globalAlpha = entry.hidden ? 0.4 : 1;
    drawSwatch(context, entry, layout.legend.y, colours);
    context.fillStyle = colours.ink;
    context.textAlign = 'left';
    const textX = entry.x + SWATCH_WIDTH + 6;
    context.fillText(entry.label, textX, layout.legend.y + 4);
    if (entry.hidden) {
      context.strokeStyle = colours.ink;
      context.lineWidth = 1;
      context.beginPath();
      line(context, textX, layout.legend.y + 0.5, entry.x + entry.width, layout.legend.y + 0.5);
      context.stroke();
    }
    context.globalAlpha = 1;
  }

  context.fillStyle = colours.muted;
  context.textAlign = 'right';
  for (const row of layout.rows) for (const label of row.lines) context.fillText(label.text, layout.labelRight, label.y);

  // Whiskers with their caps, then the boxes, then the medians over them: a path each.
  context.beginPath();
  context.strokeStyle = colours.muted;
  context.lineWidth = 2;
  for (const { box, y } of layout.rows) {
    if (!box) continue;
    line(context, box.lowerWhisker, y, box.upperWhisker, y);
    line(context, box.lowerWhisker, y - box.half / 2, box.lowerWhisker, y + box.half / 2);
    line(context, box.upperWhisker, y - box.half / 2, box.upperWhisker, y + box.half / 2);
  }
  context.stroke();
  context.beginPath();
  for (const { box, y } of layout.rows) {
    if (box) context.rect(Math.min(box.q1, box.q3), y - box.half, Math.max(1, Math.abs(box.q3 - box.q1)), 2 * box.half);
  }
  context.fillStyle = withAlpha(colours.accent, 0.55);
  context.fill();
  context.strokeStyle = colours.accent;
  context.lineWidth = 1;
  context.stroke();
  context.beginPath();
  context.strokeStyle = colours.ink;
  context.lineWidth = 3;
  for (const { box, y } of layout.rows) if (box) line(context, box.median, y - box.half - 2, box.median, y + box.half + 2);
  context.stroke();

  context.save();
  context.beginPath();
  context.rect(area.left, area.top, area.right - area.left, area.bottom - area.top);
  context.clip();
  context.fillStyle = colours.link;
  context.fill(outliers);
  context.restore();
}
