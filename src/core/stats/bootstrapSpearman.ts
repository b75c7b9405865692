import { Rng } from '../simulate/rng';
import { quantileSorted } from './quantile';

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
 * held as a count per pair and ranked by one pass over the sample pre-sorted once, so a resample
 * costs O(n), not O(n log n). The generator is sfc32 seeded with `seed` (src/core/simulate/rng),
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
  const orderX = sortedOrder(xs);
  const orderY = sortedOrder(ys);
  const counts = new Uint32Array(n);
  const rankX = new Float64Array(n);
  const rankY = new Float64Array(n);
  const rng = new Rng(seed);
  const rhos: number[] = [];
  for (let r = 0; r < resamples; r++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[rng.below(n)]!++;
    weightedMidranks(xs, orderX, counts, rankX);
    weightedMidranks(ys, orderY, counts, rankY);
    const rho = weightedPearson(counts, rankX, rankY);
    if (!Number.isNaN(rho)) rhos.push(rho);
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

function sortedOrder(values: readonly number[]): Uint32Array {
  const order = Uint32Array.from(values.keys());
  return order.sort((a, b) => values[a]! - values[b]!);
}

/** Midranks of the resample (each pair counted `counts[i]` times), written per pair into `ranks`. */
function weightedMidranks(values: readonly number[], order: Uint32Array, counts: Uint32Array, ranks: Float64Array): void {
  let below = 0;
  let start = 0;
  const n = order.length;
  while (start < n) {
    const value = values[order[start]!]!;
    let end = start;
    let weight = 0;
    while (end < n && values[order[end]!] === value) weight += counts[order[end++]!]!;
    const rank = below + (weight + 1) / 2;
    for (let i = start; i < end; i++) ranks[order[i]!] = rank;
    below += weight;
    start = end;
  }
}

function weightedPearson(weights: Uint32Array, xs: Float64Array, ys: Float64Array): number {
  let total = 0;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    total += w;
    sumX += w * xs[i]!;
    sumY += w * ys[i]!;
  }
  const meanX = sumX / total;
  const meanY = sumY / total;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    sxx += w * dx * dx;
    syy += w * dy * dy;
    sxy += w * dx * dy;
  }
  if (sxx === 0 || syy === 0) return NaN;
  return sxy / Math.sqrt(sxx * syy);
}
