/**
 * The player's side of a puzzle: the digits entered over the givens and the pencil marks,
 * as plain values with pure updates, so undo is a matter of keeping the old value.
 */
import { PEERS, type Cell } from '../../core/grid/index';
import { digitAtCell, type EditorGrid } from './editorStatus';

/** One position of the player: digits (givens included, '0' empty) and 81 mark bitmasks (bit d−1 = d). */
export interface PlayPosition {
  readonly values: EditorGrid;
  readonly marks: readonly number[];
}

export const NO_MARKS: readonly number[] = Object.freeze(new Array<number>(81).fill(0));

export function samePosition(a: PlayPosition, b: PlayPosition): boolean {
  return a.values === b.values && a.marks.every((mark, cell) => mark === b.marks[cell]);
}

export function hasMarks(marks: readonly number[]): boolean {
  return marks.some((mark) => mark !== 0);
}

/** The grid with one cell's digit replaced ('0' erases). */
export function withCellDigit(grid: EditorGrid, cell: Cell, digit: number): EditorGrid {
  return grid.slice(0, cell) + String(digit) + grid.slice(cell + 1);
}

/** Marks with one digit toggled in one cell. */
export function toggledMark(marks: readonly number[], cell: Cell, digit: number): readonly number[] {
  const next = [...marks];
  next[cell] = marks[cell]! ^ (1 << (digit - 1));
  return next;
}

/**
 * Places a digit: the cell's own marks go, and so does that digit from the marks of the cells
 * it sees, as players expect from a pencil-mark grid.
 */
export function placeDigit(position: PlayPosition, cell: Cell, digit: number): PlayPosition {
  const marks = [...position.marks];
  marks[cell] = 0;
  const bit = 1 << (digit - 1);
  for (const peer of PEERS[cell]!) marks[peer] = marks[peer]! & ~bit;
  return { values: withCellDigit(position.values, cell, digit), marks };
}

/** Every digit each empty cell can still take given the digits on the board (0 for filled cells). */
export function candidatesOf(values: EditorGrid): number[] {
  const candidates = new Array<number>(81).fill(0);
  for (let cell = 0; cell < 81; cell++) {
    if (digitAtCell(values, cell) !== 0) continue;
    let mask = 0x1ff;
    for (const peer of PEERS[cell]!) {
      const digit = digitAtCell(values, peer);
      if (digit !== 0) mask &= ~(1 << (digit - 1));
    }
    candidates[cell] = mask;
  }
  return candidates;
}

/**
 * Where the player went wrong against the solution: an entered digit that is not the
 * solution's, or marks in a cell that leave out the solution's digit.
 */
export function mistakesOf(position: PlayPosition, givens: EditorGrid, solution: string): Cell[] {
  const cells: Cell[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (digitAtCell(givens, cell) !== 0) continue;
    const answer = digitAtCell(solution, cell);
    const entered = digitAtCell(position.values, cell);
    const marks = position.marks[cell]!;
    if (entered !== 0 ? entered !== answer : marks !== 0 && (marks & (1 << (answer - 1))) === 0) cells.push(cell);
  }
  return cells;
}

export function isSolved(values: EditorGrid, solution: string | null): boolean {
  return solution !== null && values === solution;
}
