import { describe, expect, it } from 'vitest';
import { mannWhitney } from './mannWhitney';
import { probabilityHigherSorted } from './probabilityHigher';

describe('probabilityHigherSorted', () => {
  it('is 1 when every value of higher exceeds every value of lower, 0 the other way round', () => {
    expect(probabilityHigherSorted([1, 2], [3, 4])).toBe(1);
    expect(probabilityHigherSorted([3, 4], [1, 2])).toBe(0);
  });
  it('counts ties half', () => {
    expect(probabilityHigherSorted([2, 2], [2, 2])).toBe(0.5);
    // pairs (1,1) tie, (1,3) win, (2,1) loss, (2,3) win: (0.5 + 1 + 0 + 1) / 4
    expect(probabilityHigherSorted([1, 2], [1, 3])).toBe(0.625);
  });
  it("agrees with Mann–Whitney's U / (n1 n2) on tied samples", () => {
    const lower = [1, 1, 2, 3, 3, 3, 5, 8];
    const higher = [1, 2, 3, 3, 4, 6, 8, 8, 9];
    expect(probabilityHigherSorted(lower, higher)).toBeCloseTo(mannWhitney(lower, higher).probabilityHigher, 12);
  });
  it('is NaN for an empty sample', () => {
    expect(probabilityHigherSorted([], [1])).toBeNaN();
  });
});
