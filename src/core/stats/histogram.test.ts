import { describe, expect, it } from 'vitest';
import { equalWidthEdges, histogram } from './histogram';
import { lcg } from '../../../tests/support/seededRandom';

describe('histogram', () => {
  it('puts a value on an inner edge in the upper bin and the last edge in the last bin', () => {
    expect(histogram([0, 1, 2, 3], [0, 1, 2, 3]).counts).toEqual([1, 1, 2]);
  });
  it('accounts for every value: bins plus below plus above', () => {
    const random = lcg(5);
    const values = Array.from({ length: 500 }, () => random() * 20 - 5);
    const result = histogram(values, [0, 2.5, 5, 10]);
    expect(result.counts.reduce((a, b) => a + b, 0) + result.below + result.above).toBe(values.length);
    expect(result.below).toBe(values.filter((v) => v < 0).length);
  });
  it('rejects edges that do not ascend', () => {
    expect(() => histogram([1], [0, 2, 2])).toThrow(/strictly ascending/);
  });
  it('makes equal-width edges that span the data, and a unit bin for a single value', () => {
    const edges = equalWidthEdges(1, 9, 4);
    expect(edges).toEqual([1, 3, 5, 7, 9]);
    expect(histogram([1, 9, 5], edges).counts).toEqual([1, 0, 1, 1]);
    expect(equalWidthEdges(4, 4, 10)).toEqual([3.5, 4.5]);
  });
});
