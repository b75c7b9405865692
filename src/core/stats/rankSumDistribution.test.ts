import { describe, expect, it } from 'vitest';
import { rankSumDistribution } from './rankSumDistribution';

/** U of every way to split 1..n1+n2 into the two samples, counted by brute force. */
function bruteForce(n1: number, n2: number): number[] {
  const counts = new Array<number>(n1 * n2 + 1).fill(0);
  const total = n1 + n2;
  let ways = 0;
  for (let mask = 0; mask < 1 << total; mask++) {
    let bits = 0;
    for (let k = 0; k < total; k++) bits += (mask >> k) & 1;
    if (bits !== n2) continue;
    ways++;
    let u = 0;
    let firstBelow = 0;
    for (let k = 0; k < total; k++) {
      if ((mask >> k) & 1) u += firstBelow;
      else firstBelow++;
    }
    counts[u]!++;
  }
  return counts.map((count) => count / ways);
}

describe('rankSumDistribution', () => {
  it('equals the brute-force count over every split of the ranks', () => {
    for (const [n1, n2] of [
      [1, 1],
      [2, 3],
      [3, 3],
      [4, 2],
      [5, 6],
    ] as const) {
      const exact = rankSumDistribution(n1, n2);
      bruteForce(n1, n2).forEach((p, u) => expect(exact[u]).toBeCloseTo(p, 12));
    }
  });
  it('sums to one and is symmetric about n1·n2/2', () => {
    const distribution = rankSumDistribution(12, 9);
    expect(distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (let u = 0; u <= 108; u++) expect(distribution[u]).toBeCloseTo(distribution[108 - u]!, 12);
  });
});
