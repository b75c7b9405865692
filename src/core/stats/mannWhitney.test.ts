import { describe, expect, it } from 'vitest';
import { mannWhitney } from './mannWhitney';
import { lcg } from '../../../tests/support/seededRandom';

function pairCount(lower: readonly number[], higher: readonly number[]): number {
  let u = 0;
  for (const b of higher) for (const a of lower) u += b > a ? 1 : b === a ? 0.5 : 0;
  return u;
}

describe('mannWhitney', () => {
  it('is exact for small samples without ties: 3 against 3 wholly separated is 1 split in 20', () => {
    const test = mannWhitney([1, 2, 3], [4, 5, 6]);
    expect(test.u).toBe(9);
    expect(test.probabilityHigher).toBe(1);
    expect(test.method).toBe('exact');
    expect(test.p).toBeCloseTo(0.1, 12);
    expect(test.pHigher).toBeCloseTo(0.05, 12);
  });
  it("matches R's wilcox.test(exact = FALSE, correct = TRUE) once a tie forces the approximation: p = 0.1212", () => {
    // By hand: U = 8.5, mean 4.5, variance 9/12 · (7 − 6/30) = 5.1, z = (4 − 0.5)/√5.1.
    const test = mannWhitney([1, 2, 3], [3, 5, 6]);
    expect(test.method).toBe('normal');
    expect(test.u).toBe(8.5);
    expect(test.z).toBeCloseTo(3.5 / Math.sqrt(5.1), 12);
    expect(test.p).toBeCloseTo(0.1212, 4);
  });
  it('counts U as the pairs where the higher sample wins, ties half', () => {
    const random = lcg(12);
    for (let trial = 0; trial < 30; trial++) {
      const lower = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 5));
      const higher = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 5));
      expect(mannWhitney(lower, higher).u).toBeCloseTo(pairCount(lower, higher), 9);
    }
  });
  it('is antisymmetric: swapping the samples flips z and keeps the two-sided p', () => {
    const random = lcg(4);
    const a = Array.from({ length: 15 }, () => Math.floor(random() * 6));
    const b = Array.from({ length: 11 }, () => Math.floor(random() * 6) + 1);
    const forward = mannWhitney(a, b);
    const backward = mannWhitney(b, a);
    expect(forward.u + backward.u).toBe(a.length * b.length);
    expect(backward.z).toBeCloseTo(-forward.z, 12);
    expect(backward.p).toBeCloseTo(forward.p, 12);
  });
  it('gives p = 1 when every value is tied, and NaN for an empty sample', () => {
    expect(mannWhitney([2, 2], [2, 2, 2]).p).toBe(1);
    expect(mannWhitney([], [1]).p).toBeNaN();
  });
  it('finds a shift in large samples and none between identical ones', () => {
    const random = lcg(6);
    const base = Array.from({ length: 300 }, () => random() * 10);
    expect(
      mannWhitney(
        base,
        base.map((v) => v + 2),
      ).p,
    ).toBeLessThan(1e-6);
    expect(mannWhitney(base, [...base]).p).toBeCloseTo(1, 9);
  });
});
