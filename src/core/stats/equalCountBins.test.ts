import { describe, expect, it } from 'vitest';
import { binOf, equalCountBins } from './equalCountBins';

describe('equalCountBins', () => {
  it('splits distinct values into bins of equal counts', () => {
    const values = Array.from({ length: 12 }, (_, i) => i + 1);
    const bins = equalCountBins(values, 3);
    expect(bins.cutPoints).toEqual([5, 9]);
    expect(bins.counts).toEqual([4, 4, 4]);
    expect([bins.min, bins.max]).toEqual([1, 12]);
  });
  it('puts every copy of a tied value in the same bin (the upper one at a cut point)', () => {
    const bins = equalCountBins([1, 2, 2, 2, 2, 3], 2);
    expect(bins.cutPoints).toEqual([2]);
    expect(bins.counts).toEqual([1, 5]);
  });
  it('does not depend on the order of the values', () => {
    const values = [5, 3, 8, 1, 1, 9, 4, 4, 7, 2];
    expect(equalCountBins([...values].reverse(), 3)).toEqual(equalCountBins(values, 3));
  });
  it('assigns bins with half-open intervals', () => {
    expect([binOf(3.47, [3.48, 6.52]), binOf(3.48, [3.48, 6.52]), binOf(6.52, [3.48, 6.52])]).toEqual([0, 1, 2]);
  });
  it('rejects a bad bin count and a sample with no finite value', () => {
    expect(() => equalCountBins([1], 0)).toThrow(/positive integer/);
    expect(() => equalCountBins([NaN], 3)).toThrow(/finite/);
  });
});
