import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('summarize', () => {
  it('gives mean, type-7 median and quartiles, and the n − 1 standard deviation', () => {
    // 2,4,4,4,5,5,7,9: mean 5, sum of squares 32, sample sd sqrt(32/7)
    const s = summarize([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.mean).toBe(5);
    expect(s.median).toBe(4.5);
    expect(s.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect([s.min, s.max, s.q1, s.q3]).toEqual([2, 9, 4, 5.5]);
  });
  it('does not depend on the order of the values', () => {
    expect(summarize([9, 2, 5, 4, 7, 4, 5, 4])).toEqual(summarize([2, 4, 4, 4, 5, 5, 7, 9]));
  });
  it('gives sd 0 for one value and NaN fields for none', () => {
    expect(summarize([3]).sd).toBe(0);
    expect(summarize([]).mean).toBeNaN();
  });
});
