import { describe, expect, it } from 'vitest';
import { pathSeries } from './pathSeries';

describe('pathSeries', () => {
  it('keeps the running maximum, which never goes down and ends at the hardest step', () => {
    const series = pathSeries([1.2, 2.3, 1.5, 7.2, 1.2], 'max');
    expect(series.runningMax).toEqual([1.2, 2.3, 2.3, 7.2, 7.2]);
    expect(series.runningTotal).toBeNull();
  });

  it('adds a running total for sum-folded sets, skipping steps without a value', () => {
    const series = pathSeries([null, 100, 50, null, 200], 'sum');
    expect(series.runningTotal).toEqual([0, 100, 150, 150, 350]);
    expect(series.runningMax).toEqual([null, 100, 100, 100, 200]);
  });
});
