import { ALL_CELLS, boxOf, colOf, rowOf, type Cell } from './cell';

/** A house index 0..26: rows 0–8, columns 9–17, boxes 18–26. */
export type House = number;
export type HouseKind = 'row' | 'column' | 'box';

const HOUSE_COUNT = 27;
const ALL_HOUSES: readonly House[] = Array.from({ length: HOUSE_COUNT }, (_, i) => i);

export const rowHouse = (row: number): House => row;
export const columnHouse = (col: number): House => 9 + col;
export const boxHouse = (box: number): House => 18 + box;

export function houseKind(house: House): HouseKind {
  return house < 9 ? 'row' : house < 18 ? 'column' : 'box';
}

/** The house's index within its kind, 0..8. */
export const houseIndex = (house: House): number => house % 9;

/** `row 4`, `column 2`, `box 9` (1-based, as people count). */
export function houseName(house: House): string {
  return `${houseKind(house)} ${houseIndex(house) + 1}`;
}

/**
 * The row, column and box of each cell, in that order: the grid's house order. Sudoku Explainer's
 * searches scan box, row, column instead (`SE_HOUSES` in strategies/chains/potentials.ts).
 */
export function housesOfCell(cell: Cell): readonly [House, House, House] {
  return [rowHouse(rowOf(cell)), columnHouse(colOf(cell)), boxHouse(boxOf(cell))];
}

export const CELL_HOUSES: readonly (readonly [House, House, House])[] = ALL_CELLS.map(housesOfCell);

/** The nine cells of each house, in reading order (from CELL_HOUSES: every command builds it at start). */
export const HOUSE_CELLS: readonly (readonly Cell[])[] = ALL_HOUSES.map((house) =>
  ALL_CELLS.filter((cell) => CELL_HOUSES[cell]!.includes(house)),
);

/** HOUSE_CELL_TABLE[house * 9 + i] = the i-th cell of the house in reading order: HOUSE_CELLS flat, for hot loops. */
export const HOUSE_CELL_TABLE: Int8Array = Int8Array.from(HOUSE_CELLS.flat());

/** The 20 cells that share a house with each cell (the cell itself excluded). */
export const PEERS: readonly (readonly Cell[])[] = ALL_CELLS.map((cell) => {
  const peers = new Set<Cell>();
  for (const house of CELL_HOUSES[cell]!) for (const other of HOUSE_CELLS[house]!) if (other !== cell) peers.add(other);
  return [...peers].sort((a, b) => a - b);
});
