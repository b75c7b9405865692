import { describe, expect, it } from 'vitest';
import { boxPlot } from './boxPlot';
import { quantile } from './quantile';
import { lcg } from '../../../tests/support/seededRandom';

describe('boxPlot', () => {
  it('names the outlier beyond 1.5 IQR and stops the whisker at the last value inside', () => {
    const box = boxPlot([3, 1, 100, 2, 4], ['c', 'a', 'far', 'b', 'd']);
    expect([box.q1, box.median, box.q3]).toEqual([2, 3, 4]);
    expect(box.upperWhisker).toBe(4);
    expect(box.lowerWhisker).toBe(1);
    expect(box.outliers).toEqual([{ value: 100, id: 'far' }]);
  });
  it('uses type-7 quartiles, whiskers inside the fences and every value outside them as an outlier', () => {
    const random = lcg(21);
    for (let trial = 0; trial < 20; trial++) {
      const values = Array.from({ length: 5 + Math.floor(random() * 40) }, () => Math.round(Math.exp(random() * 4)));
      const box = boxPlot(
        values,
        values.map((_, i) => i),
      );
      const q1 = quantile(values, 0.25);
      const q3 = quantile(values, 0.75);
      const low = q1 - 1.5 * (q3 - q1);
      const high = q3 + 1.5 * (q3 - q1);
      expect([box.q1, box.q3]).toEqual([q1, q3]);
      expect(box.outliers.length).toBe(values.filter((v) => v < low || v > high).length);
      for (const { value, id } of box.outliers) expect(values[id]).toBe(value);
      expect(box.upperWhisker).toBe(Math.max(...values.filter((v) => v <= high)));
      expect(box.lowerWhisker).toBe(Math.min(...values.filter((v) => v >= low)));
    }
  });
  it('has NaN figures for an empty sample', () => {
    expect(boxPlot([], []).median).toBeNaN();
  });
});
