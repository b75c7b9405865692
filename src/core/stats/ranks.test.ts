import { describe, expect, it } from 'vitest';
import { Rng } from '../simulate/rng';
import { midranks, tieGroups } from './ranks';

function randomWholeNumbers(n: number, below: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: n }, () => rng.below(below));
}

describe('tieGroups', () => {
  it('groups small whole numbers (counted) exactly as it groups other numbers (sorted)', () => {
    for (const [below, seed] of [
      [5, 1],
      [40, 2],
      [3000, 3],
    ] as const) {
      const values = randomWholeNumbers(2000, below, seed);
      // Shifted by a half, the same values take the sorting path.
      const shifted = values.map((value) => value + 0.5);
      const counted = tieGroups(values);
      const sorted = tieGroups(shifted);
      expect(Array.from(counted.groupOf)).toEqual(Array.from(sorted.groupOf));
      expect(Array.from(counted.groupSizes)).toEqual(Array.from(sorted.groupSizes));
      expect(Array.from(counted.order)).toEqual(Array.from(sorted.order));
      expect(midranks(values)).toEqual(midranks(shifted));
    }
  });

  it('sorts numbers beyond the counting range, negative numbers and fractions alongside whole ones', () => {
    expect(midranks([5000, -1, 3, 3, 0.5])).toEqual([5, 1, 3.5, 3.5, 2]);
    expect(midranks([2, 0, 2, 1])).toEqual([3.5, 1, 3.5, 2]);
  });

  it('refuses NaN', () => {
    expect(() => tieGroups([1, Number.NaN])).toThrow(/NaN/);
  });
});
