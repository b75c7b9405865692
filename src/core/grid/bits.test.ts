import { describe, expect, it } from 'vitest';
import { forEachBitIndex, highestBitIndex, lowestBitIndex, popcount } from './bits';

/** The same answers by the slow, obvious route: look at every bit. */
const indexesOf = (bits: number): number[] => [...Array(32).keys()].filter((index) => ((bits >>> index) & 1) === 1);

describe('bit helpers', () => {
  const samples = [0, 1, 2, 3, 0b101000, 0x1ff, 0x100, 0x7ffffff, 0x4000000, 0x80000000 | 0, -1, 0x55555555];

  it('count, find and visit the set bits as a bit-by-bit scan does', () => {
    for (const bits of samples) {
      const indexes = indexesOf(bits);
      expect(popcount(bits), `popcount ${bits}`).toBe(indexes.length);
      expect(lowestBitIndex(bits), `lowest ${bits}`).toBe(indexes.length ? indexes[0] : -1);
      expect(highestBitIndex(bits), `highest ${bits}`).toBe(indexes.length ? indexes.at(-1) : -1);
      const visited: number[] = [];
      forEachBitIndex(bits, (index) => visited.push(index));
      expect(visited).toEqual(indexes);
    }
  });
});
