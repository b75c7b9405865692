/**
 * The partner of a candidate in forcing chains: the candidate its "off" forces on at once.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { HOUSE_TABLE, SE_HOUSES } from './potentials';

/** A candidate that "cell * 9 + digit off" forces on directly (cell rule first), or -1. */
export function forcedPartnerOf(marks: Uint16Array, places: Uint16Array, cell: number, digitIndex: DigitIndex, cellRules: boolean): number {
  const bits = marks[cell]!;
  const bit = 1 << digitIndex;
  if (cellRules && popcount(bits) === 2) return cell * 9 + lowestBitIndex(bits & ~bit);
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k]!;
    const mask = places[house * 9 + digitIndex]!;
    if (popcount(mask) !== 2) continue;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const other = HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]!;
      if (other !== cell) return other * 9 + digitIndex;
    }
  }
  return -1;
}
