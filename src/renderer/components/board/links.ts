/**
 * A chain's arrows as the board draws them: one path per link (strong solid, weak dashed), the
 * arrowheads in one shared path per box, and one spoken description of every link for the
 * group. A forcing chain draws up to two hundred links and the next step as many different
 * ones, so the links are drawn by position in the list (see linkPaths.ts): a step reuses the
 * previous step's path elements and only changes their shapes.
 */
import { candidateName, cellOfCandidate } from '../../../core/grid/candidate';
import { boxOf } from '../../../core/grid/cell';
import type { Link } from '../../../core/step';
import { CELL, LINK_GAP, MARGIN, MARK_CENTERS, arrowheadPath, linkShape, type Point } from './geometry';

/** How a link is spoken: `5r1c2 ⇒ 5r3c2 (strong link)`. */
export function spokenLink(link: Link): string {
  return `${candidateName(link.from)} ${link.strong ? '⇒' : '→'} ${candidateName(link.to)} (${link.strong ? 'strong' : 'weak'} link)`;
}

/** One link as drawn. */
export interface LinkView {
  readonly d: string;
  readonly strong: boolean;
}

export interface LinkLayer {
  readonly links: readonly LinkView[];
  /** Per box (0–8), the arrowheads of the links ending there, as one path. */
  readonly heads: readonly string[];
  /** Every drawn link spoken in order, for the group's accessible name; empty for none. */
  readonly label: string;
}

/** A drawn mark a link must keep clear of. */
export interface Obstacle {
  readonly cell: number;
  readonly center: Point;
}

const NO_LINKS: LinkLayer = { links: [], heads: Array.from({ length: 9 }, () => ''), label: '' };

/** The rows or columns (0–8) a span of the canvas crosses. */
function linesCrossed(low: number, high: number): [number, number] {
  const first = Math.max(0, Math.floor((low - MARGIN) / CELL));
  const last = Math.min(8, Math.floor((high - MARGIN) / CELL));
  return [first, last];
}

/**
 * The links in order, each bent around the marks in `obstacles`; a link from a mark to itself is
 * left out. A link only looks at the marks of the cells its box crosses: two hundred links over
 * three hundred marks are drawn within one frame.
 */
export function linkLayer(links: readonly Link[], obstacles: readonly Obstacle[]): LinkLayer {
  if (links.length === 0) return NO_LINKS;
  const byCell: Point[][] = Array.from({ length: 81 }, () => []);
  for (const { cell, center } of obstacles) byCell[cell]!.push(center);
  const views: LinkView[] = [];
  const spoken: string[] = [];
  const heads = Array.from({ length: 9 }, () => '');
  const near: Point[] = [];
  for (const link of links) {
    const from = MARK_CENTERS[link.from]!;
    const to = MARK_CENTERS[link.to]!;
    const [firstCol, lastCol] = linesCrossed(Math.min(from.x, to.x) - LINK_GAP, Math.max(from.x, to.x) + LINK_GAP);
    const [firstRow, lastRow] = linesCrossed(Math.min(from.y, to.y) - LINK_GAP, Math.max(from.y, to.y) + LINK_GAP);
    near.length = 0;
    for (let row = firstRow; row <= lastRow; row++) for (let col = firstCol; col <= lastCol; col++) near.push(...byCell[row * 9 + col]!);
    const shape = linkShape(from, to, near);
    if (!shape) continue;
    views.push({ d: shape.d, strong: link.strong });
    spoken.push(spokenLink(link));
    heads[boxOf(cellOfCandidate(link.to))] += arrowheadPath(shape);
  }
  return { links: views, heads, label: spoken.length === 0 ? '' : `Chain links: ${spoken.join('; ')}` };
}
