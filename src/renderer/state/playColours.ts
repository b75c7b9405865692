/**
 * The player's own colouring, as HoDoKu's colouring tools: two colours to paint cells or single
 * candidates with (to follow a chain, or two sides of a colouring), cleared in one go.
 */
import type { SavedColours } from '../../shared/playTypes';
import { digitAtCell, type EditorGrid } from './editorStatus';

/** One of the two paints. */
export type Paint = 1 | 2;

/** What a click or a digit paints: whole cells, or candidates of the chosen cell. */
export interface PaintTool {
  readonly paint: Paint;
  readonly target: 'cell' | 'candidate';
}

/** Colours of cells (81, 0 none) and of candidates (by candidate index, cell × 9 + digit − 1). */
export interface Colouring {
  readonly cells: readonly number[];
  readonly candidates: ReadonlyMap<number, Paint>;
}

export const NO_COLOURING: Colouring = { cells: new Array<number>(81).fill(0), candidates: new Map() };

/** Paints a cell, or takes the paint off when it already has it. */
export function paintedCell(colouring: Colouring, cell: number, paint: Paint): Colouring {
  const cells = [...colouring.cells];
  cells[cell] = cells[cell] === paint ? 0 : paint;
  return { cells, candidates: colouring.candidates };
}

/** Paints a candidate, or takes the paint off when it already has it. */
export function paintedCandidate(colouring: Colouring, cell: number, digit: number, paint: Paint): Colouring {
  const candidates = new Map(colouring.candidates);
  const candidate = cell * 9 + digit - 1;
  if (candidates.get(candidate) === paint) candidates.delete(candidate);
  else candidates.set(candidate, paint);
  return { cells: colouring.cells, candidates };
}

/** The colouring as a saved game keeps it. */
export function savedColours(colouring: Colouring): SavedColours {
  return { cells: [...colouring.cells], candidates: [...colouring.candidates] };
}

/** A saved game's paints back on the board. */
export function colouringOf(saved: SavedColours): Colouring {
  return { cells: [...saved.cells], candidates: new Map(saved.candidates.map(([candidate, paint]) => [candidate, paint as Paint])) };
}

export function hasColouring(colouring: Colouring): boolean {
  return colouring.candidates.size > 0 || colouring.cells.some((paint) => paint !== 0);
}

/** The cells holding a digit (given or entered) and the candidates of it among the marks: what highlighting a digit lights up. */
export function digitPlaces(values: EditorGrid, marks: readonly number[], digit: number): { cells: number[]; candidates: number[] } {
  const cells: number[] = [];
  const candidates: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (digitAtCell(values, cell) === digit) cells.push(cell);
    else if (digitAtCell(values, cell) === 0 && (marks[cell]! & (1 << (digit - 1))) !== 0) candidates.push(cell * 9 + digit - 1);
  }
  return { cells, candidates };
}
