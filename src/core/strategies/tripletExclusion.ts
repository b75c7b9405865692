/**
 * Aligned triplet exclusion (Sudoku Explainer 7.5): three base cells and the cells of two or
 * three candidates that see all three ("excluders"). A triplet of values for the three cells is
 * impossible when two cells that see each other take the same value, or when the values cover
 * every candidate of an excluder (leaving it empty). A value of a base cell that no possible
 * triplet uses is eliminated. The search order is Sudoku Explainer's, because the first triplet
 * found is the step (see `searchAlignedTripletExclusions`).
 *
 * A solve asks for this step at nearly every position past the simple techniques, and nearly
 * always in vain, while one forcing-chain step at a time changes the position by a candidate or
 * two. So the search remembers the last position where it tried every triplet and found none
 * (`TripletMemo`): a triplet none of whose cells (its three, and those that see all three)
 * changed since then is known to find nothing again, and is passed over.
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Grid } from '../grid/grid';
import { lowestBitIndex, popcount } from '../grid/bits';
import type { StepEffect } from '../step';
import { PEER_CELL_SETS } from './cellSets';
import { SE_PEERS } from './chains/potentials';
import { digitsOf } from './houses';
import { stateKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy } from './strategy';

/** `cells` and the `excluders` (two or three candidates) that see all three leave no triplet using the eliminated values. */
export interface AlignedTripletExclusionStep extends StepEffect {
  readonly kind: 'alignedTripletExclusion';
  readonly cells: readonly [Cell, Cell, Cell];
  readonly excluders: readonly Cell[];
  /** The excluders' candidates, drawn in the view. */
  readonly excluderCandidates: readonly Candidate[];
}

declare module '../step' {
  interface StepKinds {
    alignedTripletExclusion: AlignedTripletExclusionStep;
  }
}

/** Cell sets as three 27-bit words, flat: [cell * 3 + w] (cellSets.ts); each cell's 20 peers. */
const PEER_WORDS = PEER_CELL_SETS;
const ALL_VALUES = 0x1ff;

/** One search's tables of the position, rewritten by each search before it reads them. */
class TripletTables {
  readonly marks = new Uint16Array(81);
  readonly isBase = new Uint8Array(81);
  readonly bases = new Int8Array(81);
  /** Each base's excluders (its peers of two or three candidates) as a cell set... */
  readonly excluderWords = new Int32Array(81 * 3);
  /** ...and as a list in Sudoku Explainer's peer order (`SE_PEERS`): [cell * 20 + i]. */
  readonly excluderList = new Int8Array(81 * 20);
  readonly excluderCount = new Int8Array(81);
  /** The cells whose candidates changed since the memo's position, and those plus the cells whose base status did. */
  readonly changed = new Int32Array(3);
  readonly stale = new Int32Array(3);
  /** For the first two cells of the triplets being tried: the changed cells that see both... */
  readonly pairChanged = new Int32Array(3);
  /** ...and whether either of them is stale. */
  pairStale = false;
  /** The candidates of the excluders that could be left empty by the triplet being tried (`tripletStep`). */
  readonly excluderMarks = new Uint16Array(20);
}

/** The last position where the search tried every triplet and none eliminated anything. */
class TripletMemo {
  readonly marks = new Uint16Array(81);
  readonly isBase = new Uint8Array(81);
  valid = false;
}

/** What the search keeps in a solve's context: a memory of one puzzle's positions, so forgotten between puzzles. */
class TripletState {
  readonly tables = new TripletTables();
  readonly memo = new TripletMemo();
}

const STATE = stateKind(() => new TripletState());

/** A cell-set word's membership test. */
const holds = (words: Int32Array, base: number, cell: Cell): boolean => (words[base + ((cell / 27) | 0)]! & (1 << (cell % 27))) !== 0;

/** Fills `tables` with the position's candidates, base cells and their excluders. */
function readPosition(grid: Grid, tables: TripletTables): number {
  const { marks, isBase, bases, excluderWords, excluderList, excluderCount } = tables;
  for (let cell = 0; cell < 81; cell++) marks[cell] = grid.candidateBits(cell);
  let baseCount = 0;
  for (let cell = 0; cell < 81; cell++) {
    isBase[cell] = 0;
    excluderWords[cell * 3] = 0;
    excluderWords[cell * 3 + 1] = 0;
    excluderWords[cell * 3 + 2] = 0;
    if (popcount(marks[cell]!) < 2) continue;
    let count = 0;
    let nakedSingle = false;
    for (let i = 0; i < 20; i++) {
      const peer = SE_PEERS[cell * 20 + i]!;
      const peerCount = popcount(marks[peer]!);
      if (peerCount === 1) nakedSingle = true;
      else if (peerCount === 2 || peerCount === 3) {
        excluderList[cell * 20 + count++] = peer;
        excluderWords[cell * 3 + ((peer / 27) | 0)]! |= 1 << (peer % 27);
      }
    }
    if (nakedSingle || count === 0) continue;
    excluderCount[cell] = count;
    isBase[cell] = 1;
    bases[baseCount++] = cell;
  }
  return baseCount;
}

/**
 * Marks in `tables.changed` the cells whose candidates differ from the memo's position, and in
 * `tables.stale` those and the cells whose base status differs; without a memo, every cell.
 */
function markChanges(tables: TripletTables, memo: TripletMemo): void {
  const { changed, stale, marks, isBase } = tables;
  if (!memo.valid) {
    changed.fill(-1);
    stale.fill(-1);
    return;
  }
  changed.fill(0);
  stale.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const word = (cell / 27) | 0;
    const bit = 1 << (cell % 27);
    if (marks[cell] !== memo.marks[cell]) {
      changed[word]! |= bit;
      stale[word]! |= bit;
    } else if (isBase[cell] !== memo.isBase[cell]) stale[word]! |= bit;
  }
}

/**
 * Notes what changed around two base cells, for `unchangedSince`; false when no triplet of the
 * two (the third among their excluders) can have changed since the memo's position.
 */
function markPairChanges(tables: TripletTables, first: Cell, second: Cell): boolean {
  const { changed, stale, pairChanged, excluderWords } = tables;
  tables.pairStale = holds(stale, 0, first) || holds(stale, 0, second);
  let any = tables.pairStale ? 1 : 0;
  for (let w = 0; w < 3; w++) {
    pairChanged[w] = PEER_WORDS[first * 3 + w]! & PEER_WORDS[second * 3 + w]! & changed[w]!;
    any |= pairChanged[w]! | ((excluderWords[first * 3 + w]! | excluderWords[second * 3 + w]!) & stale[w]!);
  }
  return any !== 0;
}

/**
 * Whether the triplet of the pair `markPairChanges` last marked and `third` is as it was in the
 * memo's position: its three cells unchanged, with their base status, and the cells that see
 * all three too.
 */
function unchangedSince(tables: TripletTables, third: Cell): boolean {
  const { pairChanged } = tables;
  return (
    !tables.pairStale &&
    !holds(tables.stale, 0, third) &&
    ((pairChanged[0]! & PEER_WORDS[third * 3]!) |
      (pairChanged[1]! & PEER_WORDS[third * 3 + 1]!) |
      (pairChanged[2]! & PEER_WORDS[third * 3 + 2]!)) ===
      0
  );
}

/**
 * Sudoku Explainer's aligned triplet exclusion, in its order: base cells (two or more
 * candidates, no naked single in sight, some peer of two or three candidates) in reading order;
 * the first two base cells as Sudoku Explainer enumerates pairs (by the later one, then the
 * earlier); the third among the base cells that are such a peer of either, in the first's
 * peer order (box, row, column: `SE_PEERS`), then the second's. A triplet needs two common
 * excluders; a value of a base cell that no allowed triplet of values uses is eliminated.
 *
 * A triplet is passed over when the memo shows it finds nothing: what it finds depends only on
 * the candidates of its cells and of the cells that see all three, and on whether the search
 * reaches it, which the same candidates and the three cells' base status decide (a triplet with
 * two common excluders also had them as excluders of its first two cells). When all that is as
 * it was in the memo's position, the search tried the triplet there and it eliminated nothing.
 */
function searchAlignedTripletExclusions(grid: Grid, sink: StepSink, context: SearchContext): void {
  const { tables, memo } = context.get(STATE);
  const { marks, isBase, bases, excluderWords, excluderList, excluderCount } = tables;
  const baseCount = readPosition(grid, tables);
  markChanges(tables, memo);
  // The memo will describe this position only if the search ends without offering a step.
  memo.valid = false;
  let offered = false;
  const tryTriplet = (first: Cell, second: Cell, third: Cell): boolean => {
    if (third === first || third === second || !isBase[third] || unchangedSince(tables, third)) return false;
    const step = tripletStep(first, second, third, tables);
    if (step === undefined) return false;
    offered = true;
    return sink.add(step);
  };
  for (let j = 1; j < baseCount; j++) {
    for (let i = 0; i < j; i++) {
      const first = bases[i]!;
      const second = bases[j]!;
      // A triplet needs two excluders that see all three cells: with fewer seeing the first two
      // (most pairs, the two cells far apart), no third can make one.
      const common =
        popcount(excluderWords[first * 3]! & excluderWords[second * 3]!) +
        popcount(excluderWords[first * 3 + 1]! & excluderWords[second * 3 + 1]!) +
        popcount(excluderWords[first * 3 + 2]! & excluderWords[second * 3 + 2]!);
      if (common < 2) continue;
      if (!markPairChanges(tables, first, second)) continue;
      for (let k = first * 20, end = k + excluderCount[first]!; k < end; k++) {
        if (tryTriplet(first, second, excluderList[k]!)) return;
      }
      for (let k = second * 20, end = k + excluderCount[second]!; k < end; k++) {
        const third = excluderList[k]!;
        if (!holds(excluderWords, first * 3, third) && tryTriplet(first, second, third)) return;
      }
    }
  }
  if (offered) return;
  memo.marks.set(marks);
  memo.isBase.set(isBase);
  memo.valid = true;
}

/**
 * The step of three base cells, or nothing when they have fewer than two common excluders or
 * eliminate nothing. Most triplets eliminate nothing, so the search over their values stops as
 * soon as every value of the three cells is allowed.
 */
function tripletStep(a: Cell, b: Cell, c: Cell, tables: TripletTables): AlignedTripletExclusionStep | undefined {
  const { marks, excluderWords, excluderMarks } = tables;
  const marksA = marks[a]!;
  const marksB = marks[b]!;
  const marksC = marks[c]!;
  // An excluder with a value none of the three cells holds is never left empty: only the others
  // can exclude a triplet, though every excluder counts towards the two a triplet needs.
  const union = marksA | marksB | marksC;
  let excluderTotal = 0;
  let covered = 0;
  for (let w = 0; w < 3; w++) {
    for (let rest = excluderWords[a * 3 + w]! & excluderWords[b * 3 + w]! & excluderWords[c * 3 + w]!; rest !== 0; rest &= rest - 1) {
      const excluder = marks[w * 27 + lowestBitIndex(rest)]!;
      excluderTotal++;
      if ((excluder & ~union) === 0) excluderMarks[covered++] = excluder;
    }
  }
  if (excluderTotal < 2) return undefined;
  const clashAB = sees(a, b);
  const clashAC = sees(a, c);
  const clashBC = sees(b, c);
  if (covered === 0 && !clashAB && !clashAC && !clashBC) return undefined;
  // For each value pair of a and b, the values of c that complete an allowed triplet: an
  // excluder is left empty exactly when the pair covers all its candidates but at most one, and
  // c takes that one (or anything, when the pair covers them all).
  let allowedA = 0;
  let allowedB = 0;
  let allowedC = 0;
  for (let restA = marksA; restA !== 0; restA &= restA - 1) {
    const bitA = restA & -restA;
    for (let restB = marksB; restB !== 0; restB &= restB - 1) {
      const bitB = restB & -restB;
      if (clashAB && bitA === bitB) continue;
      const pair = bitA | bitB;
      let excludedC = (clashAC ? bitA : 0) | (clashBC ? bitB : 0);
      for (let k = 0; k < covered; k++) {
        const left = excluderMarks[k]! & ~pair;
        if ((left & (left - 1)) === 0) excludedC |= left === 0 ? ALL_VALUES : left;
      }
      const valuesC = marksC & ~excludedC;
      if (valuesC === 0) continue;
      allowedA |= bitA;
      allowedB |= bitB;
      allowedC |= valuesC;
      if (allowedA === marksA && allowedB === marksB && allowedC === marksC) return undefined;
    }
  }
  return buildStep([a, b, c], [allowedA, allowedB, allowedC], tables);
}

const sees = (a: Cell, b: Cell): boolean => (PEER_WORDS[a * 3 + ((b / 27) | 0)]! & (1 << (b % 27))) !== 0;

/** The step of a triplet that eliminates: built apart from the search's loop, which meets one rarely. */
function buildStep(
  cells: [Cell, Cell, Cell],
  allowed: readonly number[],
  { marks, excluderWords, excluderList, excluderCount }: TripletTables,
): AlignedTripletExclusionStep {
  const [a, b, c] = cells;
  const eliminations = cells.flatMap((cell, k) => digitsOf(marks[cell]! & ~allowed[k]!).map((d) => candidateOf(cell, d)));
  const excluders = Array.from(excluderList.subarray(a * 20, a * 20 + excluderCount[a]!)).filter(
    (cell) => holds(excluderWords, b * 3, cell) && holds(excluderWords, c * 3, cell),
  );
  const excluderCandidates = excluders.flatMap((cell) => digitsOf(marks[cell]!).map((d) => candidateOf(cell, d)));
  return { kind: 'alignedTripletExclusion', cells, excluders, excluderCandidates, placements: [], eliminations };
}

export const alignedTripletExclusion: Strategy = {
  technique: 'aligned-triplet-exclusion',
  search: searchAlignedTripletExclusions,
};
