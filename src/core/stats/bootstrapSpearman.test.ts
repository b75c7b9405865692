import { describe, expect, it } from 'vitest';
import { Rng } from '../simulate/rng';
import { bootstrapSpearman } from './bootstrapSpearman';
import { quantileSorted } from './quantile';
import { spearman } from './spearman';
import { lcg } from '../../../tests/support/seededRandom';

function sample(n: number, seed: number, levels = 4): { xs: number[]; ys: number[] } {
  const random = lcg(seed);
  const xs = Array.from({ length: n }, () => Math.floor(random() * levels));
  return { xs, ys: xs.map((x) => Math.round((x + random() * 3) * 10) / 10) };
}

describe('bootstrapSpearman', () => {
  it('equals re-ranking each resample from scratch with the same draws', () => {
    const { xs, ys } = sample(40, 5);
    const resamples = 60;
    const rng = new Rng(9);
    const rhos: number[] = [];
    for (let r = 0; r < resamples; r++) {
      const picks = Array.from({ length: xs.length }, () => rng.below(xs.length));
      const rho = spearman(
        picks.map((i) => xs[i]!),
        picks.map((i) => ys[i]!),
      );
      if (!Number.isNaN(rho)) rhos.push(rho);
    }
    rhos.sort((a, b) => a - b);
    const interval = bootstrapSpearman(xs, ys, { resamples, seed: 9 });
    expect(interval.defined).toBe(rhos.length);
    expect(interval.low).toBeCloseTo(quantileSorted(rhos, 0.025), 12);
    expect(interval.high).toBeCloseTo(quantileSorted(rhos, 0.975), 12);
  });
  it('gives the same interval for the same seed and a different one for another seed', () => {
    const { xs, ys } = sample(80, 2);
    expect(bootstrapSpearman(xs, ys, { resamples: 200, seed: 4 })).toEqual(bootstrapSpearman(xs, ys, { resamples: 200, seed: 4 }));
    expect(bootstrapSpearman(xs, ys, { resamples: 200, seed: 5 }).low).not.toBe(bootstrapSpearman(xs, ys, { resamples: 200, seed: 4 }).low);
  });
  it('holds the sample ρ and narrows as the sample grows', () => {
    const small = sample(60, 3);
    const large = sample(2000, 3);
    const narrow = bootstrapSpearman(large.xs, large.ys, { resamples: 200 });
    const wide = bootstrapSpearman(small.xs, small.ys, { resamples: 200 });
    const rho = spearman(large.xs, large.ys);
    expect(narrow.low).toBeLessThan(rho);
    expect(narrow.high).toBeGreaterThan(rho);
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
  });
  it('widens with the confidence level', () => {
    const { xs, ys } = sample(100, 8);
    const ninety = bootstrapSpearman(xs, ys, { resamples: 300, level: 0.9 });
    const ninetyNine = bootstrapSpearman(xs, ys, { resamples: 300, level: 0.99 });
    expect(ninetyNine.low).toBeLessThanOrEqual(ninety.low);
    expect(ninetyNine.high).toBeGreaterThanOrEqual(ninety.high);
  });
  it('has NaN ends for a constant sample, whose ρ is undefined', () => {
    const interval = bootstrapSpearman([1, 2, 3, 4], [5, 5, 5, 5], { resamples: 20 });
    expect(interval.defined).toBe(0);
    expect(interval.low).toBeNaN();
  });
});
