/**
 * Precomputed tables the finders share, as flat integer arrays so hot loops index them
 * without allocating: the cells of each house, the intersections of boxes and lines.
 */
import type { Grid } from '../grid/grid';
import { HOUSE_CELL_TABLE } from '../grid/house';
import { PositionTable, stateKind, type SearchContext } from './searchContext';
import { lowestBitIndex } from '../grid/bits';

export { HOUSE_CELL_TABLE };

/** The digits of a 9-bit mask, ascending. */
export function digitsOf(bits: number): number[] {
  const out: number[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) out.push(lowestBitIndex(rest) + 1);
  return out;
}

/** Every k-element subset of `items` (in lexicographic order of indices). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** Row (0..8), column (9..17) and box (18..26) house of each cell, flat: [cell * 3 + k]. */
export const CELL_HOUSE_TABLE: Int8Array = (() => {
  const table = new Int8Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) {
    const row = (cell / 9) | 0;
    const col = cell % 9;
    table[cell * 3] = row;
    table[cell * 3 + 1] = 9 + col;
    table[cell * 3 + 2] = 18 + 3 * ((row / 3) | 0) + ((col / 3) | 0);
  }
  return table;
})();

/** Each context's places table (`digitPlaces`), read at most once per position. */
const PLACES = stateKind(() => {
  const places = new Uint16Array(27 * 9);
  return new PositionTable((grid) => readPlaces(grid, places));
});

/**
 * Where each digit can go in each house of the position: `[house * 9 + digit - 1]` is a 9-bit
 * mask, bit i set when the house's i-th cell (HOUSE_CELL_TABLE order) holds the digit. Computed
 * at most once per position; the context's table: read it before the grid changes, never keep it.
 */
export function digitPlaces(grid: Grid, context: SearchContext): Uint16Array {
  return context.get(PLACES).of(grid);
}

function readPlaces(grid: Grid, places: Uint16Array): Uint16Array {
  places.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const bits = grid.candidateBits(cell);
    if (bits === 0) continue;
    const row = CELL_HOUSE_TABLE[cell * 3]!;
    const col = CELL_HOUSE_TABLE[cell * 3 + 1]!;
    const box = CELL_HOUSE_TABLE[cell * 3 + 2]!;
    // The cell's position within its row, column and box.
    const rowBit = 1 << (col - 9);
    const colBit = 1 << row;
    const boxBit = 1 << (3 * (row % 3) + ((col - 9) % 3));
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const d = lowestBitIndex(rest);
      places[row * 9 + d]! |= rowBit;
      places[col * 9 + d]! |= colBit;
      places[box * 9 + d]! |= boxBit;
    }
  }
  return places;
}

/** Integers per house in `houseContents`: three cells of 10 bits each. */
export const HOUSE_CONTENT_WORDS = 3;

/** Each context's house contents table, read at most once per position. */
const CONTENTS = stateKind(() => {
  const contents = new Int32Array(27 * HOUSE_CONTENT_WORDS);
  return new PositionTable((grid) => readHouseContents(grid, contents));
});

/**
 * What each house holds, as a key for answers that depend on nothing else (`[house * 3 + w]`):
 * each cell's candidates and whether it is empty, 10 bits a cell, cells 3w to 3w + 2 of the
 * house in word w. A step changes a few houses, so a search that remembers its answer per house
 * by this key searches only those again. The context's table: read it before the grid changes.
 */
export function houseContents(grid: Grid, context: SearchContext): Int32Array {
  return context.get(CONTENTS).of(grid);
}

/** Reads `houseContents` into `contents` (27 * 3 integers) and returns it. */
export function readHouseContents(grid: Grid, contents: Int32Array): Int32Array {
  for (let house = 0; house < 27; house++) {
    for (let w = 0; w < HOUSE_CONTENT_WORDS; w++) {
      let word = 0;
      for (let i = 0; i < 3; i++) {
        const cell = HOUSE_CELL_TABLE[house * 9 + w * 3 + i]!;
        word |= (grid.candidateBits(cell) | (grid.isEmpty(cell) ? 0x200 : 0)) << (10 * i);
      }
      contents[house * HOUSE_CONTENT_WORDS + w] = word;
    }
  }
  return contents;
}
