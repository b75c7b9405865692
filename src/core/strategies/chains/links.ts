/**
 * The static links of one position for the unary chain searches: "on" makes its peers and
 * cell-mates "off" (weak links); "off" makes the other value of a bivalue cell, or the other
 * place of a digit with two places in a house, "on" (strong links). Tables are rebuilt per
 * search by `prepareLinks`.
 */
import { popcount9, HOUSE_TABLE as HOUSE_TABLE_TABLE, SE_PEERS as SE_PEERS_TABLE } from './potentials';

// Local copies: module bindings are read through accessors in some loaders, too slow for hot loops.
const HOUSE_TABLE = HOUSE_TABLE_TABLE;
const SE_PEERS = SE_PEERS_TABLE;

const scratch: number[] = [];

/** "p on" makes these off: the cell's other values (Y links), the digit's other places. */
export function onToOff(marks: Uint16Array, potential: number, cellRules: boolean): number[] {
  scratch.length = 0;
  const candidate = potential >> 1;
  const cell = (candidate / 9) | 0;
  const digit = candidate - cell * 9;
  const bit = 1 << digit;
  if (cellRules) {
    for (let rest = marks[cell]! & ~bit; rest !== 0; rest &= rest - 1) scratch.push((cell * 9 + 31 - Math.clz32(rest & -rest)) * 2);
  }
  for (let i = 0; i < 20; i++) {
    const peer = SE_PEERS[cell * 20 + i]!;
    if (marks[peer]! & bit) scratch.push((peer * 9 + digit) * 2);
  }
  return scratch;
}

const scratchOn: number[] = [];
/** Per search: the other value of each bivalue cell's candidate, or -1. */
export const bivalueOther = new Int16Array(729);
/** Per search: for candidate c and k in box,row,column, the other place of its digit when it has two, or -1. */
export const bilocalOther = new Int16Array(729 * 3);

export function prepareLinks(marks: Uint16Array): void {
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
}

/** "p off" makes these on: the other value of a bivalue cell, the other place of a bilocal digit. */
export function offToOn(potential: number, cellRules: boolean, houseRules: boolean): number[] {
  scratchOn.length = 0;
  const candidate = potential >> 1;
  if (cellRules && bivalueOther[candidate]! >= 0) scratchOn.push(bivalueOther[candidate]! * 2 + 1);
  if (houseRules) {
    for (let k = 0; k < 3; k++) {
      const other = bilocalOther[candidate * 3 + k]!;
      if (other < 0) continue;
      const on = other * 2 + 1;
      if (!scratchOn.includes(on)) scratchOn.push(on);
    }
  }
  return scratchOn;
}
