/**
 * Ratings of traced puzzles under any values, and their agreement with a site's levels. The
 * fit calls these thousands of times, so they work on typed arrays and never solve.
 */
import { levelRho } from '../../compare/levelSpearman';
import { pearson } from '../../stats/pearson';
import { midranks } from '../../stats/ranks';
import type { CustomFold } from '../customSet';
import type { FitTrace } from './fitTrace';

/**
 * The traces in the form the scoring loop reads: for each puzzle, its techniques and the weight
 * each value has in its rating (the sums: first use plus later uses at the later/value ratio,
 * times the density for `sum-density`), or the bonus added to it (`hardest`).
 */
export interface PackedTraces {
  readonly fold: CustomFold;
  readonly count: number;
  /** Puzzle p's entries are `start[p]` .. `start[p + 1] - 1`. */
  readonly start: Int32Array;
  readonly technique: Int32Array;
  /** Weight of the value in a sum, or bonus over the value for `hardest`. */
  readonly weight: Float64Array;
}

/**
 * Packs traces. `laterRatio[t]` is what each later use of technique t costs per unit of its
 * value (Sudoku of the Day prices later uses lower); it stays fixed while the values move.
 */
export function packTraces(traces: readonly FitTrace[], fold: CustomFold, laterRatio: readonly number[]): PackedTraces {
  const total = traces.reduce((sum, trace) => sum + trace.used.length, 0);
  const start = new Int32Array(traces.length + 1);
  const technique = new Int32Array(total);
  const weight = new Float64Array(total);
  let k = 0;
  traces.forEach((trace, p) => {
    start[p] = k;
    for (const use of trace.used) {
      technique[k] = use.technique;
      weight[k] = fold === 'hardest' ? use.bonus : (1 + (use.uses - 1) * laterRatio[use.technique]!) * trace.density;
      k++;
    }
  });
  start[traces.length] = k;
  return { fold, count: traces.length, start, technique, weight };
}

/** Each puzzle's rating under `values` (indexed as the set's techniques), into `out`. */
export function scoresOf(packed: PackedTraces, values: ArrayLike<number>, out: number[] = new Array<number>(packed.count)): number[] {
  const { start, technique, weight } = packed;
  const hardest = packed.fold === 'hardest';
  for (let p = 0; p < packed.count; p++) {
    let score = 0;
    for (let k = start[p]!; k < start[p + 1]!; k++) {
      const value = values[technique[k]!]!;
      score = hardest ? Math.max(score, value + weight[k]!) : score + value * weight[k]!;
    }
    out[p] = score;
  }
  return out;
}

/**
 * Spearman's ρ between level ranks and ratings, as Compare computes it (midranks, Pearson);
 * 0 when undefined (every rating equal), so a fit never prefers a constant rating.
 */
export function spearmanOf(levelRanks: readonly number[], scores: readonly number[]): number {
  const rho = levelRho(levelRanks, midranks(scores));
  return Number.isNaN(rho) ? 0 : rho;
}

/** `spearmanOf` against fixed level ranks, their midranks computed once for the many calls of a fit. */
export function spearmanAgainst(levelRanks: readonly number[]): (scores: readonly number[]) => number {
  const levelMidranks = midranks(levelRanks);
  return (scores) => {
    const rho = pearson(levelMidranks, midranks(scores));
    return Number.isNaN(rho) ? 0 : rho;
  };
}

/** The puzzles at the given indices, packed again on their own (a fold's training or held-out part). */
export function subsetOf(packed: PackedTraces, indices: readonly number[]): PackedTraces {
  let total = 0;
  for (const p of indices) total += packed.start[p + 1]! - packed.start[p]!;
  const start = new Int32Array(indices.length + 1);
  const technique = new Int32Array(total);
  const weight = new Float64Array(total);
  let k = 0;
  indices.forEach((p, q) => {
    start[q] = k;
    for (let j = packed.start[p]!; j < packed.start[p + 1]!; j++) {
      technique[k] = packed.technique[j]!;
      weight[k] = packed.weight[j]!;
      k++;
    }
  });
  start[indices.length] = k;
  return { fold: packed.fold, count: indices.length, start, technique, weight };
}
