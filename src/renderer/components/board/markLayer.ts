/**
 * How the board draws the pencil marks a step highlights, over the plain marks, box by box.
 * Every mark is written once in plain ink and never restyled; a highlighted one is covered by
 * its disc and written again, in bold, by the text of its ink, which holds every digit of that
 * ink in the box with one position each. Discs, strokes and bold digits are a few shared
 * elements per box: a chain step gives a hundred marks a new part, and restyling a hundred
 * texts (bold or not) costs the browser far more than reshaping a few. Per box rather than for
 * the whole board, so a change repaints one box and each shape stays within one raster tile.
 */
import { boxOf } from '../../../core/grid/cell';
import { MARK_CENTERS, MARK_RADIUS, fmt, type Point } from './geometry';
import type { BoardMark, MarkRole } from './marks';

/** The colours of the discs, drawn in this order. */
export const DISC_KINDS = ['pattern', 'pattern-accent', 'link', 'link-accent', 'placed', 'eliminated'] as const;
export type DiscKind = (typeof DISC_KINDS)[number];

/** A mark's disc colour: placed and removed marks keep theirs; the pattern and links take the second colour when accented. */
export function discKind(role: MarkRole, accent: boolean): DiscKind {
  if (role === 'placed' || role === 'eliminated') return role;
  return accent ? `${role}-accent` : role;
}

/** How a highlighted mark's digit is written: as part of the step (pattern or link), placed or removed. */
export const INKS = ['step', 'placed', 'eliminated'] as const;
export type MarkInk = (typeof INKS)[number];

export function markInk(role: MarkRole): MarkInk {
  return role === 'pattern' || role === 'link' ? 'step' : role;
}

/** Digits written by one text element, each at its own place (SVG's lists of x and y). */
interface InkText {
  readonly x: string;
  readonly y: string;
  readonly digits: string;
}

export interface MarkLayer {
  /** Per colour, the discs as one path (empty when there are none). */
  readonly discs: Readonly<Record<DiscKind, string>>;
  /** Per ink, the highlighted digits. */
  readonly inks: Readonly<Record<MarkInk, InkText>>;
  /** The strokes through the removed marks, as one path. */
  readonly strikes: string;
}

/** A full circle as two arcs, so many circles join into one path. */
function circlePath(p: Point, r: number): string {
  return `M${fmt(p.x - r)},${fmt(p.y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
}

/** Where a mark's digit is written: its centre, a unit lower to sit visually centred. */
export function markTextPlace(center: Point): Point {
  return { x: center.x, y: center.y + 1 };
}

/** Where each candidate's mark is written, by candidate, built once. */
export const MARK_TEXT_PLACES: readonly Point[] = MARK_CENTERS.map(markTextPlace);

/** The discs, bold digits and strokes of the marks that play a part in the step (of one box, as the board draws them). */
export function markLayer(marks: readonly (BoardMark & { readonly center: Point })[]): MarkLayer {
  const discs: Record<DiscKind, string> = { pattern: '', 'pattern-accent': '', link: '', 'link-accent': '', placed: '', eliminated: '' };
  const inks: Record<MarkInk, { x: string[]; y: string[]; digits: string }> = {
    step: { x: [], y: [], digits: '' },
    placed: { x: [], y: [], digits: '' },
    eliminated: { x: [], y: [], digits: '' },
  };
  let strikes = '';
  const inset = MARK_RADIUS - 2;
  for (const { role, accent, digit, center: p } of marks) {
    if (role === null) continue;
    discs[discKind(role, accent)] += circlePath(p, MARK_RADIUS);
    const ink = inks[markInk(role)];
    const place = markTextPlace(p);
    ink.x.push(fmt(place.x));
    ink.y.push(fmt(place.y));
    ink.digits += digit;
    if (role === 'eliminated') strikes += `M${fmt(p.x - inset)},${fmt(p.y + inset)}L${fmt(p.x + inset)},${fmt(p.y - inset)}`;
  }
  const text = ({ x, y, digits }: { x: string[]; y: string[]; digits: string }): InkText => ({ x: x.join(' '), y: y.join(' '), digits });
  return { discs, inks: { step: text(inks.step), placed: text(inks.placed), eliminated: text(inks.eliminated) }, strikes };
}

/** One box's marks, in order, and the shapes of its highlighted ones. */
export interface BoxMarks<M extends BoardMark & { readonly center: Point }> {
  readonly marks: readonly M[];
  readonly shapes: MarkLayer;
}

/**
 * The marks of each box (0–8) and their shapes. A box whose marks are the very same objects as
 * in `previous` keeps its entry, so the board leaves its elements alone: most steps change a
 * few boxes.
 */
export function boxMarks<M extends BoardMark & { readonly center: Point }>(
  marks: readonly M[],
  previous: readonly BoxMarks<M>[],
): BoxMarks<M>[] {
  const byBox: M[][] = Array.from({ length: 9 }, () => []);
  for (const mark of marks) byBox[boxOf(mark.cell)]!.push(mark);
  return byBox.map((inBox, box) => {
    const before = previous[box];
    const same = before !== undefined && before.marks.length === inBox.length && before.marks.every((mark, i) => mark === inBox[i]);
    return same ? before : { marks: inBox, shapes: markLayer(inBox) };
  });
}
