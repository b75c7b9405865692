/**
 * Sets of the 81 cells as three 27-bit words (cells 0-26, 27-53, 54-80), the layout of the digit
 * patterns (`digitMemo.ts`), for searches that intersect many cell sets per position.
 *
 * A cell set lives in an Int32Array at a word offset `at` (a multiple of CELL_SET_WORDS): words
 * `sets[at]`, `sets[at + 1]`, `sets[at + 2]`. A search keeps its sets as slots of one array it
 * owns (allocated once, not per candidate) and passes offsets, so a set is one argument instead
 * of three words; the small functions below are what it does with them. Tables of sets (the
 * peers of each cell, the cells of each house) use the same layout, indexed `cell * 3` or
 * `house * 3`.
 */
import { lowestBitIndex, popcount } from '../grid/bits';
import type { Cell } from '../grid/cell';
import { PEERS } from '../grid/house';

export const CELL_SET_WORDS = 3;
/** The cell's bit within its word. */
export const cellBit = (cell: Cell): number => 1 << (cell % 27);
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

/** Writes the three words of the set at `at`. */
export function setCellWords(sets: Int32Array, at: number, w0: number, w1: number, w2: number): void {
  sets[at] = w0;
  sets[at + 1] = w1;
  sets[at + 2] = w2;
}

/** Copies the set at `fromAt` of `from` to `at` of `into`. */
export function copyCells(into: Int32Array, at: number, from: Int32Array, fromAt: number): void {
  into[at] = from[fromAt]!;
  into[at + 1] = from[fromAt + 1]!;
  into[at + 2] = from[fromAt + 2]!;
}

/** Into `at`, the cells of `a` or `b` (offsets in the same array; `at` may be either). */
export function unionCells(sets: Int32Array, at: number, a: number, b: number): void {
  sets[at] = sets[a]! | sets[b]!;
  sets[at + 1] = sets[a + 1]! | sets[b + 1]!;
  sets[at + 2] = sets[a + 2]! | sets[b + 2]!;
}

/** Into `at`, the cells of both `a` and `b`. */
export function intersectCells(sets: Int32Array, at: number, a: number, b: number): void {
  sets[at] = sets[a]! & sets[b]!;
  sets[at + 1] = sets[a + 1]! & sets[b + 1]!;
  sets[at + 2] = sets[a + 2]! & sets[b + 2]!;
}

/** Into `at`, the cells of `a` not in `b`. */
export function subtractCells(sets: Int32Array, at: number, a: number, b: number): void {
  sets[at] = sets[a]! & ~sets[b]!;
  sets[at + 1] = sets[a + 1]! & ~sets[b + 1]!;
  sets[at + 2] = sets[a + 2]! & ~sets[b + 2]!;
}

/** `into`'s set at `at` keeps only the cells of `from`'s set at `fromAt`. */
export function intersectWith(into: Int32Array, at: number, from: Int32Array, fromAt: number): void {
  into[at]! &= from[fromAt]!;
  into[at + 1]! &= from[fromAt + 1]!;
  into[at + 2]! &= from[fromAt + 2]!;
}

/** `into`'s set at `at` gains the cells of `from`'s set at `fromAt`. */
export function unionWith(into: Int32Array, at: number, from: Int32Array, fromAt: number): void {
  into[at]! |= from[fromAt]!;
  into[at + 1]! |= from[fromAt + 1]!;
  into[at + 2]! |= from[fromAt + 2]!;
}

/** Whether the sets `a` at `aAt` and `b` at `bAt` have a cell in common. */
export function sharesCells(a: Int32Array, aAt: number, b: Int32Array, bAt: number): boolean {
  return ((a[aAt]! & b[bAt]!) | (a[aAt + 1]! & b[bAt + 1]!) | (a[aAt + 2]! & b[bAt + 2]!)) !== 0;
}

/** Whether every cell of `a`'s set at `aAt` is in `b`'s set at `bAt`. */
export function isSubsetOf(a: Int32Array, aAt: number, b: Int32Array, bAt: number): boolean {
  return ((a[aAt]! & ~b[bAt]!) | (a[aAt + 1]! & ~b[bAt + 1]!) | (a[aAt + 2]! & ~b[bAt + 2]!)) === 0;
}

/** Whether the set at `at` has no cell. */
export function isEmptyCells(sets: Int32Array, at: number): boolean {
  return (sets[at]! | sets[at + 1]! | sets[at + 2]!) === 0;
}

/** How many cells the set at `at` has. */
export function countCells(sets: Int32Array, at: number): number {
  return popcount(sets[at]!) + popcount(sets[at + 1]!) + popcount(sets[at + 2]!);
}

/** Whether `cell` is in the set at `at`. */
export function hasCell(sets: Int32Array, at: number, cell: Cell): boolean {
  return (sets[at + cellWord(cell)]! & cellBit(cell)) !== 0;
}

/** Adds `cell` to the set at `at`. */
export function addCell(sets: Int32Array, at: number, cell: Cell): void {
  sets[at + cellWord(cell)]! |= cellBit(cell);
}

/** Calls `visit` with each cell of the set at `at`, ascending. */
export function forEachCell(sets: Int32Array, at: number, visit: (cell: Cell) => void): void {
  for (let w = 0; w < CELL_SET_WORDS; w++)
    for (let bits = sets[at + w]!; bits !== 0; bits &= bits - 1) visit(w * 27 + lowestBitIndex(bits));
}

/** The cells of three words, ascending: for a set a search holds in locals. */
export function cellsOfWords(w0: number, w1: number, w2: number): Cell[] {
  const out: Cell[] = [];
  for (let bits = w0; bits !== 0; bits &= bits - 1) out.push(lowestBitIndex(bits));
  for (let bits = w1; bits !== 0; bits &= bits - 1) out.push(27 + lowestBitIndex(bits));
  for (let bits = w2; bits !== 0; bits &= bits - 1) out.push(54 + lowestBitIndex(bits));
  return out;
}

/** The cells of the set at `at`, ascending. */
export const cellsIn = (sets: Int32Array, at: number): Cell[] => cellsOfWords(sets[at]!, sets[at + 1]!, sets[at + 2]!);

/** The lowest cell of the set at `at`; -1 when it is empty. */
export function firstCellIn(sets: Int32Array, at: number): Cell {
  if (sets[at] !== 0) return lowestBitIndex(sets[at]!);
  if (sets[at + 1] !== 0) return 27 + lowestBitIndex(sets[at + 1]!);
  if (sets[at + 2] !== 0) return 54 + lowestBitIndex(sets[at + 2]!);
  return -1;
}

/**
 * Into `at`, the cells of `within` that see every cell of `of` (peers: a cell does not see
 * itself); false, and `at` left as it was, as soon as none is left: most sets searched for a
 * common peer fail at their second or third cell. `at` may be `within`.
 */
export function seenByAll(sets: Int32Array, at: number, of: number, within: number): boolean {
  let s0 = sets[within]!;
  let s1 = sets[within + 1]!;
  let s2 = sets[within + 2]!;
  for (let w = 0; w < CELL_SET_WORDS; w++) {
    for (let bits = sets[of + w]!; bits !== 0; bits &= bits - 1) {
      const peers = (w * 27 + lowestBitIndex(bits)) * CELL_SET_WORDS;
      s0 &= PEER_CELL_SETS[peers]!;
      s1 &= PEER_CELL_SETS[peers + 1]!;
      s2 &= PEER_CELL_SETS[peers + 2]!;
      if ((s0 | s1 | s2) === 0) return false;
    }
  }
  setCellWords(sets, at, s0, s1, s2);
  return (s0 | s1 | s2) !== 0;
}
