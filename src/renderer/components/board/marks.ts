/**
 * Which pencil marks the board draws and how: the player's or solver's marks, plus every
 * candidate the shown step places, removes, uses or links (drawn even where the marks leave it
 * out, so a step is never explained by invisible candidates).
 */
import { candidateOf, cellOfCandidate, digitOfCandidate, type Candidate } from '../../../core/grid/candidate';
import type { Highlights } from '../../../core/step';

/** Every candidate's name as the board's `data-cand` gives it (`r1c2d3`), built once. */
export const MARK_NAMES: readonly string[] = Array.from(
  { length: 729 },
  (_, candidate) =>
    `r${Math.floor(cellOfCandidate(candidate) / 9) + 1}c${(cellOfCandidate(candidate) % 9) + 1}d${digitOfCandidate(candidate)}`,
);

/** The role a candidate plays in the shown step (the board's `data-mark`). */
export type MarkRole = 'placed' | 'eliminated' | 'pattern' | 'link';

export interface BoardMark {
  readonly candidate: Candidate;
  readonly cell: number;
  readonly digit: number;
  /** Its role in the shown step, or null for a plain pencil mark. */
  readonly role: MarkRole | null;
  /** Drawn in the second colour (a colouring's other colour, a fin). */
  readonly accent: boolean;
}

/** A digit in an 81-character board string, or 0 for empty ('0', '.' or anything else). */
export function digitAt(values: string, cell: number): number {
  const code = values.charCodeAt(cell) - 48;
  return code >= 1 && code <= 9 ? code : 0;
}

/**
 * The role of each candidate the step touches. A candidate can play several parts (a link's
 * end is also part of the pattern); the one shown is the most telling: placed, then
 * eliminated, then link, then pattern.
 */
export function stepRoles(highlights: Highlights): Map<Candidate, MarkRole> {
  const roles = new Map<Candidate, MarkRole>();
  const claim = (candidate: Candidate, role: MarkRole): void => {
    if (!roles.has(candidate)) roles.set(candidate, role);
  };
  for (const { cell, digit } of highlights.placements) claim(candidateOf(cell, digit), 'placed');
  for (const candidate of highlights.removed) claim(candidate, 'eliminated');
  for (const link of highlights.links) {
    claim(link.from, 'link');
    claim(link.to, 'link');
  }
  for (const candidate of highlights.kept) claim(candidate, 'pattern');
  for (const candidate of highlights.accent) claim(candidate, 'pattern');
  return roles;
}

/**
 * The pencil marks to draw, in cell then digit order: in empty cells, the given marks and the
 * step's candidates. Filled cells show their digit instead; a placement there is the cell's digit
 * itself (see {@link placedDigits}).
 */
export function boardMarks(
  values: string,
  candidates: readonly number[] | null | undefined,
  highlights: Highlights | null | undefined,
): BoardMark[] {
  const roles = highlights ? stepRoles(highlights) : new Map<Candidate, MarkRole>();
  const accent = new Set(highlights?.accent ?? []);
  const drawn = new Set<Candidate>();
  if (candidates) {
    for (let cell = 0; cell < 81; cell++) {
      const mask = candidates[cell] ?? 0;
      for (let digit = 1; digit <= 9; digit++) if (mask & (1 << (digit - 1))) drawn.add(candidateOf(cell, digit));
    }
  }
  for (const candidate of roles.keys()) drawn.add(candidate);
  const marks: BoardMark[] = [];
  for (const candidate of [...drawn].sort((a, b) => a - b)) {
    const cell = cellOfCandidate(candidate);
    if (digitAt(values, cell) !== 0) continue;
    marks.push({ candidate, cell, digit: digitOfCandidate(candidate), role: roles.get(candidate) ?? null, accent: accent.has(candidate) });
  }
  return marks;
}

/** Cells where the step's placement is already on the board (the position after it): drawn as placed. */
export function placedDigits(values: string, highlights: Highlights | null | undefined): Map<number, number> {
  const placed = new Map<number, number>();
  for (const { cell, digit } of highlights?.placements ?? []) if (digitAt(values, cell) === digit) placed.set(cell, digit);
  return placed;
}
