/**
 * The static links of one position for the unary chain searches: "on" makes its peers and
 * cell-mates "off" (weak links); "off" makes the other value of a bivalue cell, or the other
 * place of a digit with two places in a house, "on" (strong links). Tables are rebuilt per
 * position by `prepareLinks` into flat typed lists, so the searches read them without calls.
 */
import { HOUSE_TABLE, SE_HOUSES } from './potentials';
import { highestBitIndex, lowestBitIndex, popcount } from '../../grid/bits';

/**
 * Per cell and k in box, row, column (cell * 3 + k): PEER_SKIP, the places of the k-th house
 * that are not new peers in SE's scanning order (the cell itself, and for the row and column
 * the cells the box already listed), so iterating box, row and column places without them
 * visits SE_PEERS in its order; PLACES_AT, house * 9 of that house, where its places start;
 * PLACE_BIT, the cell's bit in the places of that house. Built here, never written again.
 */
const { PEER_SKIP, PLACES_AT, PLACE_BIT } = (() => {
  const peerSkip = new Uint16Array(81 * 3);
  const placesAt = new Uint16Array(81 * 3);
  const placeBit = new Uint16Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) {
    const seen = new Set<number>([cell]);
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[cell * 3 + k]!;
      let skip = 0;
      let index = 0;
      for (let i = 0; i < 9; i++) {
        const other = HOUSE_TABLE[house * 9 + i]!;
        if (other === cell) index = i;
        if (seen.has(other)) skip |= 1 << i;
      }
      for (let i = 0; i < 9; i++) seen.add(HOUSE_TABLE[house * 9 + i]!);
      peerSkip[cell * 3 + k] = skip;
      placesAt[cell * 3 + k] = house * 9;
      placeBit[cell * 3 + k] = 1 << index;
    }
  }
  return { PEER_SKIP: peerSkip, PLACES_AT: placesAt, PLACE_BIT: placeBit };
})();
export { PEER_SKIP, PLACES_AT, PLACE_BIT };

/** Fills `into` with the places of each digit in each house of `marks`: house * 9 + digit, bit i for HOUSE_TABLE's i-th cell. */
export function fillHousePlaces(marks: Uint16Array, into: Uint16Array): void {
  into.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const box = PLACES_AT[cell * 3]!;
    const row = PLACES_AT[cell * 3 + 1]!;
    const column = PLACES_AT[cell * 3 + 2]!;
    const inBox = PLACE_BIT[cell * 3]!;
    const inRow = PLACE_BIT[cell * 3 + 1]!;
    const inColumn = PLACE_BIT[cell * 3 + 2]!;
    for (let rest = marks[cell]!; rest !== 0; rest &= rest - 1) {
      const digitIndex = lowestBitIndex(rest);
      into[box + digitIndex]! |= inBox;
      into[row + digitIndex]! |= inRow;
      into[column + digitIndex]! |= inColumn;
    }
  }
}

/**
 * The link tables of one search context: the lists above, rebuilt by `prepareLinks` for each
 * position. Made once per context (see chainWork.ts) and read by the searches it is given to.
 */
export function createLinkTables() {
  /** Per search: "candidate on" makes WEAK[c * 28 ..] off: cell-mates first (WEAK_CELL_COUNT[c]), then peers of the digit (to WEAK_COUNT[c]). */
  const WEAK = new Int16Array(729 * 28);
  const WEAK_CELL_COUNT = new Uint8Array(729);
  const WEAK_COUNT = new Uint8Array(729);
  /**
   * Per search: "candidate off" makes STRONG[(c * 3 + rules - 1) * 4 ..] on (STRONG_COUNT[c * 3 + rules - 1]
   * of them), where rules = 1 (cell rules: bivalue cells), 2 (house rules: bilocal digits) or 3 (both);
   * the bivalue cell's other value first, then box, row, column, without repeats.
   */
  const STRONG = new Int16Array(729 * 3 * 4);
  const STRONG_COUNT = new Uint8Array(729 * 3);

  /** Per search: the other value of each bivalue cell's candidate, or -1. */
  const bivalueOther = new Int16Array(729);
  /** Per search: for candidate c and k in box,row,column, the other place of its digit when it has two, or -1. */
  const bilocalOther = new Int16Array(729 * 3);

  /** The position the tables were last built for: several tiers and searches run on one position. */
  const preparedMarks = new Uint16Array(81);
  let prepared = false;

  /** Places of each digit in each house of the prepared position (see `fillHousePlaces`). */
  const PLACES = new Uint16Array(27 * 9);

  /** Builds the tables for the position `marks` (nothing to do when they already describe it). */
  function prepareLinks(marks: Uint16Array): void {
    if (prepared && samePosition(marks)) return;
    preparedMarks.set(marks);
    prepared = true;
    bivalueOther.fill(-1);
    bilocalOther.fill(-1);
    for (let cell = 0; cell < 81; cell++) {
      const bits = marks[cell]!;
      if (popcount(bits) !== 2) continue;
      const a = lowestBitIndex(bits);
      const b = highestBitIndex(bits & (bits - 1));
      bivalueOther[cell * 9 + a] = cell * 9 + b;
      bivalueOther[cell * 9 + b] = cell * 9 + a;
    }
    fillHousePlaces(marks, PLACES);
    for (let house = 0; house < 27; house++) {
      // SE_HOUSES lists a cell's box, row and column as k = 0, 1, 2.
      const k = house >= 18 ? 0 : house < 9 ? 1 : 2;
      for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
        const mask = PLACES[house * 9 + digitIndex]!;
        const rest = mask & (mask - 1);
        if (rest === 0 || (rest & (rest - 1)) !== 0) continue;
        const first = HOUSE_TABLE[house * 9 + lowestBitIndex(mask)]! * 9 + digitIndex;
        const second = HOUSE_TABLE[house * 9 + highestBitIndex(rest)]! * 9 + digitIndex;
        bilocalOther[first * 3 + k] = second;
        bilocalOther[second * 3 + k] = first;
      }
    }
    fillLinkLists(marks);
  }

  function samePosition(marks: Uint16Array): boolean {
    for (let cell = 0; cell < 81; cell++) if (marks[cell] !== preparedMarks[cell]) return false;
    return true;
  }

  /** Fills the per-search link lists (WEAK, STRONG) from `bivalueOther`, `bilocalOther` and the places. */
  function fillLinkLists(marks: Uint16Array): void {
    for (let cell = 0; cell < 81; cell++) {
      const bits = marks[cell]!;
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const digitIndex = lowestBitIndex(rest);
        const bit = 1 << digitIndex;
        const candidate = cell * 9 + digitIndex;
        let n = candidate * 28;
        for (let mates = bits & ~bit; mates !== 0; mates &= mates - 1) WEAK[n++] = (cell * 9 + lowestBitIndex(mates)) * 2;
        WEAK_CELL_COUNT[candidate] = n - candidate * 28;
        // The peers holding the digit, in SE_PEERS order.
        for (let k = 0; k < 3; k++) {
          const house = SE_HOUSES[cell * 3 + k]!;
          for (let peers = PLACES[house * 9 + digitIndex]! & ~PEER_SKIP[cell * 3 + k]!; peers !== 0; peers &= peers - 1) {
            WEAK[n++] = (HOUSE_TABLE[house * 9 + lowestBitIndex(peers)]! * 9 + digitIndex) * 2;
          }
        }
        WEAK_COUNT[candidate] = n - candidate * 28;
        // Strong links: the bivalue cell's other value (cell rules), the other places (house
        // rules) without repeats; both rules list the first, then the others.
        const other = bivalueOther[candidate]!;
        const cellAt = candidate * 3 * 4;
        const houseAt = cellAt + 4;
        const bothAt = houseAt + 4;
        let cellCount = 0;
        let bothCount = 0;
        if (other >= 0) {
          STRONG[cellAt] = other * 2 + 1;
          STRONG[bothAt] = other * 2 + 1;
          cellCount = bothCount = 1;
        }
        let houseCount = 0;
        for (let k = 0; k < 3; k++) {
          const partner = bilocalOther[candidate * 3 + k]!;
          if (partner < 0) continue;
          const on = partner * 2 + 1;
          // A pair of places can repeat in the box and a line (never in both lines), and it is
          // never the bivalue cell's other value.
          if (houseCount > 0 && STRONG[houseAt] === on) continue;
          STRONG[houseAt + houseCount++] = on;
          STRONG[bothAt + bothCount++] = on;
        }
        STRONG_COUNT[candidate * 3] = cellCount;
        STRONG_COUNT[candidate * 3 + 1] = houseCount;
        STRONG_COUNT[candidate * 3 + 2] = bothCount;
      }
    }
  }

  return { WEAK, WEAK_CELL_COUNT, WEAK_COUNT, STRONG, STRONG_COUNT, bivalueOther, bilocalOther, PLACES, prepareLinks };
}

export type LinkTables = ReturnType<typeof createLinkTables>;
