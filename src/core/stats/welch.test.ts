import { describe, expect, it } from 'vitest';
import { incompleteBeta } from './incompleteBeta';
import { studentTCdf } from './studentT';
import { welchTTest } from './welch';

/** P(|T| ≥ t) by Simpson integration of the t density: an independent check of the beta route. */
function twoSidedByIntegration(t: number, df: number): number {
  const density = (x: number): number => Math.pow(1 + (x * x) / df, -(df + 1) / 2);
  const integrate = (a: number, b: number, n: number): number => {
    const h = (b - a) / n;
    let sum = density(a) + density(b);
    for (let i = 1; i < n; i++) sum += density(a + i * h) * (i % 2 ? 4 : 2);
    return (sum * h) / 3;
  };
  const total = 2 * integrate(0, 2000, 400_000);
  return (2 * (total / 2 - integrate(0, Math.abs(t), 20_000))) / total;
}

describe('incompleteBeta', () => {
  it('matches closed forms', () => {
    for (const x of [0.1, 0.37, 0.5, 0.9]) {
      expect(incompleteBeta(x, 1, 1)).toBeCloseTo(x, 12);
      expect(incompleteBeta(x, 3, 1)).toBeCloseTo(x ** 3, 12);
      expect(incompleteBeta(x, 1, 4)).toBeCloseTo(1 - (1 - x) ** 4, 12);
    }
    expect(incompleteBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 12);
  });
});

describe('studentTCdf', () => {
  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [-3, -0.5, 0, 1, 2.5]) {
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 12);
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 12);
    }
  });
  it('matches published table values', () => {
    // Two-sided 5% critical values: t(10) = 2.228, t(30) = 2.042.
    expect(studentTCdf(2.228138852, 10)).toBeCloseTo(0.975, 8);
    expect(studentTCdf(2.042272456, 30)).toBeCloseTo(0.975, 8);
  });
});

describe('welchTTest', () => {
  it('computes t and the Welch–Satterthwaite df by hand-checked formulas', () => {
    const a = [19.8, 20.4, 19.6, 17.8, 18.5, 18.9, 18.3, 18.9, 19.5, 22.0];
    const b = [28.2, 26.6, 20.1, 23.3, 25.2, 22.1, 17.7, 27.6, 20.6, 13.7, 23.2, 17.5, 20.6, 18.0, 23.9, 21.6, 24.3, 20.4, 23.9, 13.3];
    const test = welchTTest(a, b);
    const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = (xs: number[]): number => xs.reduce((s, x) => s + (x - mean(xs)) ** 2, 0) / (xs.length - 1);
    const va = variance(a) / a.length;
    const vb = variance(b) / b.length;
    expect(test.t).toBeCloseTo((mean(a) - mean(b)) / Math.sqrt(va + vb), 10);
    expect(test.df).toBeCloseTo((va + vb) ** 2 / (va ** 2 / 9 + vb ** 2 / 19), 10);
    expect(test.p).toBeCloseTo(twoSidedByIntegration(test.t, test.df), 6);
  });
  it('is symmetric in its samples and gives p near 1 for equal means', () => {
    const a = [1, 2, 3, 4, 5];
    const b = [2, 3, 3, 4];
    expect(welchTTest(b, a).p).toBeCloseTo(welchTTest(a, b).p, 12);
    expect(welchTTest(b, a).t).toBeCloseTo(-welchTTest(a, b).t, 12);
    expect(welchTTest(a, [3, 3.1, 2.9]).p).toBeGreaterThan(0.9);
  });
  it('rejects samples with fewer than two values', () => {
    expect(() => welchTTest([1], [1, 2])).toThrow(/two values/);
  });
});
