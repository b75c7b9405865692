/**
 * Almost locked sets (ALS): N cells of one house holding N+1 digits between them, so removing
 * any one digit locks the rest. Two sets are joined by a restricted common candidate x when
 * every cell holding x in one sees every cell holding x in the other: x is then true in at
 * most one of them.
 * - ALS-XZ: two sets joined by x; any other digit z they share is true in one of them, so z
 *   leaves every cell seeing all their z cells. Joined by two digits, each set is locked by
 *   itself: each of its other digits leaves the cells seeing all its cells holding it.
 * - ALS-XY-wing: a pivot set joined to one wing by x and to the other by y (x ≠ y); a digit z
 *   the two wings share is true in one of them.
 * - ALS-XY-chain: four or more sets, each joined to the next by a digit other than the one
 *   joining it to the previous (HoDoKu's rule). Were a digit z the end sets share (other than
 *   the first and last links' digits) false in the first set, each set in turn would take its
 *   link's digit and push it out of the next, down to the last set, which would then hold z: so
 *   z is true in one of the end sets. As in HoDoKu, a chain runs from each set to later ones only.
 * As HoDoKu does by default, sets joined to each other never overlap (a chain's sets further
 * apart may), and single bivalue cells count as sets.
 */
import { ascendingOnce, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit, DigitIndex } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { StepEffect } from '../step';
import { addCell, CELL_SET_WORDS, intersectWith, isSubsetOf, PEER_CELL_SETS, sharesCells, unionWith } from './cellSets';
import { digitPatterns, DigitPatternMemo } from './digitMemo';
import { digitsOf, HOUSE_CELL_TABLE, HOUSE_CONTENT_WORDS, readHouseContents } from './houses';
import { PositionTable, scratchKind, stateKind } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, NO_HIGHLIGHTS, technique, text } from './words';
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';

/** Two almost locked sets joined by one or two restricted common candidates. */
interface AlsXzStep extends StepEffect {
  readonly kind: 'alsXz';
  readonly sets: readonly [readonly Cell[], readonly Cell[]];
  readonly restricted: readonly Digit[];
}

/** Four or more sets, each joined to the next by the digits in `restricted` (one entry per link). */
interface AlsChainStep extends StepEffect {
  readonly kind: 'alsChain';
  readonly sets: readonly (readonly Cell[])[];
  readonly restricted: readonly (readonly Digit[])[];
}

/** A pivot set joined to two wings by different restricted common candidates x and y. */
interface AlsXyWingStep extends StepEffect {
  readonly kind: 'alsXyWing';
  readonly pivot: readonly Cell[];
  readonly wings: readonly [readonly Cell[], readonly Cell[]];
  readonly x: Digit;
  readonly y: Digit;
}

declare module '../step' {
  interface StepKinds {
    alsXz: AlsXzStep;
    alsXyWing: AlsXyWingStep;
    alsChain: AlsChainStep;
  }
}

const WORDS = CELL_SET_WORDS;

interface Als {
  readonly cells: readonly Cell[];
  /** Each cell's candidates, in the order of `cells`. */
  readonly cellBits: readonly number[];
  readonly digitBits: number;
  /** Its cells, as a cell set (cellSets.ts). */
  readonly cellMask: Int32Array;
  /**
   * Per digit, two cell sets in one array (one allocation, not two: sets are made by the
   * thousand): at HOLDERS + d * 3 the set's cells holding digit d+1, at SEEN_BY_ALL + d * 3 the
   * cells outside the set seeing every one of them.
   */
  readonly digitSets: Int32Array;
  /** The cells seeing all its holders of some digit: a set joined to this one has a cell there. */
  readonly reach: Int32Array;
}

/** Where an Als's `digitSets` holds each kind of set. */
const HOLDERS = 0;
const SEEN_BY_ALL = 9 * WORDS;

function makeAls(grid: Grid, cells: readonly Cell[], digitBits: number): Als {
  const cellMask = new Int32Array(WORDS);
  const digitSets = new Int32Array(18 * WORDS);
  digitSets.fill(0x7ffffff, SEEN_BY_ALL);
  for (const cell of cells) {
    addCell(cellMask, 0, cell);
    for (let bits = grid.candidateBits(cell); bits !== 0; bits &= bits - 1) {
      const d = lowestBitIndex(bits);
      addCell(digitSets, HOLDERS + d * WORDS, cell);
      intersectWith(digitSets, SEEN_BY_ALL + d * WORDS, PEER_CELL_SETS, cell * WORDS);
    }
  }
  const reach = new Int32Array(WORDS);
  for (let d = 0; d < 9; d++) {
    const seen = SEEN_BY_ALL + d * WORDS;
    if (!(digitBits & (1 << d))) digitSets.fill(0, seen, seen + WORDS);
    unionWith(reach, 0, digitSets, seen);
  }
  return { cells, cellBits: cells.map((cell) => grid.candidateBits(cell)), digitBits, cellMask, digitSets, reach };
}

/** Whether the cells of `set` hold in `grid` the candidates they held when it was made. */
const stillHeld = (grid: Grid, set: Als): boolean => set.cells.every((cell, i) => grid.candidateBits(cell) === set.cellBits[i]);

/** Whether an earlier house holds every cell of a set: the set is listed there. */
function listedEarlier(house: number, cells: readonly Cell[]): boolean {
  if (house < 9) return false;
  if (house < 18) return cells.length === 1;
  const row = (cells[0]! / 9) | 0;
  const column = cells[0]! % 9;
  return cells.every((cell) => ((cell / 9) | 0) === row) || cells.every((cell) => cell % 9 === column);
}

/**
 * A search context's memory of the sets it found. `lastOfHouse`: the sets each house had when
 * last searched, by the house positions of their cells: a set whose cells still hold what they
 * held is taken again as it was (the same object), so the links found for it still serve (see
 * SetsOfPosition). `houseSets`: each house's sets, remembered by what the house holds: a step
 * changes a few houses, and the sets of the others (with what they see) stay as they were, so
 * most of a position's sets are the previous position's.
 */
class SetMemory {
  readonly lastOfHouse: (Map<number, Als> | undefined)[] = new Array<Map<number, Als> | undefined>(27).fill(undefined);
  readonly houseSets = new DigitPatternMemo<readonly Als[]>(27, 4, HOUSE_CONTENT_WORDS);
}

/** The sets of one house not listed in an earlier one, by subset. */
function setsOfHouse(memory: SetMemory, grid: Grid, house: number): Als[] {
  const found: Als[] = [];
  const before = memory.lastOfHouse[house];
  const now = new Map<number, Als>();
  const empty: Cell[] = [];
  const places: number[] = [];
  for (let i = 0; i < 9; i++) {
    if (!grid.isEmpty(HOUSE_CELL_TABLE[house * 9 + i]!)) continue;
    empty.push(HOUSE_CELL_TABLE[house * 9 + i]!);
    places.push(1 << i);
  }
  const chosen: Cell[] = [];
  // The house's empty cells hold exactly as many digits as they are, so no set takes them all.
  const grow = (from: number, bits: number, at: number): void => {
    for (let i = from; i < empty.length; i++) {
      const cell = empty[i]!;
      const union = bits | grid.candidateBits(cell);
      const where = at | places[i]!;
      chosen.push(cell);
      if (popcount(union) === chosen.length + 1 && !listedEarlier(house, chosen)) {
        const kept = before?.get(where);
        const set = kept && stillHeld(grid, kept) ? kept : makeAls(grid, [...chosen], union);
        now.set(where, set);
        found.push(set);
      }
      if (chosen.length < empty.length - 1) grow(i + 1, union, where);
      chosen.pop();
    }
  };
  grow(0, 0, 0);
  memory.lastOfHouse[house] = now;
  return found;
}

/** Every almost locked set of the position, each cell set once, by house then by subset. */
function collectSets(memory: SetMemory, grid: Grid, contents: Int32Array): Als[] {
  const found: Als[] = [];
  const { houseSets } = memory;
  for (let house = 0; house < 27; house++) {
    const sets = houseSets.find(house, contents, house) ?? houseSets.remember(house, contents, house, setsOfHouse(memory, grid, house));
    for (const set of sets) found.push(set);
  }
  return found;
}

/**
 * Links between a position's sets by index, with no object per link (a position has thousands):
 * set i's are to[start[i]] up to to[start[i + 1]], in index order, each with its restricted
 * common candidates (a 9-bit mask) in `restricted`.
 */
interface SetLinks {
  readonly start: Int32Array;
  readonly to: readonly number[];
  readonly restricted: readonly number[];
}

/** SetLinks' lists while they are built: each link's set index and restricted digits, side by side. */
interface LinkLists {
  readonly to: number[];
  readonly restricted: number[];
}

/**
 * A position's sets and, made on first use, which of them are joined: the ALS techniques read
 * them. Whether two sets are joined depends on their cells' candidates alone, so the pairs of
 * sets the previous position had too are read from its table, and only pairs with a new set are
 * tested: a step renews only the sets whose cells it changed.
 */
class SetsOfPosition {
  private joined: SetLinks | undefined = undefined;
  private around: SetLinks | undefined = undefined;
  constructor(
    readonly sets: readonly Als[],
    /** The previous position's sets, while this one's links are not made. */
    private previous: SetsOfPosition | undefined,
  ) {}

  linksMade(): boolean {
    return this.joined !== undefined;
  }

  /** For each set, the later sets it is joined to, without overlapping them. */
  links(): SetLinks {
    if (this.joined) return this.joined;
    const sets = this.sets;
    const before = this.previous?.joined ? this.previous : undefined;
    this.previous = undefined;
    // Each set's index in the previous position (-1: renewed), and each previous set's here (-1: gone).
    const earlierOf = new Int32Array(sets.length).fill(-1);
    const nowOf = new Int32Array(before?.sets.length ?? 0).fill(-1);
    if (before) {
      const earlierIndex = new Map<Als, number>();
      before.sets.forEach((set, i) => earlierIndex.set(set, i));
      sets.forEach((set, i) => {
        const earlier = earlierIndex.get(set);
        if (earlier === undefined) return;
        earlierOf[i] = earlier;
        nowOf[earlier] = i;
      });
    }
    const renewed: number[] = [];
    for (let i = 0; i < sets.length; i++) if (earlierOf[i]! < 0) renewed.push(i);
    const start = new Int32Array(sets.length + 1);
    const lists: LinkLists = { to: [], restricted: [] };
    const { to, restricted } = lists;
    for (let i = 0; i < sets.length; i++) {
      start[i] = to.length;
      const a = sets[i]!;
      const earlier = earlierOf[i]!;
      if (earlier < 0) {
        for (let j = i + 1; j < sets.length; j++) joinIfLinked(a, sets[j]!, j, lists);
        continue;
      }
      // Sets kept from the previous position keep their order, so its links (to sets still
      // here) and the tests against new sets merge by index.
      const old = before!.joined!;
      let k = old.start[earlier]!;
      const end = old.start[earlier + 1]!;
      const keep = (upTo: number): void => {
        for (; k < end && nowOf[old.to[k]!]! < upTo; k++) {
          const now = nowOf[old.to[k]!]!;
          if (now < 0) continue;
          to.push(now);
          restricted.push(old.restricted[k]!);
        }
      };
      for (const j of renewed) {
        if (j <= i) continue;
        keep(j);
        joinIfLinked(a, sets[j]!, j, lists);
      }
      keep(sets.length);
    }
    start[sets.length] = to.length;
    return (this.joined = { start, to, restricted });
  }

  /** For each set, every set it is joined to, earlier or later, in index order. */
  neighbours(): SetLinks {
    if (this.around) return this.around;
    const later = this.links();
    const count = this.sets.length;
    const start = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) {
      start[i + 1]! += later.start[i + 1]! - later.start[i]!;
      for (let k = later.start[i]!; k < later.start[i + 1]!; k++) start[later.to[k]! + 1]!++;
    }
    for (let i = 0; i < count; i++) start[i + 1]! += start[i]!;
    // A set's earlier neighbours are written as those sets' links are read, before its own.
    const to = new Array<number>(later.to.length * 2);
    const restricted = new Array<number>(later.to.length * 2);
    const next = start.slice(0, count);
    for (let i = 0; i < count; i++) {
      for (let k = later.start[i]!; k < later.start[i + 1]!; k++) {
        const j = later.to[k]!;
        to[next[i]!] = j;
        restricted[next[i]!++] = later.restricted[k]!;
        to[next[j]!] = i;
        restricted[next[j]!++] = later.restricted[k]!;
      }
    }
    return (this.around = { start, to, restricted });
  }
}

/** The sets found, remembered by what houses hold: kept from puzzle to puzzle. */
const SET_MEMORY = scratchKind(() => new SetMemory());

const SETS = stateKind((context) => {
  const contents = new Int32Array(27 * HOUSE_CONTENT_WORDS);
  const memory = context.get(SET_MEMORY);
  let last: SetsOfPosition | undefined;
  return new PositionTable(
    (grid) =>
      (last = new SetsOfPosition(collectSets(memory, grid, readHouseContents(grid, contents)), last?.linksMade() ? last : undefined)),
  );
});

/** Adds b (index `bIndex`) to `lists` when it is joined to a. */
function joinIfLinked(a: Als, b: Als, bIndex: number, lists: LinkLists): void {
  if (!sharesCells(a.reach, 0, b.cellMask, 0) || (a.digitBits & b.digitBits) === 0 || overlaps(a, b)) return;
  const restricted = restrictedDigits(a, b);
  if (restricted === 0) return;
  lists.to.push(bIndex);
  lists.restricted.push(restricted);
}

function overlaps(a: Als, b: Als): boolean {
  return sharesCells(a.cellMask, 0, b.cellMask, 0);
}

/** The restricted common candidates of two sets that do not overlap, as a 9-bit mask. */
function restrictedDigits(a: Als, b: Als): number {
  let out = 0;
  for (let common = a.digitBits & b.digitBits; common !== 0; common &= common - 1) {
    const d = lowestBitIndex(common);
    if (isSubsetOf(b.digitSets, HOLDERS + d * WORDS, a.digitSets, SEEN_BY_ALL + d * WORDS)) out |= 1 << d;
  }
  return out;
}

/** Candidates of digit d+1 in cells seeing all the cells of `a` (and of `b`, if given) holding it. */
function victims(patterns: Int32Array, d: DigitIndex, a: Als, b: Als | undefined, into: Candidate[]): void {
  for (let w = 0; w < WORDS; w++) {
    let mask = a.digitSets[SEEN_BY_ALL + d * WORDS + w]! & patterns[d * WORDS + w]!;
    if (b) mask &= b.digitSets[SEEN_BY_ALL + d * WORDS + w]!;
    for (; mask !== 0; mask &= mask - 1) into.push((w * 27 + lowestBitIndex(mask)) * 9 + d);
  }
}

/** Whether some candidate of a digit in `bits` sees every cell of both sets holding it (checked before listing any). */
function seesCommon(patterns: Int32Array, a: Als, b: Als, bits: number): boolean {
  for (; bits !== 0; bits &= bits - 1) {
    const d = lowestBitIndex(bits);
    for (let w = 0; w < WORDS; w++)
      if ((a.digitSets[SEEN_BY_ALL + d * WORDS + w]! & b.digitSets[SEEN_BY_ALL + d * WORDS + w]! & patterns[d * WORDS + w]!) !== 0)
        return true;
  }
  return false;
}

function alsXzEliminations(patterns: Int32Array, a: Als, b: Als, restricted: number): Candidate[] {
  const out: Candidate[] = [];
  for (let common = a.digitBits & b.digitBits & ~restricted; common !== 0; common &= common - 1)
    victims(patterns, lowestBitIndex(common), a, b, out);
  if (popcount(restricted) === 2) {
    for (let rest = restricted; rest !== 0; rest &= rest - 1) victims(patterns, lowestBitIndex(rest), a, b, out);
    for (const set of [a, b])
      for (let own = set.digitBits & ~restricted; own !== 0; own &= own - 1) victims(patterns, lowestBitIndex(own), set, undefined, out);
  }
  return out.length === 0 ? out : ascendingOnce(out);
}

function searchAlsXz(patterns: Int32Array, sink: StepSink, position: SetsOfPosition): void {
  const { sets } = position;
  const links = position.links();
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i]!;
    for (let k = links.start[i]!; k < links.start[i + 1]!; k++) {
      const b = sets[links.to[k]!]!;
      const restricted = links.restricted[k]!;
      // Joined by one digit, the sets need a second one in common to remove anything.
      if (popcount(a.digitBits & b.digitBits) < 2) continue;
      if (popcount(restricted) === 1 && !seesCommon(patterns, a, b, a.digitBits & b.digitBits & ~restricted)) continue;
      const eliminations = alsXzEliminations(patterns, a, b, restricted);
      if (eliminations.length === 0) continue;
      if (sink.add({ kind: 'alsXz', sets: [a.cells, b.cells], restricted: digitsOf(restricted), placements: [], eliminations })) return;
    }
  }
}

function searchAlsXyWing(patterns: Int32Array, sink: StepSink, position: SetsOfPosition): void {
  const { sets } = position;
  const neighbours = position.neighbours();
  for (let p = 0; p < sets.length; p++) {
    const pivot = sets[p]!;
    const end = neighbours.start[p + 1]!;
    for (let i = neighbours.start[p]!; i < end; i++) {
      const a = sets[neighbours.to[i]!]!;
      const aRestricted = neighbours.restricted[i]!;
      for (let j = i + 1; j < end; j++) {
        const b = sets[neighbours.to[j]!]!;
        const shared = a.digitBits & b.digitBits;
        if (shared === 0 || overlaps(a, b)) continue;
        for (let xs = aRestricted; xs !== 0; xs &= xs - 1) {
          const x = lowestBitIndex(xs);
          for (let ys = neighbours.restricted[j]! & ~(1 << x); ys !== 0; ys &= ys - 1) {
            const y = lowestBitIndex(ys);
            if (!seesCommon(patterns, a, b, shared & ~(1 << x) & ~(1 << y))) continue;
            const out: Candidate[] = [];
            for (let zs = shared & ~(1 << x) & ~(1 << y); zs !== 0; zs &= zs - 1) victims(patterns, lowestBitIndex(zs), a, b, out);
            if (out.length === 0) continue;
            const step: AlsXyWingStep = {
              kind: 'alsXyWing',
              pivot: pivot.cells,
              wings: [a.cells, b.cells],
              x: x + 1,
              y: y + 1,
              placements: [],
              eliminations: out.sort((p, q) => p - q),
            };
            if (sink.add(step)) return;
          }
        }
      }
    }
  }
}

/**
 * ALS-XY-wings as HoDoKu 2.2 finds them (`AlsSolver.getAlsXYWingInt`), taking the first: every
 * two joints of its list (`RestrictedCommon`: each set joined to a later one, by set), in list
 * order, that join three sets without both being the same single digit; the set they share is the
 * pivot, the others the wings, which must not overlap. The digits the wings share but neither
 * joint's go from the cells seeing all their cells holding them. A joint keeps its digits as
 * HoDoKu does: the lowest, and the highest when there are more. The joints are held in typed
 * arrays by set index: a position has thousands of them, searched at every step that gets this far.
 */
function searchHodokuAlsXyWing(patterns: Int32Array, sink: StepSink, position: SetsOfPosition): void {
  const { sets } = position;
  // A joint is a link: link k joins first[k] to second[k] = links.to[k].
  const links = position.links();
  const second = links.to;
  const count = second.length;
  const first = new Int32Array(count);
  const restrictedOf = new Int32Array(count);
  // For each set, the joints it is part of, in list order: along[from[s]] to along[from[s + 1]].
  const from = new Int32Array(sets.length + 1);
  for (let i = 0; i < sets.length; i++) {
    for (let k = links.start[i]!; k < links.start[i + 1]!; k++) {
      const restricted = links.restricted[k]!;
      first[k] = i;
      restrictedOf[k] = (restricted & -restricted) | (1 << highestBitIndex(restricted));
      from[i + 1]!++;
      from[second[k]! + 1]!++;
    }
  }
  for (let s = 0; s < sets.length; s++) from[s + 1]! += from[s]!;
  const along = new Int32Array(2 * count);
  // Then, per set, the first of its joints after the one being paired (joints are taken in order).
  const next = from.slice(0, sets.length);
  for (let j = 0; j < count; j++) {
    along[next[first[j]!]!++] = j;
    along[next[second[j]!]!++] = j;
  }
  next.set(from.subarray(0, sets.length));
  for (let i = 0; i < count; i++) {
    const oneFirst = first[i]!;
    const oneSecond = second[i]!;
    const oneRestricted = restrictedOf[i]!;
    // The later joints sharing a set with this one, merged in list order.
    while (next[oneFirst]! < from[oneFirst + 1]! && along[next[oneFirst]!]! <= i) next[oneFirst]!++;
    while (next[oneSecond]! < from[oneSecond + 1]! && along[next[oneSecond]!]! <= i) next[oneSecond]!++;
    let f = next[oneFirst]!;
    let g = next[oneSecond]!;
    const fEnd = from[oneFirst + 1]!;
    const gEnd = from[oneSecond + 1]!;
    while (f < fEnd || g < gEnd) {
      const j = g >= gEnd || (f < fEnd && along[f]! < along[g]!) ? along[f++]! : along[g++]!;
      const twoRestricted = restrictedOf[j]!;
      if (oneRestricted === twoRestricted && (oneRestricted & (oneRestricted - 1)) === 0) continue;
      const twoFirst = first[j]!;
      const twoSecond = second[j]!;
      const pivot = oneFirst === twoFirst || oneFirst === twoSecond ? oneFirst : oneSecond;
      const a = sets[pivot === oneFirst ? oneSecond : oneFirst]!;
      const b = sets[pivot === twoFirst ? twoSecond : twoFirst]!;
      if (a === b || overlaps(a, b)) continue;
      const shared = a.digitBits & b.digitBits & ~oneRestricted & ~twoRestricted;
      if (shared === 0 || !seesCommon(patterns, a, b, shared)) continue;
      const out: Candidate[] = [];
      for (let zs = shared; zs !== 0; zs &= zs - 1) victims(patterns, lowestBitIndex(zs), a, b, out);
      const x = lowestBitIndex(oneRestricted) + 1;
      const y = lowestBitIndex(twoRestricted) + 1;
      if (
        sink.add({
          kind: 'alsXyWing',
          pivot: sets[pivot]!.cells,
          wings: [a.cells, b.cells],
          x,
          y,
          placements: [],
          eliminations: out.sort((p, q) => p - q),
        })
      )
        return;
    }
  }
}

/** Chains of four or more sets, each from a set to later ones, depth first, as HoDoKu searches them. */
function searchAlsChain(patterns: Int32Array, sink: StepSink, position: SetsOfPosition): void {
  const links = position.links();
  const sets: Als[] = [];
  const digitsOfLinks: number[] = [];
  let stop = false;
  const extend = (at: number, before: number): void => {
    for (let k = links.start[at]!; k < links.start[at + 1]!; k++) {
      const next = links.to[k]!;
      const set = position.sets[next]!;
      const restricted = links.restricted[k]!;
      // The first link takes one of its digits at a time, lowest first; the next ones drop the previous link's.
      for (let rest = before === 0 ? restricted : restricted & ~before; rest !== 0; rest = before === 0 ? rest & (rest - 1) : 0) {
        const chosen = before === 0 ? rest & -rest : rest;
        sets.push(set);
        digitsOfLinks.push(chosen);
        if (sets.length >= 4 && offerChain(patterns, sink, sets, digitsOfLinks)) stop = true;
        if (!stop) extend(next, chosen);
        sets.pop();
        digitsOfLinks.pop();
        if (stop) return;
      }
    }
  };
  for (let start = 0; start < position.sets.length && !stop; start++) {
    sets.push(position.sets[start]!);
    extend(start, 0);
    sets.pop();
  }
}

/** Offers the chain's step, if it removes anything; returns whether the sink wants no more. */
function offerChain(patterns: Int32Array, sink: StepSink, sets: readonly Als[], digitsOfLinks: readonly number[]): boolean {
  const first = sets[0]!;
  const last = sets[sets.length - 1]!;
  const shared = first.digitBits & last.digitBits & ~digitsOfLinks[0]! & ~digitsOfLinks[digitsOfLinks.length - 1]!;
  if (shared === 0 || !seesCommon(patterns, first, last, shared)) return false;
  const eliminations: Candidate[] = [];
  for (let zs = shared; zs !== 0; zs &= zs - 1) victims(patterns, lowestBitIndex(zs), first, last, eliminations);
  const step: AlsChainStep = {
    kind: 'alsChain',
    sets: sets.map((set) => set.cells),
    restricted: digitsOfLinks.map(digitsOf),
    placements: [],
    eliminations: ascendingOnce(eliminations),
  };
  return sink.add(step);
}

export const alsXz: Strategy = {
  technique: 'als-xz',
  search: (grid, sink, context) => searchAlsXz(digitPatterns(grid, context), sink, context.get(SETS).of(grid)),
};
export const alsXyWing: Strategy = {
  technique: 'als-xy-wing',
  search: (grid, sink, context) => searchAlsXyWing(digitPatterns(grid, context), sink, context.get(SETS).of(grid)),
};
/** The ALS-XY-wing HoDoKu 2.2 takes (hodokuInstances.ts). */
export const hodokuAlsXyWing: Strategy = {
  technique: 'als-xy-wing',
  search: (grid, sink, context) => searchHodokuAlsXyWing(digitPatterns(grid, context), sink, context.get(SETS).of(grid)),
};

export const alsChain: Strategy = {
  technique: 'als-xy-chain',
  search: (grid, sink, context) => searchAlsChain(digitPatterns(grid, context), sink, context.get(SETS).of(grid)),
};

export const almostLockedSets: StrategyFamily<'alsXz' | 'alsXyWing' | 'alsChain'> = {
  strategies: [alsXz, alsXyWing, alsChain],
  handlers: {
    alsXz: {
      technique: () => 'als-xz',
      // "ALS-XZ: r1c1, r1c2 and r4c2, r5c2, r6c2 restricted on 4: removes 7 from r2c2"
      explain: (s) => [
        technique('als-xz'),
        text(': '),
        ...cellList(s.sets[0]),
        text(' and '),
        ...cellList(s.sets[1]),
        text(' restricted on '),
        digits(s.restricted),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: [...s.sets[0], ...s.sets[1]], removed: s.eliminations }),
    },
    alsXyWing: {
      technique: () => 'als-xy-wing',
      // "ALS-XY-wing: pivot r5c5, r5c6, wings r1c5 (on 3) and r5c1, r5c2 (on 8): removes 6 from r1c1"
      explain: (s) => [
        technique('als-xy-wing'),
        text(': pivot '),
        ...cellList(s.pivot),
        text(', wings '),
        ...cellList(s.wings[0]),
        text(' (on '),
        digits([s.x]),
        text(') and '),
        ...cellList(s.wings[1]),
        text(' (on '),
        digits([s.y]),
        text('): '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: [...s.pivot, ...s.wings[0], ...s.wings[1]], removed: s.eliminations }),
    },
    alsChain: {
      technique: () => 'als-xy-chain',
      // "ALS-XY-chain: r1c1, r1c2 –3– r4c2 –5– r5c5, r5c6 –7– r9c1: removes 6 from r1c9"
      explain: (s) => [
        technique('als-xy-chain'),
        text(': '),
        ...s.sets.flatMap((cells, i) =>
          i === 0 ? cellList(cells) : [text(' –'), digits(s.restricted[i - 1]!), text('– '), ...cellList(cells)],
        ),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: s.sets.flat(), removed: s.eliminations }),
    },
  },
};
