/**
 * Sets of the 81 cells as three 27-bit words (cells 0-26, 27-53, 54-80), the layout of the digit
 * patterns (`digitMemo.ts`), for searches that intersect many cell sets per position.
 */
import type { Cell } from '../grid/cell';
import { PEERS } from '../grid/house';

export const CELL_SET_WORDS = 3;
/** The cell's bit within its word. */
export const cellBit = (cell: Cell): number => 1 << cell % 27;
/** The word holding the cell. */
export const cellWord = (cell: Cell): number => (cell / 27) | 0;

/** PEER_CELL_SETS[cell * 3 + w]: the cell's 20 peers (the cells sharing a house with it) as a cell set. */
export const PEER_CELL_SETS: Int32Array = (() => {
  const sets = new Int32Array(81 * CELL_SET_WORDS);
  PEERS.forEach((peers, cell) => {
    for (const peer of peers) sets[cell * CELL_SET_WORDS + cellWord(peer)]! |= cellBit(peer);
  });
  return sets;
})();
