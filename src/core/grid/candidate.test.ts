import { describe, expect, it } from 'vitest';
import { ascendingOnce, candidateName, candidateOf } from './candidate';

describe('ascendingOnce', () => {
  it('sorts numerically and keeps each candidate once, leaving its input as it was', () => {
    const input = [80, 9, 700, 9, 80, 1, 700];
    expect(ascendingOnce(input)).toEqual([1, 9, 80, 700]);
    expect(input).toEqual([80, 9, 700, 9, 80, 1, 700]);
  });

  it('agrees with a set sorted afterwards on random lists', () => {
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % 729;
    for (let round = 0; round < 200; round++) {
      const list = Array.from({ length: round % 17 }, next);
      expect(ascendingOnce(list)).toEqual([...new Set(list)].sort((a, b) => a - b));
    }
  });
});

describe('candidateName', () => {
  it('prints the digit before the cell', () => {
    expect(candidateName(candidateOf(3 * 9 + 4, 3))).toBe('3r4c5');
  });
});
