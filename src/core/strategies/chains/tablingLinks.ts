/**
 * The implication tables of HoDoKu 2.2's tabling search, as links between potentials: each
 * potential's direct consequences in the order HoDoKu records them, for the plain search and for
 * the grouped one (with groups, the two or three places of a digit where a box meets a row or
 * column). `tablingNiceLoops` expands them.
 */
import { HOUSE_TABLE } from './potentials';
import { highestBitIndex, lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';

/** Each potential's links: those of p are to[start[p]] up to to[start[p + 1]]. */
export interface TablingLinks {
  readonly start: Int32Array;
  readonly to: Int32Array;
}

export const hasCandidate = (marks: Uint16Array, cell: number, digitIndex: DigitIndex): boolean => (marks[cell]! & (1 << digitIndex)) !== 0;

/**
 * Potential p = candidate * 2 + 1 when on, candidate * 2 when off; from GROUP_BASE on, group g's
 * (GROUP_BASE + g * 2, plus 1 when on): the two or three places of a digit where a box meets a
 * row or column, found per search.
 */
export const GROUP_BASE = 729 * 2;
const MAX_GROUPS = 18 * 3 * 9;
export const POTENTIALS = GROUP_BASE + MAX_GROUPS * 2;
export const isOn = (potential: number): boolean => (potential & 1) === 1;

/** The houses of a cell in HoDoKu's order of constraints: row, column, box. */
const CONSTRAINTS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) => [
  (cell / 9) | 0,
  9 + (cell % 9),
  18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0),
]);

/** Where each line (rows, then columns) meets each box, in order: the box and the three cells. */
const MEETINGS: readonly { readonly line: number; readonly box: number; readonly cells: readonly number[] }[] = Array.from(
  { length: 54 },
  (_, index) => {
    const line = (index / 3) | 0;
    const cells: number[] = [];
    for (let i = 0; i < 9; i++) cells.push(HOUSE_TABLE[line * 9 + i]!);
    const part = cells.slice((index % 3) * 3, (index % 3) * 3 + 3);
    return { line, box: CONSTRAINTS[part[0]!]![2]!, cells: part };
  },
);

/**
 * The tabling tables of one search context: the groups found per search and the links of the
 * position last read, rebuilt per call into arrays allocated once.
 */
export function createTablingLinks() {
  /** Per search with groups: each group's digit, its cells (-1 past the last) and their houses. */
  const groupDigit = new Int8Array(MAX_GROUPS);
  const groupCells = new Int16Array(MAX_GROUPS * 3);
  const groupHouses = new Int8Array(MAX_GROUPS * 2);

  const cellOf = (potential: number): number =>
    potential < GROUP_BASE ? (potential / 18) | 0 : groupCells[((potential - GROUP_BASE) >> 1) * 3]!;
  const digitOf = (potential: number): number =>
    potential < GROUP_BASE ? (potential >> 1) % 9 : groupDigit[(potential - GROUP_BASE) >> 1]!;

  function cellsOf(potential: number): number[] {
    if (potential < GROUP_BASE) return [(potential / 18) | 0];
    const at = ((potential - GROUP_BASE) >> 1) * 3;
    const cells = [groupCells[at]!, groupCells[at + 1]!];
    if (groupCells[at + 2]! >= 0) cells.push(groupCells[at + 2]!);
    return cells;
  }

  /** The links of the position `directLinks` last read, with its places per house and digit: rebuilt per call, allocated once. */
  const LINKS = {
    placeCount: new Uint8Array(27 * 9),
    places: new Uint8Array(27 * 9 * 9),
    start: new Int32Array(729 * 2 + 1),
    to: new Int32Array(729 * 2 * 28),
  };

  /** Scratch of `directLinks`: the potential each target was last added for (repeats are kept once). */
  const addedFor = new Int32Array(729 * 2);
  let addedStamp = 0;

  /**
   * Each potential's direct implications, in the order HoDoKu fills its tables: "on" turns off
   * the cell's other digits, then the digit's other places in its row, column and box (a house
   * holding it at least twice); "off" turns on the other digit of a bivalue cell, then the other
   * place of a row, column or box holding the digit twice. Repeats are kept once.
   */
  function directLinks(marks: Uint16Array): TablingLinks {
    const { placeCount, places, start, to } = LINKS;
    placeCount.fill(0);
    for (let house = 0; house < 27; house++) {
      for (let i = 0; i < 9; i++) {
        const cell = HOUSE_TABLE[house * 9 + i]!;
        for (let rest = marks[cell]!; rest !== 0; rest &= rest - 1) {
          const at = house * 9 + lowestBitIndex(rest);
          places[at * 9 + placeCount[at]!++] = cell;
        }
      }
    }
    let length = 0;
    for (let potential = 0; potential < 729 * 2; potential++) {
      start[potential] = length;
      const cell = cellOf(potential);
      const digitIndex = digitOf(potential);
      const bits = marks[cell]!;
      if (!(bits & (1 << digitIndex))) continue;
      const stamp = ++addedStamp;
      const on = isOn(potential);
      if (on) {
        for (let rest = bits & ~(1 << digitIndex); rest !== 0; rest &= rest - 1) to[length++] = (cell * 9 + lowestBitIndex(rest)) * 2;
      } else if (popcount(bits) === 2) {
        to[length++] = (cell * 9 + highestBitIndex(bits & ~(1 << digitIndex))) * 2 + 1;
      }
      for (const house of CONSTRAINTS[cell]!) {
        const at = house * 9 + digitIndex;
        const count = placeCount[at]!;
        if (on ? count < 2 : count !== 2) continue;
        for (let i = 0; i < count; i++) {
          const place = places[at * 9 + i]!;
          if (place === cell) continue;
          const target = (place * 9 + digitIndex) * 2 + (on ? 0 : 1);
          if (addedFor[target] === stamp) continue;
          addedFor[target] = stamp;
          to[length++] = target;
        }
      }
    }
    start[729 * 2] = length;
    return { start, to };
  }

  /** Per search with groups: the groups of each digit, ascending. */
  const groupsOfDigit: number[][] = Array.from({ length: 9 }, () => []);

  /**
   * The groups of the position, rows first, then columns, each line's digits 1 to 9, each digit's
   * boxes in order (HoDoKu's order): fills the group tables, returns how many.
   */
  function findGroups(marks: Uint16Array): number {
    let count = 0;
    for (const list of groupsOfDigit) list.length = 0;
    for (let line = 0; line < 18; line++) {
      for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
        for (let k = 0; k < 3; k++) {
          const { box, cells } = MEETINGS[line * 3 + k]!;
          let places = 0;
          for (const cell of cells) if (hasCandidate(marks, cell, digitIndex)) groupCells[count * 3 + places++] = cell;
          if (places < 2) continue;
          if (places === 2) groupCells[count * 3 + 2] = -1;
          groupDigit[count] = digitIndex;
          groupHouses[count * 2] = line;
          groupHouses[count * 2 + 1] = box;
          groupsOfDigit[digitIndex]!.push(count);
          count++;
        }
      }
    }
    return count;
  }

  /**
   * Scratch of `groupedLinks`: the links it adds after the plain ones as (from, to) pairs in the
   * order added (grown when too small), how many each potential has, and the tables it returns.
   */
  const extra = { from: new Int32Array(MAX_GROUPS * 8), to: new Int32Array(MAX_GROUPS * 8), length: 0 };
  const extraCount = new Int32Array(POTENTIALS);
  const grouped = { start: new Int32Array(POTENTIALS + 1), to: new Int32Array(729 * 2 * 28) };
  /** Scratch of `seeingGroup`: a group's line and box hold at most 6 + 6 + 1 other cells (the one both hold). */
  const seeing = new Int16Array(16);

  /**
   * The cells of group g's line and box with `digit`, outside the group, ascending, into `seeing`:
   * the places that see all of it. Returns how many.
   */
  function seeingGroup(marks: Uint16Array, g: number): number {
    const digitIndex = groupDigit[g]!;
    let count = 0;
    for (let k = 0; k < 2; k++) {
      const house = groupHouses[g * 2 + k]!;
      for (let i = 0; i < 9; i++) {
        const cell = HOUSE_TABLE[house * 9 + i]!;
        if (!hasCandidate(marks, cell, digitIndex) || inGroup(g, cell)) continue;
        // Insertion in order, once (a cell of the line may be in the box): at most a dozen cells.
        let at = count;
        while (at > 0 && seeing[at - 1]! > cell) at--;
        if (at > 0 && seeing[at - 1] === cell) continue;
        at = count++;
        for (; at > 0 && seeing[at - 1]! > cell; at--) seeing[at] = seeing[at - 1]!;
        seeing[at] = cell;
      }
    }
    return count;
  }

  const inGroup = (g: number, cell: number): boolean =>
    groupCells[g * 3] === cell || groupCells[g * 3 + 1] === cell || groupCells[g * 3 + 2] === cell;

  function groupsOverlap(g: number, h: number): boolean {
    for (let i = 0; i < 3; i++) if (groupCells[h * 3 + i]! >= 0 && inGroup(g, groupCells[h * 3 + i]!)) return true;
    return false;
  }

  /** Whether `digit` has no place in `house` outside groups g and h. */
  function onlyInGroups(marks: Uint16Array, house: number, digitIndex: DigitIndex, g: number, h: number): boolean {
    for (let i = 0; i < 9; i++) {
      const cell = HOUSE_TABLE[house * 9 + i]!;
      if (hasCandidate(marks, cell, digitIndex) && !inGroup(g, cell) && !inGroup(h, cell)) return false;
    }
    return true;
  }

  /**
   * The links with groups, as HoDoKu adds them after the plain ones: a group on turns off the
   * places of its digit seeing all its cells, then the groups sharing its line or box; off, it
   * turns on the one other place, or failing that the one other group, of its box or line. A
   * candidate seeing all of a group turns it off; the one other place of its box or line, off,
   * turns it on.
   */
  function groupedLinks(marks: Uint16Array, plain: TablingLinks, groups: number): TablingLinks {
    extra.length = 0;
    const add = (from: number, to: number): void => {
      if (extra.length === extra.from.length) {
        const from2 = new Int32Array(extra.length * 2);
        const to2 = new Int32Array(extra.length * 2);
        from2.set(extra.from);
        to2.set(extra.to);
        extra.from = from2;
        extra.to = to2;
      }
      extra.from[extra.length] = from;
      extra.to[extra.length++] = to;
    };
    for (let g = 0; g < groups; g++) {
      const digitIndex = groupDigit[g]!;
      const on = GROUP_BASE + g * 2 + 1;
      const off = on - 1;
      const seen = seeingGroup(marks, g);
      for (let i = 0; i < seen; i++) {
        add(on, (seeing[i]! * 9 + digitIndex) * 2);
        add((seeing[i]! * 9 + digitIndex) * 2 + 1, off);
      }
      // The group's box, then its line.
      for (let k = 1; k >= 0; k--) {
        const house = groupHouses[g * 2 + k]!;
        const kind = house < 9 ? 0 : house < 18 ? 1 : 2;
        let other = -1;
        let count = 0;
        for (let i = 0; i < seen; i++) if (CONSTRAINTS[seeing[i]!]![kind] === house && count++ === 0) other = seeing[i]!;
        if (count !== 1) continue;
        add(off, (other * 9 + digitIndex) * 2 + 1);
        add((other * 9 + digitIndex) * 2, on);
      }
      // Groups of the digit sharing its row, its column (a group has one of them) or its box.
      const line = groupHouses[g * 2]!;
      const box = groupHouses[g * 2 + 1]!;
      let lineShared = 0;
      let lineGroup = -1;
      let boxShared = 0;
      let boxGroup = -1;
      for (const h of groupsOfDigit[digitIndex]!) {
        if (h === g || groupsOverlap(g, h)) continue;
        if (groupHouses[h * 2] === line) {
          if (lineShared++ === 0) lineGroup = h;
          add(on, GROUP_BASE + h * 2);
        }
        if (groupHouses[h * 2 + 1] === box) {
          if (boxShared++ === 0) boxGroup = h;
          add(on, GROUP_BASE + h * 2);
        }
      }
      if (lineShared === 1 && onlyInGroups(marks, line, digitIndex, g, lineGroup)) add(off, GROUP_BASE + lineGroup * 2 + 1);
      if (boxShared === 1 && onlyInGroups(marks, box, digitIndex, g, boxGroup)) add(off, GROUP_BASE + boxGroup * 2 + 1);
    }
    const count = GROUP_BASE + groups * 2;
    const total = plain.start[GROUP_BASE]! + extra.length;
    if (grouped.to.length < total) grouped.to = new Int32Array(total * 2);
    const { start, to } = grouped;
    // Each potential's plain links, then its added ones in the order added.
    extraCount.fill(0, 0, count);
    for (let i = 0; i < extra.length; i++) extraCount[extra.from[i]!]!++;
    let length = 0;
    for (let potential = 0; potential < count; potential++) {
      start[potential] = length;
      if (potential < GROUP_BASE)
        for (let link = plain.start[potential]!; link < plain.start[potential + 1]!; link++) to[length++] = plain.to[link]!;
      // The added links' place, filled below: extraCount becomes the next free slot.
      const added = extraCount[potential]!;
      extraCount[potential] = length;
      length += added;
    }
    start[count] = length;
    for (let i = 0; i < extra.length; i++) to[extraCount[extra.from[i]!]!++] = extra.to[i]!;
    return { start, to };
  }

  return { cellOf, digitOf, cellsOf, groupCells, directLinks, findGroups, groupedLinks };
}

export type TablingTables = ReturnType<typeof createTablingLinks>;
