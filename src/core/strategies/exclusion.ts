/**
 * Aligned pair exclusion (Sudoku Explainer 6.2): take two cells and the bivalue cells that see
 * both. A pair of values for the two cells is impossible when the cells see each other and the
 * values are equal, or when it would empty one of those bivalue cells. A value of either cell
 * that belongs to no possible pair is eliminated. Base cells and excluders are chosen as Sudoku
 * Explainer chooses them: a base cell has two or more candidates, sees no naked single and
 * sees at least one bivalue cell; a pair needs two common excluders.
 *
 * Aligned triplet exclusion (Sudoku Explainer 7.5) is the same rule for three cells, with
 * excluders of two or three candidates; its search order is Sudoku Explainer's, because the
 * first triplet found is the step (see `searchAlignedTripletExclusions`).
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import type { Grid } from '../grid/grid';
import type { Cell } from '../grid/cell';
import { SE_PEERS } from './chains/potentials';
import { PEER_CELL_SETS } from './cellSets';
import { lowestBitIndex, popcount } from '../grid/bits';
import type { ExplainToken, Highlights, StepEffect } from '../step';
import { digitsOf } from './houses';
import { scratchKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cellList, eliminationTokens, NO_HIGHLIGHTS, technique, text } from './words';

/** `cells` and the bivalue `excluders` that see both leave no pair using the eliminated values. */
interface AlignedPairExclusionStep extends StepEffect {
  readonly kind: 'alignedPairExclusion';
  readonly cells: readonly [Cell, Cell];
  readonly excluders: readonly Cell[];
  /** The excluders' two candidates each, drawn in the view. */
  readonly excluderCandidates: readonly Candidate[];
}

/** `cells` and the `excluders` (two or three candidates) that see all three leave no triplet using the eliminated values. */
interface AlignedTripletExclusionStep extends StepEffect {
  readonly kind: 'alignedTripletExclusion';
  readonly cells: readonly [Cell, Cell, Cell];
  readonly excluders: readonly Cell[];
  readonly excluderCandidates: readonly Candidate[];
}

declare module '../step' {
  interface StepKinds {
    alignedPairExclusion: AlignedPairExclusionStep;
    alignedTripletExclusion: AlignedTripletExclusionStep;
  }
}

/** Cell sets as three 27-bit words, flat: [cell * 3 + w] (cellSets.ts); each cell's 20 peers. */
const PEER_WORDS = PEER_CELL_SETS;

/** A context's scratch of the search, which keeps reading it while its sink takes a step. */
class ExclusionScratch {
  readonly marks = new Uint16Array(81);
  readonly bases = new Int8Array(81);
  /** Bivalue peers of each base, as cell-set words. */
  readonly excluderWords = new Int32Array(81 * 3);
  readonly common = new Int8Array(20);
}

const SCRATCH = scratchKind(() => new ExclusionScratch());

/** The cells of a three-word cell set, ascending, into `into`; returns how many. */
function cellsOf(w0: number, w1: number, w2: number, into: Int8Array): number {
  let n = 0;
  for (let rest = w0; rest !== 0; rest &= rest - 1) into[n++] = lowestBitIndex(rest);
  for (let rest = w1; rest !== 0; rest &= rest - 1) into[n++] = 27 + lowestBitIndex(rest);
  for (let rest = w2; rest !== 0; rest &= rest - 1) into[n++] = 54 + lowestBitIndex(rest);
  return n;
}

/**
 * The values of one cell (`bits`) that some value of the other (`otherBits`) goes with: a pair
 * of values is excluded when it is the two candidates of a common (bivalue) excluder, or when the
 * cells see each other and the values are equal. Each value is weighed against what the
 * excluders holding it leave to the other cell, rather than pair by pair.
 */
function allowedValues(
  bits: number,
  otherBits: number,
  aligned: boolean,
  marks: Uint16Array,
  common: Int8Array,
  commonCount: number,
): number {
  let allowed = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) {
    const bit = rest & -rest;
    let partners = otherBits & ~(aligned ? bit : 0);
    for (let k = 0; k < commonCount; k++) {
      const excluder = marks[common[k]!]!;
      if (excluder & bit) partners &= ~(excluder & ~bit);
    }
    if (partners !== 0) allowed |= bit;
  }
  return allowed;
}

/**
 * The step of a pair whose cells lose `removedA` and `removedB`. Built apart from the search's
 * loop, which meets a step rarely: with this code inside it, the compiled loop allocates on
 * every pair it tries.
 */
function pairExclusionStep(
  a: Cell,
  removedA: number,
  b: Cell,
  removedB: number,
  marks: Uint16Array,
  common: Int8Array,
): AlignedPairExclusionStep {
  const eliminations: Candidate[] = [
    ...digitsOf(removedA).map((d) => candidateOf(a, d)),
    ...digitsOf(removedB).map((d) => candidateOf(b, d)),
  ];
  const excluders = Array.from(common);
  const excluderCandidates = excluders.flatMap((c) => digitsOf(marks[c]!).map((d) => candidateOf(c, d)));
  return { kind: 'alignedPairExclusion', cells: [a, b], excluders, excluderCandidates, placements: [], eliminations };
}

function searchAlignedPairExclusions(grid: Grid, sink: StepSink, context: SearchContext): void {
  const { marks, bases, excluderWords, common } = context.get(SCRATCH);
  // The naked singles and the bivalue cells as cell sets, so each cell's peers among them are three ANDs.
  let single0 = 0;
  let single1 = 0;
  let single2 = 0;
  let bivalue0 = 0;
  let bivalue1 = 0;
  let bivalue2 = 0;
  for (let cell = 0; cell < 81; cell++) {
    const bits = grid.candidateBits(cell);
    marks[cell] = bits;
    const count = popcount(bits);
    if (count !== 1 && count !== 2) continue;
    const bit = 1 << (cell % 27);
    if (count === 1) {
      if (cell < 27) single0 |= bit;
      else if (cell < 54) single1 |= bit;
      else single2 |= bit;
    } else if (cell < 27) bivalue0 |= bit;
    else if (cell < 54) bivalue1 |= bit;
    else bivalue2 |= bit;
  }
  let baseCount = 0;
  for (let cell = 0; cell < 81; cell++) {
    const bits = marks[cell]!;
    if (bits === 0 || (bits & (bits - 1)) === 0) continue;
    const p0 = PEER_WORDS[cell * 3]!;
    const p1 = PEER_WORDS[cell * 3 + 1]!;
    const p2 = PEER_WORDS[cell * 3 + 2]!;
    if (((p0 & single0) | (p1 & single1) | (p2 & single2)) !== 0) continue;
    const w0 = p0 & bivalue0;
    const w1 = p1 & bivalue1;
    const w2 = p2 & bivalue2;
    if ((w0 | w1 | w2) === 0) continue;
    bases[baseCount++] = cell;
    excluderWords[cell * 3] = w0;
    excluderWords[cell * 3 + 1] = w1;
    excluderWords[cell * 3 + 2] = w2;
  }
  for (let i = 0; i < baseCount; i++) {
    const a = bases[i]!;
    const a0 = excluderWords[a * 3]!;
    const a1 = excluderWords[a * 3 + 1]!;
    const a2 = excluderWords[a * 3 + 2]!;
    const bitsA = marks[a]!;
    for (let j = i + 1; j < baseCount; j++) {
      const b = bases[j]!;
      // The excluders: bivalue peers of a that b sees too.
      const c0 = a0 & PEER_WORDS[b * 3]!;
      const c1 = a1 & PEER_WORDS[b * 3 + 1]!;
      const c2 = a2 & PEER_WORDS[b * 3 + 2]!;
      if (popcount(c0) + popcount(c1) + popcount(c2) < 2) continue;
      const commonCount = cellsOf(c0, c1, c2, common);
      const aligned = (PEER_WORDS[a * 3 + ((b / 27) | 0)]! & (1 << (b % 27))) !== 0;
      const bitsB = marks[b]!;
      const allowedA = allowedValues(bitsA, bitsB, aligned, marks, common, commonCount);
      const allowedB = allowedValues(bitsB, bitsA, aligned, marks, common, commonCount);
      if ((bitsA & ~allowedA) === 0 && (bitsB & ~allowedB) === 0) continue;
      if (sink.add(pairExclusionStep(a, bitsA & ~allowedA, b, bitsB & ~allowedB, marks, common.subarray(0, commonCount)))) return;
    }
  }
}

const sees = (a: Cell, b: Cell): boolean => (PEER_WORDS[a * 3 + ((b / 27) | 0)]! & (1 << (b % 27))) !== 0;

/** A cell-set word's membership test. */
const holds = (words: Int32Array, base: number, cell: Cell): boolean => (words[base + ((cell / 27) | 0)]! & (1 << (cell % 27))) !== 0;

/**
 * Sudoku Explainer's aligned triplet exclusion, in its order: base cells (two or more
 * candidates, no naked single in sight, some peer of two or three candidates) in reading order;
 * the first two base cells as Sudoku Explainer enumerates pairs (by the later one, then the
 * earlier); the third among the base cells that are such a peer of either, in the first's
 * peer order (box, row, column: `SE_PEERS`), then the second's. A triplet needs two common
 * excluders; a value of a base cell that no allowed triplet of values uses is eliminated.
 */
function searchAlignedTripletExclusions(grid: Grid, sink: StepSink): void {
  const marks = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) marks[cell] = grid.candidateBits(cell);
  const excludersOf: Cell[][] = [];
  const excluderWords = new Int32Array(81 * 3);
  const bases: Cell[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (popcount(marks[cell]!) < 2) continue;
    const excluders: Cell[] = [];
    let nakedSingle = false;
    for (let i = 0; i < 20; i++) {
      const peer = SE_PEERS[cell * 20 + i]!;
      const count = popcount(marks[peer]!);
      if (count === 1) nakedSingle = true;
      else if (count === 2 || count === 3) {
        excluders.push(peer);
        excluderWords[cell * 3 + ((peer / 27) | 0)]! |= 1 << (peer % 27);
      }
    }
    if (nakedSingle || excluders.length === 0) continue;
    excludersOf[cell] = excluders;
    bases.push(cell);
  }
  const isBase = new Uint8Array(81);
  for (const cell of bases) isBase[cell] = 1;
  // The common excluders' candidates of the triplet being tried (tripletStep's scratch).
  const excluderMarks = new Uint16Array(20);
  const tryTriplet = (first: Cell, second: Cell, third: Cell): boolean => {
    if (third === first || third === second || !isBase[third]) return false;
    const step = tripletStep(first, second, third, excludersOf[first]!, excluderWords, marks, excluderMarks);
    return step !== undefined && sink.add(step);
  };
  for (let j = 1; j < bases.length; j++) {
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
      for (const third of excludersOf[first]!) if (tryTriplet(first, second, third)) return;
      for (const third of excludersOf[second]!) if (!holds(excluderWords, first * 3, third) && tryTriplet(first, second, third)) return;
    }
  }
}

/**
 * The step of three base cells, or nothing when they have fewer than two common excluders or
 * eliminate nothing. Most triplets eliminate nothing, so the search over their values stops as
 * soon as every value of the three cells is allowed.
 */
function tripletStep(
  a: Cell,
  b: Cell,
  c: Cell,
  firstExcluders: readonly Cell[],
  excluderWords: Int32Array,
  marks: Uint16Array,
  excluderMarks: Uint16Array,
): AlignedTripletExclusionStep | undefined {
  let excluderCount = 0;
  for (let w = 0; w < 3; w++) {
    for (let rest = excluderWords[a * 3 + w]! & excluderWords[b * 3 + w]! & excluderWords[c * 3 + w]!; rest !== 0; rest &= rest - 1) {
      excluderMarks[excluderCount++] = marks[w * 27 + lowestBitIndex(rest)]!;
    }
  }
  if (excluderCount < 2) return undefined;
  const clashAB = sees(a, b);
  const clashAC = sees(a, c);
  const clashBC = sees(b, c);
  const marksA = marks[a]!;
  const marksB = marks[b]!;
  const marksC = marks[c]!;
  let allowedA = 0;
  let allowedB = 0;
  let allowedC = 0;
  for (let restA = marksA; restA !== 0; restA &= restA - 1) {
    const bitA = restA & -restA;
    for (let restB = marksB; restB !== 0; restB &= restB - 1) {
      const bitB = restB & -restB;
      if (clashAB && bitA === bitB) continue;
      for (let restC = marksC; restC !== 0; restC &= restC - 1) {
        const bitC = restC & -restC;
        if ((clashAC && bitA === bitC) || (clashBC && bitB === bitC)) continue;
        const values = bitA | bitB | bitC;
        let emptied = false;
        for (let k = 0; k < excluderCount && !emptied; k++) emptied = (excluderMarks[k]! & ~values) === 0;
        if (emptied) continue;
        allowedA |= bitA;
        allowedB |= bitB;
        allowedC |= bitC;
        if (allowedA === marksA && allowedB === marksB && allowedC === marksC) return undefined;
      }
    }
  }
  const cells: [Cell, Cell, Cell] = [a, b, c];
  const allowed = [allowedA, allowedB, allowedC];
  const eliminations = cells.flatMap((cell, k) => digitsOf(marks[cell]! & ~allowed[k]!).map((d) => candidateOf(cell, d)));
  const excluders = firstExcluders.filter((cell) => holds(excluderWords, b * 3, cell) && holds(excluderWords, c * 3, cell));
  const excluderCandidates = excluders.flatMap((cell) => digitsOf(marks[cell]!).map((d) => candidateOf(cell, d)));
  return { kind: 'alignedTripletExclusion', cells, excluders, excluderCandidates, placements: [], eliminations };
}

export const alignedPairExclusion: Strategy = {
  technique: 'aligned-pair-exclusion',
  search: searchAlignedPairExclusions,
};

export const alignedTripletExclusion: Strategy = {
  technique: 'aligned-triplet-exclusion',
  search: searchAlignedTripletExclusions,
};

/** Either exclusion step: its base cells and the excluders that see them all. */
type ExclusionStep = AlignedPairExclusionStep | AlignedTripletExclusionStep;

/** "Aligned pair exclusion: r1c1, r1c5 with bivalue r2c2, r3c4 removes 3 from r1c1" (a triplet's excluders may hold three digits). */
function explainExclusion(id: 'aligned-pair-exclusion' | 'aligned-triplet-exclusion', s: ExclusionStep): ExplainToken[] {
  return [
    technique(id),
    text(': '),
    ...cellList(s.cells),
    text(id === 'aligned-pair-exclusion' ? ' with bivalue ' : ' with '),
    ...cellList(s.excluders),
    text(' '),
    ...eliminationTokens(s.eliminations),
  ];
}

const exclusionHighlights = (s: ExclusionStep): Highlights => ({
  ...NO_HIGHLIGHTS,
  cells: [...s.cells, ...s.excluders],
  accent: s.excluderCandidates,
  removed: s.eliminations,
});

export const exclusion: StrategyFamily<'alignedPairExclusion' | 'alignedTripletExclusion'> = {
  strategies: [alignedPairExclusion, alignedTripletExclusion],
  handlers: {
    alignedPairExclusion: {
      technique: () => 'aligned-pair-exclusion',
      explain: (s) => explainExclusion('aligned-pair-exclusion', s),
      highlights: exclusionHighlights,
    },
    alignedTripletExclusion: {
      technique: () => 'aligned-triplet-exclusion',
      explain: (s) => explainExclusion('aligned-triplet-exclusion', s),
      highlights: exclusionHighlights,
    },
  },
};
