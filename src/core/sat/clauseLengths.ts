import { popcount } from '../grid/bits';
import { HOUSE_CELLS } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';
import { EMPTY_GRID_CLAUSES } from './encodings';
import { givenCandidateMasks } from './givenCandidates';

/**
 * Clause Length Distribution (Project Patti paper §7.1; the `cld` rater) with the clause and
 * variable counts of the encodings. Computed from candidate masks without building any clause,
 * so it runs on whole libraries.
 */
export interface ClauseLengthDistribution {
  /** Number of at-least-one clauses of the minimum encoding with k literals, k = 1..9 (index k-1). */
  readonly hist: readonly number[];
  /** Share of at-least-one clauses with k ≤ 2, in percent (two decimals). */
  readonly shortPct: number;
  /** Share with 3 ≤ k ≤ 5. */
  readonly mediumPct: number;
  /** Share with k ≥ 6. */
  readonly longPct: number;
  /** All clauses of the minimum encoding (at-least-one and at-most-one). */
  readonly clauses: number;
  /** Variables of the minimum encoding: the candidates of the empty cells. */
  readonly variables: number;
}

/** Clause and variable counts of each encoding. */
interface EncodingCounts {
  readonly emptyCells: number;
  /** At-least-one clauses of the minimum encoding, always 4 × empty cells. */
  readonly minimumAtLeastOne: number;
  readonly minimumAtMostOne: number;
  readonly minimumClauses: number;
  readonly minimumVariables: number;
  /** 11,988 + givens. */
  readonly maximumClauses: number;
  readonly maximumVariables: number;
  /** The extended codification is the maximum encoding's clause set. */
  readonly extendedClauses: number;
  readonly extendedVariables: number;
}

/** CLD and encoding counts together, from one pass over the candidate masks. */
export interface ClauseStatistics {
  readonly cld: ClauseLengthDistribution;
  readonly counts: EncodingCounts;
}

const pairs = (n: number): number => (n * (n - 1)) / 2;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((10000 * part) / whole) / 100);

/**
 * A length-0 clause (an empty cell with no candidate, or a missing digit with no place: the
 * givens already contradict each other) is counted in the clause totals but, having no length
 * 1..9, in no histogram bin; shares are over all at-least-one clauses.
 */
export function clauseStatistics(puzzle: Puzzle): ClauseStatistics {
  const masks = givenCandidateMasks(puzzle);
  const hist = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let emptyCells = 0;
  let variables = 0;
  let atMostOne = 0;
  const open = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle.charCodeAt(cell) !== 46) continue;
    open[cell] = 1;
    const size = popcount(masks[cell]!);
    emptyCells++;
    variables += size;
    atMostOne += pairs(size);
    hist[size]!++;
  }
  for (const cells of HOUSE_CELLS) {
    // Nine 4-bit counters packed in one number would overflow 32 bits; two halves do not.
    let low = 0; // digits 1..5, 6 bits each
    let high = 0; // digits 6..9, 6 bits each
    let closed = 0;
    for (const cell of cells) {
      const mask = masks[cell]!;
      if (!open[cell]) {
        closed |= mask;
        continue;
      }
      low += spread5(mask & 0x1f);
      high += spread5(mask >> 5);
    }
    for (let digit = 0; digit < 9; digit++) {
      if (closed & (1 << digit)) continue;
      const length = digit < 5 ? (low >> (6 * digit)) & 0x3f : (high >> (6 * (digit - 5))) & 0x3f;
      hist[length]!++;
      atMostOne += pairs(length);
    }
  }
  const atLeastOne = 4 * emptyCells;
  const short = hist[1]! + hist[2]!;
  const medium = hist[3]! + hist[4]! + hist[5]!;
  const long = hist[6]! + hist[7]! + hist[8]! + hist[9]!;
  const givens = 81 - emptyCells;
  return {
    cld: {
      hist: hist.slice(1),
      shortPct: percent(short, atLeastOne),
      mediumPct: percent(medium, atLeastOne),
      longPct: percent(long, atLeastOne),
      clauses: atLeastOne + atMostOne,
      variables,
    },
    counts: {
      emptyCells,
      minimumAtLeastOne: atLeastOne,
      minimumAtMostOne: atMostOne,
      minimumClauses: atLeastOne + atMostOne,
      minimumVariables: variables,
      maximumClauses: EMPTY_GRID_CLAUSES + givens,
      maximumVariables: 729,
      extendedClauses: EMPTY_GRID_CLAUSES + givens,
      extendedVariables: 729,
    },
  };
}

export const clauseLengthDistribution = (puzzle: Puzzle): ClauseLengthDistribution => clauseStatistics(puzzle).cld;

/** Bits 0..4 of `bits` moved to bits 0, 6, 12, 18, 24, so adding counts digits per field. */
function spread5(bits: number): number {
  return (bits & 1) | ((bits & 2) << 5) | ((bits & 4) << 10) | ((bits & 8) << 15) | ((bits & 16) << 20);
}
