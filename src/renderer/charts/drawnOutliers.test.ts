import { describe, expect, it } from 'vitest';
import { drawnOutliers } from './drawnOutliers';

const outliers = (values: number[]): { id: number; value: number }[] => values.map((value, id) => ({ id, value }));

describe('drawnOutliers', () => {
  it('draws every outlier while there are few', () => {
    expect(drawnOutliers(outliers([5, 1, 3]), 3).map((o) => o.value)).toEqual([5, 1, 3]);
  });

  it('keeps the lowest and the highest and spreads the rest over the values', () => {
    const many = outliers(Array.from({ length: 1001 }, (_, k) => (k * 37) % 1001));
    const drawn = drawnOutliers(many, 11);
    expect(drawn.map((o) => o.value)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(new Set(drawn.map((o) => o.id)).size).toBe(11);
  });

  it('draws the highest alone when one may be drawn, and none when none may', () => {
    expect(drawnOutliers(outliers([2, 9, 4]), 1).map((o) => o.value)).toEqual([9]);
    expect(drawnOutliers(outliers([2, 9, 4]), 0)).toEqual([]);
  });
});
