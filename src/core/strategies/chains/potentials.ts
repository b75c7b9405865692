/**
 * The vocabulary of chains: a *potential* is a candidate assumed true ("on") or false
 * ("off"), numbered `candidate * 2 + (on ? 1 : 0)` so propagation runs on typed arrays.
 * The tables list neighbours in the order Sudoku Explainer scans them (box, row, column;
 * reading order inside each), because which parent a potential gets first decides a chain's
 * complexity, and with it the length bonus of its rating.
 */
import { HOUSE_CELL_TABLE } from '../../grid/house';
import { boxOf, colOf, rowOf } from '../../grid/cell';

export const POTENTIAL_COUNT = 729 * 2;

/** The same candidate in the other state. */
export const conjugate = (potential: number): number => potential ^ 1;

/**
 * SE's house order: the box, row and column of each cell (`SE_HOUSES[cell * 3 + k]`), box first.
 * The grid's own order (`CELL_HOUSES` in grid/house.ts) is row, column, box; this second order
 * exists because Sudoku Explainer scans a cell's houses box first, and among steps of equal
 * rating the one found first is the one reported, so searches that must report SE's step use it.
 * House numbers are the grid's (rows 0–8, columns 9–17, boxes 18–26); only the order differs.
 */
export const SE_HOUSES: Int8Array = (() => {
  const table = new Int8Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) {
    table[cell * 3] = 18 + boxOf(cell);
    table[cell * 3 + 1] = rowOf(cell);
    table[cell * 3 + 2] = 9 + colOf(cell);
  }
  return table;
})();

/**
 * HOUSE_TABLE[house * 9 + i]: the i-th cell of a house in reading order. The same table as the
 * grid's `HOUSE_CELL_TABLE` (cells inside a house have one order only), under the name chain code uses.
 */
export const HOUSE_TABLE: Int8Array = HOUSE_CELL_TABLE;

/**
 * The 20 peers of each cell in Sudoku Explainer's scanning order: the box in reading order,
 * then the rest of the row, then the rest of the column.
 */
export const SE_PEERS: Int8Array = (() => {
  const table = new Int8Array(81 * 20);
  for (let cell = 0; cell < 81; cell++) {
    const seen = new Set<number>([cell]);
    let n = 0;
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[cell * 3 + k]!;
      for (let i = 0; i < 9; i++) {
        const other = HOUSE_TABLE[house * 9 + i]!;
        if (seen.has(other)) continue;
        seen.add(other);
        table[cell * 20 + n++] = other;
      }
    }
  }
  return table;
})();

/** Whether two cells share a house. */
export const SEES: Uint8Array = (() => {
  const table = new Uint8Array(81 * 81);
  for (let cell = 0; cell < 81; cell++) for (let i = 0; i < 20; i++) table[cell * 81 + SE_PEERS[cell * 20 + i]!] = 1;
  return table;
})();
