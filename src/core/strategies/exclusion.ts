/**
 * Aligned pair exclusion (Sudoku Explainer 6.2): take two cells and the bivalue cells that see
 * both. A pair of values for the two cells is impossible when the cells see each other and the
 * values are equal, or when it would empty one of those bivalue cells. A value of either cell
 * that belongs to no possible pair is eliminated. Base cells and excluders are chosen as Sudoku
 * Explainer chooses them: a base cell has two or more candidates, sees no naked single and
 * sees at least one bivalue cell; a pair needs two common excluders.
 *
 * Aligned triplet exclusion (Sudoku Explainer 7.5) is the same rule for three cells, with
 * excluders of two or three candidates (tripletExclusion.ts); both are explained here.
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import type { Grid } from '../grid/grid';
import type { Cell } from '../grid/cell';
import { PEER_CELL_SETS } from './cellSets';
import { lowestBitIndex, popcount } from '../grid/bits';
import type { ExplainToken, Highlights, StepEffect } from '../step';
import { digitsOf } from './houses';
import { scratchKind, type SearchContext } from './searchContext';
import { alignedTripletExclusion, type AlignedTripletExclusionStep } from './tripletExclusion';
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

declare module '../step' {
  interface StepKinds {
    alignedPairExclusion: AlignedPairExclusionStep;
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

export const alignedPairExclusion: Strategy = {
  technique: 'aligned-pair-exclusion',
  search: searchAlignedPairExclusions,
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
