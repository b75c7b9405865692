/**
 * How the board draws the pencil marks a step highlights. The discs behind the marks and the
 * strokes through removed ones are a handful of shared paths, one per colour, and a mark itself
 * is one text element whose class changes only when its ink does. A chain step gives a hundred
 * marks a new part: this way it changes a few path shapes and some classes, where a disc per
 * mark would create and remove a hundred elements and lay them out.
 */
import { MARK_RADIUS, fmt, type Point } from './geometry';
import type { BoardMark, MarkRole } from './marks';

/** The colours of the discs, drawn in this order. */
export const DISC_KINDS = ['pattern', 'pattern-accent', 'link', 'link-accent', 'placed', 'eliminated'] as const;
export type DiscKind = (typeof DISC_KINDS)[number];

/** A mark's disc colour: placed and removed marks keep theirs; the pattern and links take the second colour when accented. */
export function discKind(role: MarkRole, accent: boolean): DiscKind {
  if (role === 'placed' || role === 'eliminated') return role;
  return accent ? `${role}-accent` : role;
}

/** How a mark's digit is written: plain, as part of the step (pattern or link), placed or removed. */
export type MarkInk = 'plain' | 'step' | 'placed' | 'eliminated';

export function markInk(role: MarkRole | null): MarkInk {
  return role === null ? 'plain' : role === 'pattern' || role === 'link' ? 'step' : role;
}

export interface MarkLayer {
  /** Per colour, the discs as one path (empty when there are none). */
  readonly discs: Readonly<Record<DiscKind, string>>;
  /** The strokes through the removed marks, as one path. */
  readonly strikes: string;
}

/** A full circle as two arcs, so many circles join into one path. */
function circlePath(p: Point, r: number): string {
  return `M${fmt(p.x - r)},${fmt(p.y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
}

/** The discs and strokes of the marks that play a part in the step. */
export function markLayer(marks: readonly (BoardMark & { readonly center: Point })[]): MarkLayer {
  const discs: Record<DiscKind, string> = { pattern: '', 'pattern-accent': '', link: '', 'link-accent': '', placed: '', eliminated: '' };
  let strikes = '';
  const inset = MARK_RADIUS - 2;
  for (const { role, accent, center: p } of marks) {
    if (role === null) continue;
    discs[discKind(role, accent)] += circlePath(p, MARK_RADIUS);
    if (role === 'eliminated') strikes += `M${fmt(p.x - inset)},${fmt(p.y + inset)}L${fmt(p.x + inset)},${fmt(p.y - inset)}`;
  }
  return { discs, strikes };
}
