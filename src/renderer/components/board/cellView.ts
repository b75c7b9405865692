/**
 * What the board draws for one cell and how the cell is spoken: its digit, whether it is a
 * given, and the parts it plays in the shown step.
 */
import { cellOrigin, type Point } from './geometry';

/** A cell's fixed place: index, name (`r1c1`) and top-left corner. */
export interface CellPlace {
  readonly cell: number;
  readonly name: string;
  readonly origin: Point;
}

/** The 81 cells' places, built once: a cell that does not change keeps the same origin object. */
export const CELL_PLACES: readonly CellPlace[] = Array.from({ length: 81 }, (_, cell) => ({
  cell,
  name: `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`,
  origin: cellOrigin(cell),
}));

/** One cell as drawn. */
export interface CellView extends CellPlace {
  /** 1–9, or 0 when empty. */
  readonly digit: number;
  readonly given: boolean;
  /** In the shown step's pattern. */
  readonly pattern: boolean;
  /** Its digit is the shown step's placement (the position after the step). */
  readonly placed: boolean;
  readonly conflict: boolean;
  /** Drawn faintly by the symmetry guide. */
  readonly guide: boolean;
  /** The pencil marks drawn in it (bit d-1 = digit d), for its label. */
  readonly pencil: number;
}

/**
 * The spoken label of a cell: name, digit or pencil marks, and the parts it plays. Asked for by
 * the board only for cells that changed, so a step does not write 81 labels.
 */
export function cellLabel(cell: CellView): string {
  const parts = [cell.digit === 0 ? `${cell.name}: empty` : `${cell.name}: ${cell.digit}${cell.given ? ', given' : ''}`];
  if (cell.digit === 0 && cell.pencil !== 0) parts.push(`candidates ${maskDigits(cell.pencil).join(' ')}`);
  if (cell.pattern) parts.push('in the pattern');
  if (cell.placed) parts.push('just placed');
  if (cell.conflict) parts.push('in conflict');
  return parts.join(', ');
}

/** The digits of a pencil-mark mask, smallest first. */
function maskDigits(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; digit <= 9; digit++) if (mask & (1 << (digit - 1))) digits.push(digit);
  return digits;
}
