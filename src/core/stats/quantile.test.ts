import { describe, expect, it } from 'vitest';
import { quantile } from './quantile';

describe('quantile (type 7)', () => {
  it('matches R quantile(type = 7) on small samples', () => {
    // R: quantile(c(1, 2, 3, 4), c(0.25, 0.5, 0.9)) -> 1.75 2.5 3.7
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 12);
    expect(quantile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 12);
  });
  it('gives the extremes at 0 and 1 and does not depend on input order', () => {
    const values = [7, 3, 9, 1, 4, 4];
    expect(quantile(values, 0)).toBe(1);
    expect(quantile(values, 1)).toBe(9);
    expect(quantile([...values].reverse(), 0.3)).toBe(quantile(values, 0.3));
  });
  it('is NaN for an empty sample and rejects probabilities outside [0, 1]', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(() => quantile([1], 1.5)).toThrow(/probability/);
  });
});
