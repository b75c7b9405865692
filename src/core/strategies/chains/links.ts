/**
 * The static links of one position for the unary chain searches: "on" makes its peers and
 * cell-mates "off" (weak links); "off" makes the other value of a bivalue cell, or the other
 * place of a digit with two places in a house, "on" (strong links). Tables are rebuilt per
 * position by `prepareLinks` into flat typed lists, so the searches read them without calls.
 */
import { popcount9, HOUSE_TABLE, SE_PEERS } from './potentials';

/** Per search: "candidate on" makes WEAK[c * 28 ..] off: cell-mates first (WEAK_CELL_COUNT[c]), then peers of the digit (to WEAK_COUNT[c]). */
export const WEAK = new Int16Array(729 * 28);
export const WEAK_CELL_COUNT = new Uint8Array(729);
export const WEAK_COUNT = new Uint8Array(729);
/**
 * Per search: "candidate off" makes STRONG[(c * 3 + rules - 1) * 4 ..] on (STRONG_COUNT[c * 3 + rules - 1]
 * of them), where rules = 1 (cell rules: bivalue cells), 2 (house rules: bilocal digits) or 3 (both);
 * the bivalue cell's other value first, then box, row, column, without repeats.
 */
export const STRONG = new Int16Array(729 * 3 * 4);
export const STRONG_COUNT = new Uint8Array(729 * 3);

/** Per search: the other value of each bivalue cell's candidate, or -1. */
export const bivalueOther = new Int16Array(729);
/** Per search: for candidate c and k in box,row,column, the other place of its digit when it has two, or -1. */
export const bilocalOther = new Int16Array(729 * 3);

/** The position the tables were last built for: several tiers and searches run on one position. */
const preparedMarks = new Uint16Array(81);
let prepared = false;

/** Builds the tables for the position `marks` (nothing to do when they already describe it). */
export function prepareLinks(marks: Uint16Array): void {
  if (prepared && samePosition(marks)) return;
  preparedMarks.set(marks);
  prepared = true;
  bivalueOther.fill(-1);
  bilocalOther.fill(-1);
  for (let cell = 0; cell < 81; cell++) {
    const bits = marks[cell]!;
    if (popcount9(bits) !== 2) continue;
    const a = 31 - Math.clz32(bits & -bits);
    const b = 31 - Math.clz32(bits & (bits - 1));
    bivalueOther[cell * 9 + a] = cell * 9 + b;
    bivalueOther[cell * 9 + b] = cell * 9 + a;
  }
  for (let k = 0; k < 3; k++) {
    for (let index = 0; index < 9; index++) {
      const house = k === 0 ? 18 + index : k === 1 ? index : 9 + index;
      for (let digit = 0; digit < 9; digit++) {
        const bit = 1 << digit;
        let first = -1;
        let second = -1;
        let count = 0;
        for (let i = 0; i < 9; i++) {
          const c = HOUSE_TABLE[house * 9 + i]!;
          if (marks[c]! & bit) {
            if (count === 0) first = c;
            else second = c;
            count++;
          }
        }
        if (count !== 2) continue;
        bilocalOther[(first * 9 + digit) * 3 + k] = second * 9 + digit;
        bilocalOther[(second * 9 + digit) * 3 + k] = first * 9 + digit;
      }
    }
  }
  fillLinkLists(marks);
}

function samePosition(marks: Uint16Array): boolean {
  for (let cell = 0; cell < 81; cell++) if (marks[cell] !== preparedMarks[cell]) return false;
  return true;
}

/** Fills the per-search link lists (WEAK, STRONG) from `bivalueOther`, `bilocalOther` and the marks. */
function fillLinkLists(marks: Uint16Array): void {
  for (let cell = 0; cell < 81; cell++) {
    const bits = marks[cell]!;
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const digit = 31 - Math.clz32(rest & -rest);
      const bit = 1 << digit;
      const candidate = cell * 9 + digit;
      let n = candidate * 28;
      for (let mates = bits & ~bit; mates !== 0; mates &= mates - 1) WEAK[n++] = (cell * 9 + 31 - Math.clz32(mates & -mates)) * 2;
      WEAK_CELL_COUNT[candidate] = n - candidate * 28;
      for (let i = 0; i < 20; i++) {
        const peer = SE_PEERS[cell * 20 + i]!;
        if (marks[peer]! & bit) WEAK[n++] = (peer * 9 + digit) * 2;
      }
      WEAK_COUNT[candidate] = n - candidate * 28;
      for (let rules = 1; rules <= 3; rules++) {
        const at = (candidate * 3 + rules - 1) * 4;
        let count = 0;
        if (rules & 1 && bivalueOther[candidate]! >= 0) STRONG[at + count++] = bivalueOther[candidate]! * 2 + 1;
        if (rules & 2) {
          for (let k = 0; k < 3; k++) {
            const other = bilocalOther[candidate * 3 + k]!;
            if (other < 0) continue;
            const on = other * 2 + 1;
            let seen = false;
            for (let j = 0; j < count; j++) if (STRONG[at + j] === on) seen = true;
            if (!seen) STRONG[at + count++] = on;
          }
        }
        STRONG_COUNT[candidate * 3 + rules - 1] = count;
      }
    }
  }
}
