import { describe, expect, it } from 'vitest';
import { binLabel, histogramOf, MAX_BINS } from './histogram';

describe('histogramOf', () => {
  it('has one bar per count when the counts are few, and marks the shown run', () => {
    const histogram = histogramOf([5, 7, 5, 6, 5], 7);
    expect(histogram.bins.map((bin) => [binLabel(bin), bin.runs])).toEqual([
      ['5', 3],
      ['6', 1],
      ['7', 1],
    ]);
    expect(histogram.marked).toBe(2);
  });

  it('groups a wide spread into equal ranges that still count every run', () => {
    const counts = Array.from({ length: 50 }, (_, i) => 10 + i * 7);
    const histogram = histogramOf(counts, counts[0]!);
    expect(histogram.bins.length).toBeLessThanOrEqual(MAX_BINS);
    expect(histogram.bins.reduce((sum, bin) => sum + bin.runs, 0)).toBe(50);
    expect(histogram.marked).toBe(0);
    expect(histogram.bins.at(-1)!.to).toBe(Math.max(...counts));
  });

  it('has nothing to draw without runs', () => {
    expect(histogramOf([], 3)).toEqual({ bins: [], marked: -1, mean: null });
  });

  it('gives the mean count over the runs, the shown run among them', () => {
    expect(histogramOf([4, 3, 3, 9], 4).mean).toBe(4.75);
    expect(histogramOf([7], 7).mean).toBe(7);
  });
});
