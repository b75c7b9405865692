import { describe, expect, it } from 'vitest';
import { pearson } from './pearson';
import { midranks } from './ranks';
import { spearman } from './spearman';

/** A small deterministic generator so property tests see many different samples. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

describe('midranks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(midranks([10, 20, 20, 30, 20])).toEqual([1, 3, 3, 5, 3]);
  });
});

describe('pearson', () => {
  it('is 1 for a positive linear relation, −1 for a negative one, NaN for a constant sample', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNaN();
  });
  it('matches a hand-computed value', () => {
    // x = 1..5, y = 2,4,5,4,5: means 3 and 4, sxy = 6, sxx = 10, syy = 6
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(6 / Math.sqrt(60), 12);
  });
});

describe('spearman', () => {
  it('uses midranks for ties (hand-computed: 8 / sqrt(95))', () => {
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 12);
  });
  it('does not depend on the order of the pairs', () => {
    const random = lcg(7);
    for (let trial = 0; trial < 50; trial++) {
      const n = 3 + Math.floor(random() * 30);
      const pairs = Array.from({ length: n }, () => [Math.floor(random() * 6), Math.floor(random() * 6)] as const);
      const shuffled = [...pairs].sort(() => random() - 0.5);
      const rho = spearman(
        pairs.map((p) => p[0]),
        pairs.map((p) => p[1]),
      );
      const again = spearman(
        shuffled.map((p) => p[0]),
        shuffled.map((p) => p[1]),
      );
      if (Number.isNaN(rho)) expect(again).toBeNaN();
      else expect(again).toBeCloseTo(rho, 12);
    }
  });
  it('does not change under a strictly increasing transform of either sample', () => {
    const random = lcg(11);
    const xs = Array.from({ length: 40 }, () => random() * 10);
    const ys = Array.from({ length: 40 }, () => random() * 10);
    expect(
      spearman(
        xs.map((x) => Math.exp(x)),
        ys.map((y) => y ** 3),
      ),
    ).toBeCloseTo(spearman(xs, ys), 12);
  });
  it('is symmetric and stays within [−1, 1]', () => {
    const random = lcg(3);
    for (let trial = 0; trial < 20; trial++) {
      const xs = Array.from({ length: 15 }, () => Math.floor(random() * 4));
      const ys = Array.from({ length: 15 }, () => Math.floor(random() * 4));
      const rho = spearman(xs, ys);
      if (Number.isNaN(rho)) continue;
      expect(spearman(ys, xs)).toBeCloseTo(rho, 12);
      expect(Math.abs(rho)).toBeLessThanOrEqual(1);
    }
  });
});
