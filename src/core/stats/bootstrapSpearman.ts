import { Rng } from '../simulate/rng';
import { quantileSorted } from './quantile';
import { tieGroups } from './ranks';

/** A bootstrap confidence interval: its ends and how many resamples gave a defined value. */
export interface BootstrapInterval {
  readonly low: number;
  readonly high: number;
  /** Confidence level, e.g. 0.95. */
  readonly level: number;
  /** Resamples drawn; `defined` of them gave a coefficient (a resample can be constant). */
  readonly resamples: number;
  readonly defined: number;
  readonly seed: number;
}

export interface BootstrapOptions {
  /** Resamples to draw (default 1000). */
  readonly resamples?: number;
  /** Seed of the generator (default 1): the same seed gives the same interval on any machine. */
  readonly seed?: number;
  /** Confidence level in (0, 1) (default 0.95). */
  readonly level?: number;
}

/**
 * Percentile bootstrap interval of Spearman's ρ (Efron's percentile method): `resamples` times,
 * draw n pairs with replacement, re-rank the resample with midranks and take its ρ; the interval
 * runs between the type-7 quantiles (1 − level)/2 and (1 + level)/2 of those ρ. Resamples are
 * held as a count per pair and ranked by one pass over the sample pre-sorted once (the ranks'
 * sum is fixed, so only Σr², and the cross products within each group of tied x, need the
 * counts), so a resample costs O(n), not O(n log n). The generator is sfc32 seeded with `seed` (src/core/simulate/rng),
 * so equal inputs and seed give equal intervals. Undefined resamples (a constant sample) are left
 * out; NaN ends when fewer than two resamples are defined.
 */
export function bootstrapSpearman(xs: readonly number[], ys: readonly number[], options: BootstrapOptions = {}): BootstrapInterval {
  if (xs.length !== ys.length) throw new RangeError(`bootstrapSpearman needs pairs: ${xs.length} x values, ${ys.length} y values`);
  const resamples = options.resamples ?? 1000;
  const seed = options.seed ?? 1;
  const level = options.level ?? 0.95;
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  const n = xs.length;
  // Pairs are renumbered in y order, so the y pass reads counts sequentially; the x pass goes
  // through x's order. Ties become group boundaries, found once.
  const y = tieGroups(ys);
  const x = tieGroups(xs);
  const byY = y.order;
  const positionOf = new Uint32Array(n);
  byY.forEach((row, position) => (positionOf[row] = position));
  const yGroupEnds = endsOf(y.groupSizes);
  const byX = Uint32Array.from(x.order, (row) => positionOf[row]!);
  const xGroupEnds = endsOf(x.groupSizes);
  // Draws pick rows in input order (then count at the row's position), so an interval does not
  // depend on how the sample was sorted and equals re-ranking each resample from scratch.
  const counts = new Uint32Array(n);
  const rankY = new Float64Array(n);
  const rng = new Rng(seed);
  const rhos: number[] = [];
  // Over any resample of size n the midranks sum to n(n+1)/2, so both means are (n+1)/2.
  const meanRank = (n + 1) / 2;
  for (let r = 0; r < resamples; r++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[positionOf[rng.below(n)]!]!++;
    let syy = 0;
    let start = 0;
    let below = 0;
    for (const end of yGroupEnds) {
      let weight = 0;
      for (let p = start; p < end; p++) weight += counts[p]!;
      const rank = below + (weight + 1) / 2;
      syy += weight * rank * rank;
      for (let p = start; p < end; p++) rankY[p] = rank;
      below += weight;
      start = end;
    }
    let sxx = 0;
    let sxy = 0;
    start = 0;
    below = 0;
    for (const end of xGroupEnds) {
      let weight = 0;
      let crossed = 0;
      for (let k = start; k < end; k++) {
        const position = byX[k]!;
        const count = counts[position]!;
        weight += count;
        crossed += count * rankY[position]!;
      }
      const rank = below + (weight + 1) / 2;
      sxx += weight * rank * rank;
      sxy += rank * crossed;
      below += weight;
      start = end;
    }
    const centred = n * meanRank * meanRank;
    const varX = sxx - centred;
    const varY = syy - centred;
    // A constant resample: every variance term is (up to rounding) zero.
    if (varX <= 1e-9 * sxx || varY <= 1e-9 * syy) continue;
    rhos.push((sxy - centred) / Math.sqrt(varX * varY));
  }
  rhos.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  const defined = rhos.length;
  return {
    low: defined >= 2 ? quantileSorted(rhos, tail) : NaN,
    high: defined >= 2 ? quantileSorted(rhos, 1 - tail) : NaN,
    level,
    resamples,
    defined,
    seed,
  };
}

/** Where each group ends (exclusive) in the sorted order. */
function endsOf(sizes: Uint32Array): number[] {
  const ends: number[] = [];
  let end = 0;
  for (const size of sizes) ends.push((end += size));
  return ends;
}
