/**
 * Precomputed tables the finders share, as flat integer arrays so hot loops index them
 * without allocating: the cells of each house, the intersections of boxes and lines.
 */
import { HOUSE_CELLS } from '../grid/house';

/** HOUSE_CELL_TABLE[house * 9 + i] = the i-th cell of the house in reading order. */
export const HOUSE_CELL_TABLE: Int8Array = (() => {
  const table = new Int8Array(27 * 9);
  HOUSE_CELLS.forEach((cells, house) => cells.forEach((cell, i) => (table[house * 9 + i] = cell)));
  return table;
})();

/** Lowest-set-bit digit of a 9-bit mask (1..9); 0 for an empty mask. */
export function firstDigit(bits: number): number {
  return bits === 0 ? 0 : 32 - Math.clz32(bits & -bits);
}

/** The digits of a 9-bit mask, ascending. */
export function digitsOf(bits: number): number[] {
  const out: number[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) out.push(32 - Math.clz32(rest & -rest));
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
