import { describe, expect, it } from 'vitest';
import { agreementCuts } from './agreementCuts';
import { lcg } from '../../../tests/support/seededRandom';

const binOf = (value: number, [low, high]: readonly [number, number]): number => (value < low ? 0 : value < high ? 1 : 2);

function agreeingCount(
  values: readonly number[],
  labels: readonly number[],
  cuts: readonly [number, number],
  grouping: readonly number[],
): number {
  return values.filter((value, i) => binOf(value, cuts) === grouping[labels[i]!]).length;
}

/** Every contiguous grouping and every pair of cuts at distinct values: the best count. */
function bruteForceBest(values: readonly number[], labels: readonly number[], labelCount: number): number {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  let best = -1;
  for (let a = 1; a < labelCount - 1; a++) {
    for (let b = a + 1; b < labelCount; b++) {
      const grouping = Array.from({ length: labelCount }, (_, l) => (l < a ? 0 : l < b ? 1 : 2));
      for (let k1 = 1; k1 < distinct.length; k1++) {
        for (let k2 = k1 + 1; k2 < distinct.length; k2++) {
          best = Math.max(best, agreeingCount(values, labels, [distinct[k1]!, distinct[k2]!], grouping));
        }
      }
    }
  }
  return best;
}

describe('agreementCuts', () => {
  it('reproduces levels that do not overlap, the earliest grouping winning a tie', () => {
    const values = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30];
    const labels = [0, 0, 0, 1, 1, 1, 2, 2, 3, 3];
    const result = agreementCuts(values, labels, 4)!;
    expect(result.agreement).toBe(1);
    expect(result.cutPoints).toEqual([10, 20]);
    expect(result.grouping).toEqual([0, 1, 2, 2]);
  });
  it('agrees as often as the best of every grouping and cut pair, and its answer achieves its count', () => {
    const random = lcg(17);
    for (let trial = 0; trial < 40; trial++) {
      const labelCount = 3 + Math.floor(random() * 3);
      const n = 5 + Math.floor(random() * 25);
      const labels = Array.from({ length: n }, () => Math.floor(random() * labelCount));
      const values = labels.map((label) => Math.floor(label * 2 + random() * 6));
      const result = agreementCuts(values, labels, labelCount);
      if (new Set(values).size < 3) {
        expect(result).toBeNull();
        continue;
      }
      expect(result!.agreeing).toBe(bruteForceBest(values, labels, labelCount));
      expect(agreeingCount(values, labels, result!.cutPoints as [number, number], result!.grouping)).toBe(result!.agreeing);
    }
  });
  it('does not depend on the order of the values', () => {
    const values = [5, 1, 7, 3, 9, 2, 8, 4, 6, 5];
    const labels = [1, 0, 2, 0, 2, 0, 2, 1, 1, 1];
    const reversed = agreementCuts([...values].reverse(), [...labels].reverse(), 3);
    expect(reversed).toEqual(agreementCuts(values, labels, 3));
  });
  it('needs three labels and three distinct values', () => {
    expect(agreementCuts([1, 2, 3], [0, 1, 1], 2)).toBeNull();
    expect(agreementCuts([1, 1, 2], [0, 1, 2], 3)).toBeNull();
  });
});
