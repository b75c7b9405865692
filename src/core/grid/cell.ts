/** A cell index 0..80, row-major: cell = row * 9 + column. */
export type Cell = number;
/** A row, column or box index 0..8. */
export type Line = number;

const CELL_COUNT = 81;

export const rowOf = (cell: Cell): Line => (cell / 9) | 0;
export const colOf = (cell: Cell): Line => cell % 9;
export const boxOf = (cell: Cell): Line => ((rowOf(cell) / 3) | 0) * 3 + ((colOf(cell) / 3) | 0);

/** `r1c1` … `r9c9`, the notation every explanation uses. */
export function cellName(cell: Cell): string {
  return `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
}

export const ALL_CELLS: readonly Cell[] = Array.from({ length: CELL_COUNT }, (_, i) => i);
