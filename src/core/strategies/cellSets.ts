/**
 * Sets of the 81 cells as three 27-bit words (cells 0-26, 27-53, 54-80), the layout of the digit
 * patterns (`digitMemo.ts`), for searches that intersect many cell sets per position.
 */
import type { Cell } from '../grid/cell';

export const CELL_SET_WORDS = 3;
/** The cell's bit within its word. */
export const cellBit = (cell: Cell): number => 1 << cell % 27;
/** The word holding the cell. */
export const cellWord = (cell: Cell): number => (cell / 27) | 0;
