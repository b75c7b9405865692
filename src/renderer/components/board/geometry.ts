/**
 * Where things sit on the board's SVG canvas: cells, houses, pencil marks and the arrows of a
 * chain. Units are SVG user units; a cell is {@link CELL} wide and the grid starts after a
 * margin that holds the row and column numbers.
 */
import { cellOfCandidate, digitOfCandidate } from '../../../core/grid/candidate';
import { colOf, rowOf, type Cell } from '../../../core/grid/cell';
import { houseIndex, houseKind, type House } from '../../../core/grid/house';

/** A cell's side. */
export const CELL = 100;
/** Room left and above the grid for the column and row numbers. */
export const MARGIN = 28;
/** The whole canvas: margin + 9 cells + a little room on the far sides for the outer border. */
export const VIEW_SIZE = MARGIN + 9 * CELL + 6;
/** Radius of the disc behind a highlighted pencil mark; arrows stop at its edge. */
export const MARK_RADIUS = 14;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The top-left corner of a cell. */
export function cellOrigin(cell: Cell): Point {
  return { x: MARGIN + colOf(cell) * CELL, y: MARGIN + rowOf(cell) * CELL };
}

export function cellCenter(cell: Cell): Point {
  const origin = cellOrigin(cell);
  return { x: origin.x + CELL / 2, y: origin.y + CELL / 2 };
}

/** Where digit d's pencil mark sits: a 3×3 keypad layout inside the cell (1 top left, 9 bottom right). */
export function markCenter(cell: Cell, digit: number): Point {
  const origin = cellOrigin(cell);
  const slot = CELL / 3;
  return { x: origin.x + ((digit - 1) % 3) * slot + slot / 2, y: origin.y + Math.floor((digit - 1) / 3) * slot + slot / 2 };
}

/** Every candidate's mark centre, by candidate index, built once so a mark keeps the same point object. */
export const MARK_CENTERS: readonly Point[] = Array.from({ length: 729 }, (_, candidate) =>
  markCenter(cellOfCandidate(candidate), digitOfCandidate(candidate)),
);

/** The rectangle a house covers. */
export function houseRect(house: House): Rect {
  const index = houseIndex(house);
  switch (houseKind(house)) {
    case 'row':
      return { x: MARGIN, y: MARGIN + index * CELL, width: 9 * CELL, height: CELL };
    case 'column':
      return { x: MARGIN + index * CELL, y: MARGIN, width: CELL, height: 9 * CELL };
    case 'box':
      return { x: MARGIN + (index % 3) * 3 * CELL, y: MARGIN + Math.floor(index / 3) * 3 * CELL, width: 3 * CELL, height: 3 * CELL };
  }
}

/** Distance from point p to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** How far a link stays from the marks it passes, and how short of its ends' marks it stops. */
export const LINK_GAP = MARK_RADIUS + 2;

/** A chain link as drawn: its path, and where and which way its arrowhead points. */
export interface LinkShape {
  readonly d: string;
  /** The end of the path, where the arrowhead sits. */
  readonly end: Point;
  /** The unit direction of the path at its end. */
  readonly direction: Point;
}

/**
 * The shape of a chain link from one pencil mark to another. It is straight when nothing drawn
 * lies in its way and bends away from the marks it would cross otherwise, so an arrow along a
 * row never hides the marks between its ends. Both ends stop short of the marks' discs so the
 * arrowhead stays visible. Null between a mark and itself.
 */
export function linkShape(from: Point, to: Point, obstacles: readonly Point[]): LinkShape | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return null;
  const gap = LINK_GAP;
  // A chain step can draw two hundred links over three hundred marks, within one frame: marks
  // outside the segment's box grown by the gap cannot touch it and are skipped at once.
  const left = Math.min(from.x, to.x) - gap;
  const right = Math.max(from.x, to.x) + gap;
  const top = Math.min(from.y, to.y) - gap;
  const bottom = Math.max(from.y, to.y) + gap;
  const isEnd = (p: Point, end: Point): boolean => (p.x - end.x) ** 2 + (p.y - end.y) ** 2 <= 1;
  const blocked = obstacles.some(
    (p) =>
      p.x >= left &&
      p.x <= right &&
      p.y >= top &&
      p.y <= bottom &&
      !isEnd(p, from) &&
      !isEnd(p, to) &&
      distanceToSegment(p, from, to) < gap,
  );
  if (!blocked) {
    const direction = { x: dx / length, y: dy / length };
    const end = { x: to.x - direction.x * gap, y: to.y - direction.y * gap };
    return { d: `M${fmt(from.x + direction.x * gap)},${fmt(from.y + direction.y * gap)} L${fmt(end.x)},${fmt(end.y)}`, end, direction };
  }
  // Bend towards the middle of the board, so a curve along an edge stays on the grid; longer
  // links bend more, up to a cap.
  const bow = Math.min(0.22 * length, 60);
  const middle = MARGIN + 4.5 * CELL;
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const inward = (-dy / length) * (middle - mx) + (dx / length) * (middle - my) >= 0 ? 1 : -1;
  const nx = (inward * -dy) / length;
  const ny = (inward * dx) / length;
  const control = { x: (from.x + to.x) / 2 + nx * bow, y: (from.y + to.y) / 2 + ny * bow };
  const start = towards(from, control, gap);
  const end = towards(to, control, gap);
  // A quadratic curve leaves its end along the line from the control point.
  const tangent = Math.hypot(end.x - control.x, end.y - control.y) || 1;
  const direction = { x: (end.x - control.x) / tangent, y: (end.y - control.y) / tangent };
  return { d: `M${fmt(start.x)},${fmt(start.y)} Q${fmt(control.x)},${fmt(control.y)} ${fmt(end.x)},${fmt(end.y)}`, end, direction };
}

/** The SVG path of a chain link (see {@link linkShape}); empty between a mark and itself. */
export function linkPath(from: Point, to: Point, obstacles: readonly Point[]): string {
  return linkShape(from, to, obstacles)?.d ?? '';
}

/** How far an arrowhead reaches past the path's end, and how far back and wide it is. */
const HEAD_TIP = 1.8;
const HEAD_BACK = 7.2;
const HEAD_HALF_WIDTH = 4.5;

/**
 * A link's arrowhead as a closed triangle, to be joined with the other links' heads into one
 * path: two hundred SVG markers cost a step far more layout and paint than one path does.
 */
export function arrowheadPath(shape: LinkShape): string {
  const { end, direction: u } = shape;
  const tip = { x: end.x + u.x * HEAD_TIP, y: end.y + u.y * HEAD_TIP };
  const back = { x: end.x - u.x * HEAD_BACK, y: end.y - u.y * HEAD_BACK };
  const side = { x: -u.y * HEAD_HALF_WIDTH, y: u.x * HEAD_HALF_WIDTH };
  return `M${fmt(tip.x)},${fmt(tip.y)}L${fmt(back.x + side.x)},${fmt(back.y + side.y)}L${fmt(back.x - side.x)},${fmt(back.y - side.y)}Z`;
}

function towards(p: Point, target: Point, distance: number): Point {
  const length = Math.hypot(target.x - p.x, target.y - p.y) || 1;
  return { x: p.x + ((target.x - p.x) / length) * distance, y: p.y + ((target.y - p.y) / length) * distance };
}

/** A coordinate written to a tenth of a unit, short enough for paths of hundreds of shapes. */
export function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}
