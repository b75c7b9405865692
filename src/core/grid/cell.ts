/** A cell index 0..80, row-major: cell = row * 9 + column. */
export type Cell = number;
/** A row, column or box index 0..8. */
export type Line = number;

export const CELL_COUNT = 81;

export const rowOf = (cell: Cell): Line => (cell / 9) | 0;
export const colOf = (cell: Cell): Line => cell % 9;
export const boxOf = (cell: Cell): Line => ((rowOf(cell) / 3) | 0) * 3 + ((colOf(cell) / 3) | 0);
export const cellAt = (row: Line, col: Line): Cell => row * 9 + col;

/** `r1c1` … `r9c9`, the notation every explanation uses. */
export function cellName(cell: Cell): string {
  return `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
}

/** Reads `r4c7` (case-insensitive); undefined when it is not a cell name. */
export function parseCellName(text: string): Cell | undefined {
  const match = /^r([1-9])c([1-9])$/i.exec(text.trim());
  return match ? cellAt(Number(match[1]) - 1, Number(match[2]) - 1) : undefined;
}

export const ALL_CELLS: readonly Cell[] = Array.from({ length: CELL_COUNT }, (_, i) => i);
